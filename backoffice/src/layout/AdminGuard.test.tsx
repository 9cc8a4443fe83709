// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminGuard } from './AdminGuard';
import { TestAdminContext } from '../testing/TestAdminContext';

function fakeAuth(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: vi.fn().mockResolvedValue(undefined),
    logout: vi.fn().mockResolvedValue(undefined),
    checkAuth: vi.fn().mockResolvedValue(undefined),
    getIdentity: vi.fn().mockResolvedValue({ id: 'visiteur@example.org', fullName: 'Paul Visiteur' }),
    checkError: vi.fn().mockResolvedValue(undefined),
    canAccess: vi.fn().mockResolvedValue(true),
    ...overrides,
  };
}

function renderGuard(authProvider: AuthProvider) {
  render(
    <TestAdminContext authProvider={authProvider}>
      <AdminGuard>
        <p>Contenu réservé</p>
      </AdminGuard>
    </TestAdminContext>,
  );
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
    renderGuard(authProvider);
    expect(await screen.findByText('Contenu réservé')).toBeInTheDocument();
    expect(screen.queryByText('Back-office réservé aux administrateurs')).toBeNull();
    expect(authProvider.canAccess).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'admin', action: 'access' }),
    );
  });

  it('tells a signed-in non-administrator, in French, that the back-office is for administrators, and signs out', async () => {
    const authProvider = fakeAuth({ canAccess: vi.fn().mockResolvedValue(false) });
    renderGuard(authProvider);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Back-office réservé aux administrateurs' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Vous êtes connecté avec l’adresse visiteur@example\.org, qui n’est pas celle d’un administrateur/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Contenu réservé')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenir au site' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalledOnce());
  });

  it('says the same when the check itself fails', async () => {
    renderGuard(fakeAuth({ canAccess: vi.fn().mockRejectedValue(new Error('réseau')) }));
    expect(await screen.findByText('Back-office réservé aux administrateurs')).toBeInTheDocument();
    expect(screen.queryByText('Contenu réservé')).not.toBeInTheDocument();
  });
});
