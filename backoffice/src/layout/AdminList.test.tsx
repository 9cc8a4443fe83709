// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Datagrid, RefreshButton, TextField, useNotificationContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminList } from './AdminList';
import { expectLoadErrorOnly, platformDown, renderListScreen } from './testing';

const rows = [
  { id: 'a1', name: 'Première ligne' },
  { id: 'a2', name: 'Seconde ligne' },
];

/** Every toast react-admin is asked to show (its `<Notification>` would take them off the queue). */
const toasts: string[] = [];
const ToastsSeen = () => {
  const { notifications } = useNotificationContext();
  useEffect(() => {
    toasts.push(...notifications.map((n) => String(n.message)));
  }, [notifications]);
  return null;
};
afterEach(() => {
  toasts.length = 0;
});

function renderList({ down = false } = {}) {
  const state = { down };
  const getList = vi.fn(async () => {
    if (state.down) throw platformDown();
    return { data: rows, total: rows.length };
  });
  renderListScreen(
    'reviews',
    <>
      <AdminList loadError="app.reviews.load_error" actions={<RefreshButton />}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" />
        </Datagrid>
      </AdminList>
      <ToastsSeen />
    </>,
    { getList },
  );
  return state;
}

describe('AdminList', () => {
  it('shows the error only when the first load fails, and the rows once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = renderList({ down: true });
    await expectLoadErrorOnly('Erreur lors du chargement des avis');
    state.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Première ligne')).toBeInTheDocument();
    expect(screen.getByText('1-2 sur 2')).toBeInTheDocument();
    expect(screen.queryByText('Erreur lors du chargement des avis')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });

  it('hides the rows and the page count it had when a refresh fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = renderList();
    expect(await screen.findByText('Première ligne')).toBeInTheDocument();
    state.down = true;
    fireEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    await expectLoadErrorOnly('Erreur lors du chargement des avis');
    expect(screen.queryByText('Première ligne')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });

  it('says a failed load once: the inline error, no toast of react-admin beside it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = renderList({ down: true });
    await expectLoadErrorOnly('Erreur lors du chargement des avis');
    state.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Première ligne')).toBeInTheDocument();
    // Renders later than the failure: any toast react-admin queued for it has been seen by now.
    expect(toasts).toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});
