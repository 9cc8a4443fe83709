// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsPage } from './AnalyticsPage';
import { CAP, CHUNK } from './usePageviews';
import { TestAdminContext } from '../testing/TestAdminContext';

afterEach(cleanup);

const proof = (visitorId: string, analytics: boolean, minutesAgo: number, method = 'banner') => ({
  id: `${visitorId}-${minutesAgo}`,
  visitorId,
  categories: { functional: false, analytics, marketing: false },
  decision: analytics ? 'accept_all' : 'refuse_all',
  method,
  policyVersion: 1,
  date: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});
const VISITOR = '0b6f6c8e-8d59-4a43-9a8e-5b0c4e2f7a11';
const PROOFS = [
  proof(VISITOR, true, 30),
  proof(VISITOR, false, 10, 'footer'),
  proof('c1d2e3f4-0000-4000-8000-000000000002', true, 20),
  proof('c1d2e3f4-0000-4000-8000-000000000003', true, 5),
];

function renderPage(total: number, platform = { down: false }) {
  const now = Date.now();
  const getList = vi.fn(
    (
      resource: string,
      params: { pagination: { page: number; perPage: number }; filter: Record<string, string> },
    ) => {
      if (resource === 'consents') {
        const data = params.filter.visitorId
          ? PROOFS.filter((p) => p.visitorId === params.filter.visitorId)
          : PROOFS;
        return Promise.resolve({ data, total: data.length });
      }
      if (platform.down) return Promise.reject(new Error('Serveur injoignable'));
      const { page, perPage } = params.pagination;
      const count = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
      const data = Array.from({ length: count }, (_, i) => ({
        id: `${page}-${i}`,
        path: i % 3 === 0 ? '/contact' : '/',
        createdAt: new Date(now - 60_000).toISOString(),
      }));
      return Promise.resolve({ data, total });
    },
  );
  render(
    <TestAdminContext dataProvider={{ getList } as unknown as DataProvider}>
      <AnalyticsPage />
    </TestAdminContext>,
  );
  return {
    getList,
    pageviewCalls: () => getList.mock.calls.filter(([resource]) => resource === 'pageviews'),
  };
}

describe('the analytics screen', () => {
  it('shows the error and « Réessayer » when the page views cannot be read, and the figures once it succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const platform = { down: true };
    renderPage(12, platform);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Réessayer');
    expect(screen.queryByText(/pages vues/)).not.toBeInTheDocument();
    platform.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByText('12 pages vues', { normalizer: (t) => t.replace(/\s/g, ' ') }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });

  it('reads the period’s page views filtered by the server, in pages of 1000, and shows them per page', async () => {
    const { pageviewCalls } = renderPage(1500);
    expect(
      await screen.findByText('1 500 pages vues', { normalizer: (t) => t.replace(/\s/g, ' ') }),
    ).toBeTruthy();
    expect(pageviewCalls()).toHaveLength(2);
    const [resource, params] = pageviewCalls()[1] as unknown as [string, Record<string, unknown>];
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
    const { pageviewCalls } = renderPage(CAP + 2500);
    expect(await screen.findByText(/Seules les 10.000 premières pages vues sur 12.500/)).toBeInTheDocument();
    expect(pageviewCalls()).toHaveLength(CAP / CHUNK);
  });

  it('changes the period, and refuses reversed custom dates', async () => {
    const { pageviewCalls } = renderPage(3);
    await screen.findByText('3 pages vues');
    fireEvent.click(screen.getByRole('button', { name: '7 jours' }));
    await waitFor(() => expect(pageviewCalls()).toHaveLength(2));
    const filter = (pageviewCalls()[1]?.[1] as unknown as { filter: Record<string, string> }).filter;
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

  it('shows the share of visitors who accepted analytics, each by their latest choice', async () => {
    const { getList } = renderPage(3);
    expect(await screen.findByTestId('consent-share')).toHaveTextContent(
      /67 %.*accepté la mesure d’audience \(2 sur 3 visiteurs ayant fait un choix\)/,
    );
    expect(getList).toHaveBeenCalledWith(
      'consents',
      expect.objectContaining({ filter: { date_gte: expect.any(String), date_lt: expect.any(String) } }),
    );
  });

  it('looks up a visitor id and shows the history of its choices', async () => {
    renderPage(3);
    fireEvent.change(await screen.findByLabelText('Identifiant de visiteur'), {
      target: { value: ` ${VISITOR} ` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Voir l’historique' }));
    const history = await screen.findByRole('table', { name: 'Historique des choix du visiteur' });
    const rows = [...history.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/Tout accepté.*Mesure d’audience.*Bandeau/);
    expect(rows[1]).toMatch(
      /Tout refusé.*Aucune \(cookies essentiels seulement\).*Lien « Gérer les cookies »/,
    );
  });
});
