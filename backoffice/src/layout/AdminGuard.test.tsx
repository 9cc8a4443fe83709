// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { AdminGuard } from './AdminGuard';

function fakeAuth(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: vi.fn().mockResolvedValue(undefined),
    logout: vi.fn().mockResolvedValue(undefined),
    checkAuth: vi.fn().mockResolvedValue(undefined),
    checkError: vi.fn().mockResolvedValue(undefined),
    getPermissions: vi.fn().mockResolvedValue('admin'),
    ...overrides,
  };
}

function renderGuard(authProvider: AuthProvider, onDenied = vi.fn()) {
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <AdminGuard onDenied={onDenied}>
        <p>Contenu réservé</p>
      </AdminGuard>
    </AdminContext>,
  );
  return onDenied;
}

afterEach(cleanup);

describe('AdminGuard', () => {
  it('shows the spinner and "Vérification des autorisations..." while authorization loads', async () => {
    renderGuard(fakeAuth({ checkAuth: () => new Promise(() => {}) }));
    expect(await screen.findByText('Vérification des autorisations...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('Contenu réservé')).not.toBeInTheDocument();
  });

  it('shows the screen to an administrator', async () => {
    const onDenied = renderGuard(fakeAuth());
    expect(await screen.findByText('Contenu réservé')).toBeInTheDocument();
    expect(onDenied).not.toHaveBeenCalled();
  });

  it('sends a signed-in non-administrator away without showing the screen', async () => {
    const onDenied = renderGuard(fakeAuth({ getPermissions: vi.fn().mockResolvedValue('user') }));
    await waitFor(() => expect(onDenied).toHaveBeenCalledOnce());
    expect(screen.queryByText('Contenu réservé')).not.toBeInTheDocument();
    expect(screen.getByText('Vérification des autorisations...')).toBeInTheDocument();
  });

  it('logs a signed-out visitor out to the login screen', async () => {
    const authProvider = fakeAuth({ checkAuth: vi.fn().mockRejectedValue({ message: false }) });
    const onDenied = renderGuard(authProvider);
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    expect(authProvider.getPermissions).not.toHaveBeenCalled();
    expect(onDenied).not.toHaveBeenCalled();
    expect(screen.queryByText('Contenu réservé')).not.toBeInTheDocument();
  });
});
