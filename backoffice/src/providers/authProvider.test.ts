import { describe, expect, it, vi } from 'vitest';
import { AUTH_WINDOW_CLOSED, OPEN_AUTH_WINDOW_FAILED } from '@shared/auth/signIn';
import type { User } from '@shared/domain/user';
import { createAuthProvider, type AuthDeps } from './authProvider';

function setup(signedIn: { token: string; user: User } | null = null, overrides: Partial<AuthDeps> = {}) {
  let state = signedIn;
  const deps = {
    session: {
      getToken: vi.fn(() => state?.token ?? null),
      getUser: vi.fn(() => state?.user ?? null),
      clear: vi.fn(() => {
        state = null;
      }),
    },
    signInWithPopup: vi.fn().mockResolvedValue({ token: 't', user: { email: 'admin@example.com' } }),
    redirectToSignIn: vi.fn(),
    handleAuthReturn: vi.fn().mockResolvedValue(false),
    adminEmails: ['admin@example.com'],
    ...overrides,
  };
  const store = (next: typeof state) => {
    state = next;
  };
  return { deps, store, authProvider: createAuthProvider(deps) };
}

const admin = { token: 't1', user: { email: 'admin@example.com', name: 'Alice Martin' } };
const visitor = { token: 't2', user: { email: 'jean@example.com' } };

describe('authProvider', () => {
  it('login opens the pop-up sign-in', async () => {
    const { deps, authProvider } = setup();
    await expect(authProvider.login({})).resolves.toBeUndefined();
    expect(deps.signInWithPopup).toHaveBeenCalledOnce();
    expect(deps.redirectToSignIn).not.toHaveBeenCalled();
  });

  it('login falls back to the redirect when the pop-up is blocked, and keeps waiting', async () => {
    const { deps, authProvider } = setup(null, {
      signInWithPopup: vi.fn().mockRejectedValue(new Error(OPEN_AUTH_WINDOW_FAILED)),
    });
    vi.useFakeTimers();
    try {
      const outcome = vi.fn();
      void authProvider.login({}).then(outcome, outcome);
      // Every timer and promise the login could still settle by has run: it has not, the page is leaving.
      await vi.runAllTimersAsync();
      expect(deps.redirectToSignIn).toHaveBeenCalledOnce();
      expect(outcome).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('login with method redirect goes straight to the provider page', async () => {
    const { deps, authProvider } = setup();
    void authProvider.login({ method: 'redirect' });
    await vi.waitFor(() => expect(deps.redirectToSignIn).toHaveBeenCalledOnce());
    expect(deps.signInWithPopup).not.toHaveBeenCalled();
  });

  it('login rejects with the pop-up error when the window is closed', async () => {
    const { deps, authProvider } = setup(null, {
      signInWithPopup: vi.fn().mockRejectedValue(new Error(AUTH_WINDOW_CLOSED)),
    });
    await expect(authProvider.login({})).rejects.toThrow(AUTH_WINDOW_CLOSED);
    expect(deps.redirectToSignIn).not.toHaveBeenCalled();
  });

  it('logout clears the session', async () => {
    const { deps, authProvider } = setup(admin);
    await authProvider.logout({});
    expect(deps.session.clear).toHaveBeenCalledOnce();
  });

  it('checkAuth resolves with a token and a user, rejects silently without', async () => {
    await expect(setup(admin).authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(setup(null).authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('checkAuth reads a redirect return once before checking', async () => {
    const returned = vi.fn(async () => {
      store(admin);
      return true;
    });
    const { deps, store, authProvider } = setup(null, { handleAuthReturn: returned });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await authProvider.checkAuth({});
    expect(deps.handleAuthReturn).toHaveBeenCalledOnce();
  });

  it('checkError signs out on 401', async () => {
    const { deps, authProvider } = setup(admin);
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow('Session expirée');
    expect(deps.session.clear).toHaveBeenCalledOnce();
  });

  it('checkError keeps the session on 403 but reports the refusal', async () => {
    const { deps, authProvider } = setup(admin);
    await expect(authProvider.checkError({ status: 403 })).rejects.toEqual({
      logoutUser: false,
      message: 'ra.notification.not_authorized',
    });
    expect(deps.session.clear).not.toHaveBeenCalled();
  });

  it('checkError lets other errors through', async () => {
    await expect(setup(admin).authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(setup(admin).authProvider.checkError(new Error('x'))).resolves.toBeUndefined();
  });

  it('getIdentity gives the e-mail as id and the name, or the e-mail, as full name', async () => {
    await expect(setup(admin).authProvider.getIdentity!()).resolves.toEqual({
      id: 'admin@example.com',
      fullName: 'Alice Martin',
    });
    await expect(setup(visitor).authProvider.getIdentity!()).resolves.toEqual({
      id: 'jean@example.com',
      fullName: 'jean@example.com',
    });
    await expect(setup(null).authProvider.getIdentity!()).rejects.toThrow();
  });

  it('canAccess is the one place access is decided: the single isAdmin rule, whatever the screen', async () => {
    const byRole = { token: 't3', user: { email: 'chef@example.com', role: 'admin' } };
    const params = { resource: 'messages', action: 'list' };
    await expect(setup(admin).authProvider.canAccess!(params)).resolves.toBe(true);
    await expect(setup(byRole).authProvider.canAccess!(params)).resolves.toBe(true);
    await expect(setup(visitor).authProvider.canAccess!(params)).resolves.toBe(false);
    await expect(setup(null).authProvider.canAccess!(params)).resolves.toBe(false);
    const screens = [
      { resource: 'admin', action: 'access' },
      { resource: 'templates', action: 'edit' },
      { resource: 'media', action: 'access' },
    ];
    for (const screen of screens) {
      await expect(setup(admin).authProvider.canAccess!(screen)).resolves.toBe(true);
      await expect(setup(visitor).authProvider.canAccess!(screen)).resolves.toBe(false);
    }
    // No second answer to the same question.
    expect(setup(admin).authProvider.getPermissions).toBeUndefined();
  });
});
