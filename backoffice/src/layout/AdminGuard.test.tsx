// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminGuard } from './AdminGuard';
import { TestAdminContext } from '../testing/TestAdminContext';

function fakeAuth(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: vi.fn().mockResolvedValue(undefined),
    logout: vi.fn().mockResolvedValue(undefined),
    checkAuth: vi.fn().mockResolvedValue(undefined),
    checkError: vi.fn().mockResolvedValue(undefined),
    canAccess: vi.fn().mockResolvedValue(true),
    ...overrides,
  };
}

function renderGuard(authProvider: AuthProvider, onDenied = vi.fn()) {
  render(
    <TestAdminContext authProvider={authProvider}>
      <AdminGuard onDenied={onDenied}>
        <p>Contenu réservé</p>
      </AdminGuard>
    </TestAdminContext>,
  );
  return onDenied;
}

afterEach(cleanup);

describe('AdminGuard', () => {
  it('shows the spinner and "Vérification des autorisations..." while access is checked', async () => {
    renderGuard(fakeAuth({ canAccess: () => new Promise<boolean>(() => {}) }));
    expect(await screen.findByText('Vérification des autorisations...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('Contenu réservé')).not.toBeInTheDocument();
  });

  it('shows the screen to an administrator, asking the auth provider’s canAccess about the back-office', async () => {
    const authProvider = fakeAuth();
    const onDenied = renderGuard(authProvider);
    expect(await screen.findByText('Contenu réservé')).toBeInTheDocument();
    expect(onDenied).not.toHaveBeenCalled();
    expect(authProvider.canAccess).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'admin', action: 'access' }),
    );
  });

  it('sends a signed-in non-administrator away without showing the screen', async () => {
    const onDenied = renderGuard(fakeAuth({ canAccess: vi.fn().mockResolvedValue(false) }));
    await waitFor(() => expect(onDenied).toHaveBeenCalledOnce());
    expect(screen.queryByText('Contenu réservé')).not.toBeInTheDocument();
    expect(screen.getByText('Vérification des autorisations...')).toBeInTheDocument();
  });

  it('sends the user away when the check itself fails', async () => {
    const onDenied = renderGuard(fakeAuth({ canAccess: vi.fn().mockRejectedValue(new Error('réseau')) }));
    await waitFor(() => expect(onDenied).toHaveBeenCalledOnce());
    expect(screen.queryByText('Contenu réservé')).not.toBeInTheDocument();
  });
});
