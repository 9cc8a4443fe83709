// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNotification } from './LazyNotification';
import { TestAdminContext } from '../testing/TestAdminContext';

afterEach(cleanup);

const Notifier = () => {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('ra.notification.http_error', { type: 'error' })}>Échec</button>
      <button
        onClick={() =>
          notify('resources.subscribers.notifications.deleted', { messageArgs: { smart_count: 2 } })
        }
      >
        Effacement
      </button>
    </>
  );
};

describe('the notification of the back-office', () => {
  it('loads react-admin’s snackbar with the first notification, not before', async () => {
    const load = vi.fn(() => import('./AdminNotification'));
    const Notification = lazyNotification(load);
    render(
      <TestAdminContext>
        <Notifier />
        <Notification />
      </TestAdminContext>,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Effacement' }));
    // react-admin's snackbar (MUI's, an alert) says it, in place of the plain text shown while it loads.
    expect(await screen.findByRole('alert')).toHaveTextContent('2 abonnés effacés');
    expect(document.querySelector('.MuiSnackbar-root')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says the notifications in plain French when the snackbar’s file cannot load, one after the other', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Notification = lazyNotification(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <TestAdminContext>
        <Notifier />
        <Notification />
      </TestAdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Échec' }));
    fireEvent.click(screen.getByRole('button', { name: 'Effacement' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur de communication avec le serveur');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('2 abonnés effacés');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
