// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLoadErrorOnly, platformDown, renderListScreen } from '../layout/testing';
import { RecentActivity } from './RecentActivity';
import { RecentMessages } from './RecentMessages';
import RequestsChart from './RequestsChart';
import { StatCards } from './StatCards';
import { TestAdminContext } from '../testing/TestAdminContext';

afterEach(cleanup);

const NOW = new Date('2026-11-22T10:00:00.000Z');
const NOVEMBER = { from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T23:00:00.000Z' };

/** Totals as the server would count them, keyed by resource and filter. */
function countingProvider(totals: (resource: string, filter: Record<string, unknown>) => number) {
  const getList = vi.fn((resource: string, params: GetListParams) =>
    Promise.resolve({ data: [], total: totals(resource, params.filter as Record<string, unknown>) }),
  );
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

const thisMonth = (filter: Record<string, unknown>, field = 'createdAt') =>
  filter[`${field}_gte`] === NOVEMBER.from;
const lastMonth = (filter: Record<string, unknown>, field = 'createdAt') =>
  typeof filter[`${field}_lt`] === 'string' && filter[`${field}_lt`] === NOVEMBER.from;

function renderCards(dataProvider: DataProvider) {
  render(
    <TestAdminContext dataProvider={dataProvider}>
      <StatCards now={NOW} />
    </TestAdminContext>,
  );
}

const card = (label: string) => screen.getByRole('heading', { name: label }).closest('a') as HTMLElement;

describe('the dashboard stat cards', () => {
  it('show server-side counts and their change against last month', async () => {
    const dataProvider = countingProvider((resource, filter) => {
      if (resource === 'messages' && filter.status === 'unread')
        return thisMonth(filter) ? 2 : lastMonth(filter) ? 2 : 7;
      if (resource === 'messages') return thisMonth(filter) ? 5 : lastMonth(filter) ? 4 : 1234;
      if (resource === 'pageviews') return thisMonth(filter) ? 30 : 0;
      if (resource === 'emails')
        return thisMonth(filter, 'sentAt') ? 9 : lastMonth(filter, 'sentAt') ? 10 : 40;
      return -1;
    });
    renderCards(dataProvider);

    const value = (label: string) =>
      within(card(label)).getByTestId('stat-value').textContent?.replace(/\s/g, ' ');
    await waitFor(() => expect(value('Messages Reçus')).toBe('1 234'));
    // (Testing Library folds the no-break spaces of French number formatting into plain spaces.)
    expect(within(card('Messages Reçus')).getByText('+25 % vs mois dernier')).toBeInTheDocument();
    expect(within(card('Messages Non Lus')).getByText('7')).toBeInTheDocument();
    expect(within(card('Messages Non Lus')).getByText('stable')).toBeInTheDocument();
    expect(within(card('Visiteurs du Mois')).getByText('30')).toBeInTheDocument();
    // No last month to compare with: no change at all, rather than « nouveau » on every card of a young site.
    expect(within(card('Visiteurs du Mois')).queryByText(/nouveau|stable|mois dernier/)).toBeNull();
    expect(within(card('Emails Envoyés')).getByText('40')).toBeInTheDocument();
    expect(within(card('Emails Envoyés')).getByText('-10 % vs mois dernier')).toBeInTheDocument();

    // Only counts: one row asked each time, never a whole collection.
    for (const [, params] of dataProvider.getList.mock.calls)
      expect(params.pagination).toEqual({ page: 1, perPage: 1 });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'emails',
      expect.objectContaining({
        filter: { status: 'sent', sentAt_gte: NOVEMBER.from, sentAt_lt: NOVEMBER.to },
        pagination: { page: 1, perPage: 1 },
      }),
    );
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'pageviews',
      expect.objectContaining({ filter: { createdAt_gte: NOVEMBER.from, createdAt_lt: NOVEMBER.to } }),
    );
  });

  it('link to their screens, the unread card with the inbox filtered', async () => {
    renderCards(countingProvider(() => 0));
    await waitFor(() => expect(screen.getAllByTestId('stat-value')).toHaveLength(4));
    // The test router is a hash router; the back-office's is a browser router under /admin.
    const href = (label: string) => decodeURIComponent(card(label).getAttribute('href') ?? '');
    expect(href('Messages Reçus')).toBe('#/messages');
    expect(href('Messages Non Lus')).toBe('#/messages?filter={"status":"unread"}');
    expect(href('Visiteurs du Mois')).toBe('#/analytics');
    expect(href('Emails Envoyés')).toBe('#/emails');
  });
});

describe('the recent activity', () => {
  it('lists the three latest activities of messages, emails, files and content, newest first', async () => {
    const rows: Record<string, Record<string, unknown>[]> = {
      messages: [{ id: 'm1', name: 'Sophie', subject: 'Devis', createdAt: '2026-11-20T10:00:00Z' }],
      emails: [{ id: 'e1', to: ['a@b.fr'], subject: 'Re: Devis', sentAt: '2026-11-21T10:00:00Z' }],
      media: [{ id: 'f1', name: 'photo.jpg', uploadedAt: '2026-11-19T10:00:00Z' }],
      content: [{ id: 'content-about', section: 'about', updatedAt: '2026-11-22T09:00:00Z' }],
    };
    const getList = vi.fn((resource: string) => Promise.resolve({ data: rows[resource] ?? [], total: 1 }));
    render(
      <TestAdminContext dataProvider={{ getList } as unknown as DataProvider}>
        <RecentActivity />
      </TestAdminContext>,
    );
    await waitFor(() => expect(screen.getAllByTestId('activity')).toHaveLength(3));
    expect(screen.getAllByTestId('activity').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Contenu enregistré : À propos'),
      expect.stringContaining('E-mail envoyé à a@b.fr — Re: Devis'),
      expect.stringContaining('Message reçu de Sophie — Devis'),
    ]);
    expect(getList).toHaveBeenCalledWith(
      'emails',
      expect.objectContaining({
        pagination: { page: 1, perPage: 3 },
        sort: { field: 'sentAt', order: 'DESC' },
      }),
    );
    expect(getList).toHaveBeenCalledWith(
      'media',
      expect.objectContaining({
        pagination: { page: 1, perPage: 3 },
        sort: { field: 'uploadedAt', order: 'DESC' },
      }),
    );
    expect(getList).toHaveBeenCalledWith(
      'subscribers',
      expect.objectContaining({ filter: {}, sort: { field: 'createdAt', order: 'DESC' } }),
    );
    expect(getList).toHaveBeenCalledWith(
      'subscribers',
      expect.objectContaining({
        filter: { status: 'unsubscribed' },
        sort: { field: 'unsubscribedAt', order: 'DESC' },
      }),
    );
  });

  it('shows the error only when a source cannot be read, then every activity once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    const getList = vi.fn((resource: string) => {
      if (resource === 'emails' && down) return Promise.reject(platformDown());
      const rows =
        resource === 'emails'
          ? [{ id: 'e1', to: ['a@b.fr'], subject: 'Re: Devis', sentAt: '2026-11-21T10:00:00Z' }]
          : [];
      return Promise.resolve({ data: rows, total: rows.length });
    });
    renderListScreen('dashboard', <RecentActivity />, { getList });
    await expectLoadErrorOnly('Erreur lors du chargement de l’activité récente', [
      'Aucune activité pour le moment.',
    ]);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getAllByTestId('activity')).toHaveLength(1));
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});

describe('the recent messages', () => {
  it('shows the error only when they cannot be read, then the messages once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = {
      id: 'm1',
      name: 'Sophie',
      subject: 'Devis',
      date: '2026-11-20T10:00:00Z',
      status: 'read',
    };
    const getList = vi.fn().mockResolvedValue({ data: [message], total: 1 });
    getList.mockRejectedValueOnce(platformDown());
    renderListScreen('dashboard', <RecentMessages />, { getList });
    await expectLoadErrorOnly('Erreur lors du chargement des messages récents', [
      'Aucun message pour le moment.',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Sophie — Devis')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});

describe('the requests per week', () => {
  it('shows the error only when a week cannot be counted, then the chart once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getList = vi.fn().mockResolvedValue({ data: [], total: 2 });
    getList.mockRejectedValueOnce(platformDown());
    renderListScreen('dashboard', <RequestsChart now={NOW} />, { getList });
    await expectLoadErrorOnly('Erreur lors du chargement des demandes par semaine');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('img', { name: /Demandes de devis reçues par semaine/ }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});
