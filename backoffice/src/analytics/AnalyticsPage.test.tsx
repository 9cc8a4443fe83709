// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { AnalyticsPage } from './AnalyticsPage';
import { CAP, CHUNK } from './usePageviews';

afterEach(cleanup);

function renderPage(total: number) {
  const now = Date.now();
  const getList = vi.fn((_resource: string, params: { pagination: { page: number; perPage: number } }) => {
    const { page, perPage } = params.pagination;
    const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
    const data = Array.from({ length: count }, (_, i) => ({
      id: `${page}-${i}`,
      path: i % 3 === 0 ? '/contact' : '/',
      createdAt: new Date(now - 60_000).toISOString(),
    }));
    return Promise.resolve({ data, total });
  });
  render(
    <AdminContext dataProvider={{ getList } as unknown as DataProvider} i18nProvider={i18nProvider}>
      <AnalyticsPage />
    </AdminContext>,
  );
  return getList;
}

describe('the analytics screen', () => {
  it('reads the period’s page views filtered by the server, in pages of 1000, and shows them per page', async () => {
    const getList = renderPage(1500);
    expect(
      await screen.findByText('1 500 pages vues', { normalizer: (t) => t.replace(/\s/g, ' ') }),
    ).toBeTruthy();
    expect(getList).toHaveBeenCalledTimes(2);
    const [resource, params] = getList.mock.calls[1] as unknown as [string, Record<string, unknown>];
    expect(resource).toBe('pageviews');
    expect(params).toMatchObject({
      pagination: { page: 2, perPage: CHUNK },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { createdAt_gte: expect.any(String), createdAt_lt: expect.any(String) },
    });
    const rows = screen.getAllByRole('row').map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual(['PageVues', '/999', '/contact501']);
    expect(screen.queryByText(/Seules les/)).not.toBeInTheDocument();
  });

  it('stops at the cap and says so', async () => {
    const getList = renderPage(CAP + 2500);
    expect(await screen.findByText(/Seules les 10.000 premières pages vues sur 12.500/)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(CAP / CHUNK);
  });

  it('changes the period, and refuses reversed custom dates', async () => {
    const getList = renderPage(3);
    await screen.findByText('3 pages vues');
    fireEvent.click(screen.getByRole('button', { name: '7 jours' }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    const filter = (getList.mock.calls[1]?.[1] as unknown as { filter: Record<string, string> }).filter;
    const days =
      (Date.parse(filter.createdAt_lt ?? '') - Date.parse(filter.createdAt_gte ?? '')) / 86_400_000;
    expect(Math.round(days)).toBe(7);

    fireEvent.click(screen.getByRole('button', { name: 'Personnalisée' }));
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-01' } });
    expect(
      await screen.findByText('Choisissez une date de début antérieure ou égale à la date de fin.'),
    ).toBeInTheDocument();
  });
});
