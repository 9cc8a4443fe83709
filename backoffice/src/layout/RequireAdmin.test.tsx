// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessDenied } from './AccessDenied';
import { RequireAdmin } from './RequireAdmin';
import { TestAdminContext } from '../testing/TestAdminContext';

afterEach(cleanup);

function renderWith(canAccess: AuthProvider['canAccess']) {
  const authProvider: AuthProvider = {
    login: vi.fn(),
    logout: vi.fn(),
    checkAuth: vi.fn().mockResolvedValue(undefined),
    checkError: vi.fn().mockResolvedValue(undefined),
    canAccess,
  };
  render(
    <TestAdminContext authProvider={authProvider}>
      <RequireAdmin resource="templates">
        <p>Templates Email</p>
      </RequireAdmin>
    </TestAdminContext>,
  );
  return authProvider;
}

describe('AccessDenied', () => {
  it('says so in the expected words (docs/product.md#administrateurs)', () => {
    render(
      <TestAdminContext>
        <AccessDenied />
      </TestAdminContext>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Accès refusé');
    expect(screen.getByText('Vous devez être administrateur pour accéder à cette page.')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('waits with "Vérification des autorisations..." while the right is checked', async () => {
    renderWith(() => new Promise<boolean>(() => {}));
    expect(await screen.findByText('Vérification des autorisations...')).toBeInTheDocument();
    expect(screen.queryByText('Templates Email')).not.toBeInTheDocument();
  });

  it('shows the screen to an administrator, asking about its resource', async () => {
    const authProvider = renderWith(vi.fn().mockResolvedValue(true));
    expect(await screen.findByText('Templates Email')).toBeInTheDocument();
    expect(authProvider.canAccess).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'templates', action: 'access' }),
    );
  });

  it('shows "Accès refusé" instead of the screen without the right', async () => {
    renderWith(vi.fn().mockResolvedValue(false));
    expect(await screen.findByText('Accès refusé')).toBeInTheDocument();
    expect(screen.getByText('Vous devez être administrateur pour accéder à cette page.')).toBeInTheDocument();
    expect(screen.queryByText('Templates Email')).not.toBeInTheDocument();
  });

  it('refuses when the check itself fails', async () => {
    renderWith(vi.fn().mockRejectedValue(new Error('réseau')));
    expect(await screen.findByText('Accès refusé')).toBeInTheDocument();
  });
});
