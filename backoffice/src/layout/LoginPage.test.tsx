// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';
import { TestAdminContext } from '../testing/TestAdminContext';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderLogin(overrides: Partial<AuthProvider> = {}) {
  const authProvider: AuthProvider = {
    login: vi.fn().mockResolvedValue(undefined),
    logout: vi.fn().mockResolvedValue(undefined),
    checkAuth: vi.fn().mockRejectedValue({ message: false }),
    checkError: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  render(
    <TestAdminContext authProvider={authProvider}>
      <LoginPage />
    </TestAdminContext>,
  );
  return authProvider;
}

describe('LoginPage', () => {
  it('opens the pop-up sign-in from "Se connecter"', async () => {
    const authProvider = renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(authProvider.login).toHaveBeenCalledWith({ method: 'popup' }));
  });

  it('shows a failed sign-in as "Erreur login: …" and lets the user try again', async () => {
    const authProvider = renderLogin({
      login: vi.fn().mockRejectedValue(new Error('fenêtre de connexion fermée avant la fin de la connexion')),
    });
    const button = await screen.findByRole('button', { name: 'Se connecter' });
    fireEvent.click(button);
    expect(
      await screen.findByText('Erreur login: fenêtre de connexion fermée avant la fin de la connexion'),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(authProvider.login).toHaveBeenCalledOnce();
  });

  it('offers the redirect sign-in', async () => {
    const authProvider = renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: /Se connecter dans cette page/ }));
    await waitFor(() => expect(authProvider.login).toHaveBeenCalledWith({ method: 'redirect' }));
  });

  it('checks on load for a session (the return from the redirect sign-in)', async () => {
    const authProvider = renderLogin();
    await waitFor(() => expect(authProvider.checkAuth).toHaveBeenCalled());
    expect(authProvider.logout).not.toHaveBeenCalled();
  });

  it('goes on to the back-office when a session is found on load', async () => {
    window.location.hash = '#/login';
    renderLogin({ checkAuth: vi.fn().mockResolvedValue(undefined) });
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('remembers the screen the visitor came from before leaving for the redirect sign-in', async () => {
    // react-admin sends a signed-out visitor of /messages to the login page with this state.
    window.history.replaceState(
      { usr: { nextPathname: '/messages', nextSearch: '' }, key: 'k', idx: 0 },
      '',
      '#/login',
    );
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: /Se connecter dans cette page/ }));
    await waitFor(() => expect(sessionStorage.getItem('lh-renov:sign-in-return')).toBe('/messages'));
  });

  it('back from the redirect sign-in, lands on that screen, never outside the back-office', async () => {
    window.location.hash = '#/login';
    sessionStorage.setItem('lh-renov:sign-in-return', '/messages');
    renderLogin({ checkAuth: vi.fn().mockResolvedValue(undefined) });
    await waitFor(() => expect(window.location.hash).toBe('#/messages'));
    expect(sessionStorage.getItem('lh-renov:sign-in-return')).toBeNull();
  });
});
