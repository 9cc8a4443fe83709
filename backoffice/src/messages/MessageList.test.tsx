// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { MessageList } from './MessageList';

afterEach(cleanup);

const rows = [
  {
    id: 'm1',
    name: 'Sophie Martin',
    email: 'sophie@example.fr',
    subject: 'Diagnostic énergétique',
    date: '2025-01-15T13:30:00.000Z',
    status: 'unread',
    priority: 'high',
  },
  {
    id: 'm2',
    name: 'Karim Benali',
    email: 'karim@example.com',
    subject: 'Ossature bois',
    date: '2025-07-01T08:05:00.000Z',
    status: 'archived',
    priority: 'low',
  },
];

function renderList() {
  const getList = vi.fn().mockResolvedValue({ data: rows, total: 2 });
  const dataProvider = { getList } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="messages">
        <MessageList />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return getList;
}

describe('MessageList', () => {
  it('asks the server for the newest messages first', async () => {
    const getList = renderList();
    await screen.findByText('Sophie Martin');
    expect(getList).toHaveBeenCalledWith(
      'messages',
      expect.objectContaining({
        sort: { field: 'date', order: 'DESC' },
        pagination: { page: 1, perPage: 10 },
      }),
    );
  });

  it('shows French column names, long dates in Paris time, statuses and priority badges', async () => {
    renderList();
    const first = (await screen.findByText('Sophie Martin')).closest('tr') as HTMLElement;
    expect(within(first).getByText('15 janvier 2025 à 14:30')).toBeInTheDocument();
    expect(within(first).getByText('Non lu')).toBeInTheDocument();
    expect(within(first).getByText('Urgent')).toBeInTheDocument();
    const second = screen.getByText('Karim Benali').closest('tr') as HTMLElement;
    expect(within(second).getByText('1 juillet 2025 à 10:05')).toBeInTheDocument();
    expect(within(second).getByText('Archivé')).toBeInTheDocument();
    expect(within(second).getByText('Faible')).toBeInTheDocument();
    for (const header of ['Date', 'Nom', 'E-mail', 'Sujet', 'Statut', 'Priorité']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
  });

  it('has the search box', async () => {
    renderList();
    expect(await screen.findByPlaceholderText('Rechercher')).toBeInTheDocument();
  });
});
