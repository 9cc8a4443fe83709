// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@shared/config';
import { PlatformError } from '@shared/http/errors';
import { clearAuthError, getAuthError } from './authState';
import { session } from './session';
import {
  AUTH_WINDOW_CLOSED,
  handleAuthReturn,
  OPEN_AUTH_WINDOW_FAILED,
  PROJECT_ID_KEY,
  redirectToSignIn,
  refreshUser,
  SIGN_IN_STATE_KEY,
  SIGN_IN_TIMING,
  signInWithPopup,
  signOut,
  startWatchdog,
} from './signIn';

const AUTH_ORIGIN = 'https://auth.example';
const config: AppConfig = {
  apiBaseUrl: 'https://api.example',
  authOrigin: AUTH_ORIGIN,
  projectId: 'proj-1',
  signSecret: 'signin-test-secret-0123',
  adminEmails: ['admin@example.com'],
  siteUrl: 'https://site.example',
};
const canonicalUser = { email: 'admin@example.com', role: 'admin', name: 'Admin' };

interface FakePopup {
  closed: boolean;
  close: () => void;
  focus: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
}
const fakePopup = (): FakePopup => {
  const popup: FakePopup = {
    closed: false,
    close: () => {
      popup.closed = true;
    },
    focus: vi.fn(),
    postMessage: vi.fn(),
  };
  return popup;
};

function post(data: unknown, { origin = AUTH_ORIGIN, source }: { origin?: string; source: unknown }) {
  const event = new MessageEvent('message', { data, origin });
  // jsdom only accepts real windows as `source` in the constructor.
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}
const signInMessage = (projectId = 'proj-1', accessToken = 'tok-123') => ({
  type: 'sign-in',
  data: { projectId, accessToken, user: { email: 'admin@example.com' } },
});

let popup: FakePopup;
let userInfo: ReturnType<typeof vi.fn<(token?: string) => Promise<typeof canonicalUser>>>;

function start() {
  const outcome = { settled: false };
  const promise = signInWithPopup({ config, client: { userInfo } });
  promise.then(
    () => (outcome.settled = true),
    () => (outcome.settled = true),
  );
  return { promise, outcome };
}

let icon: HTMLLinkElement;
beforeEach(() => {
  vi.useFakeTimers();
  session.clear();
  localStorage.clear();
  clearAuthError();
  popup = fakePopup();
  userInfo = vi.fn(async () => canonicalUser);
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  // Added, not written over: the worker's document keeps the styles of earlier files' screens in its head.
  icon = Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.svg' });
  document.head.append(icon);
  document.title = 'Rénovation Le Havre';
});
afterEach(async () => {
  icon.remove();
  popup.closed = true; // settles any flow a test left open
  await vi.advanceTimersByTimeAsync(SIGN_IN_TIMING.closedCheckMs);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('signInWithPopup', () => {
  it('opens the provider page in a centred 800×600 pop-up', () => {
    start().promise.catch(() => undefined);
    const [url, , features] = vi.mocked(window.open).mock.calls[0] ?? [];
    const opened = new URL(String(url));
    expect(`${opened.origin}${opened.pathname}`).toBe(`${AUTH_ORIGIN}/auth/sign-in`);
    expect(opened.searchParams.get('projectId')).toBe('proj-1');
    expect(opened.searchParams.get('redirectTo')).toBe(window.location.href);
    const left = Math.round(window.screenX + (window.outerWidth - 800) / 2);
    const top = Math.round(window.screenY + (window.outerHeight - 600) / 2);
    expect(features).toContain(`width=800,height=600,left=${Math.max(0, left)},top=${Math.max(0, top)}`);
  });

  it('fails with OPEN_AUTH_WINDOW_FAILED, in French, when the pop-up is blocked', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    await expect(signInWithPopup({ config, client: { userInfo } })).rejects.toThrow(OPEN_AUTH_WINDOW_FAILED);
    expect(getAuthError()).toBe('Erreur login: la fenêtre de connexion n’a pas pu s’ouvrir');
  });

  it('answers ready with init (projectId, icon, title) to the auth origin only', () => {
    start();
    post({ type: 'ready' }, { source: popup, origin: 'https://evil.example' });
    post({ type: 'ready' }, { source: window });
    expect(popup.postMessage).not.toHaveBeenCalled();
    post({ type: 'ready' }, { source: popup });
    expect(popup.postMessage).toHaveBeenCalledExactlyOnceWith(
      {
        type: 'init',
        data: {
          projectId: 'proj-1',
          icon: `${window.location.origin}/favicon.svg`,
          title: 'Rénovation Le Havre',
        },
      },
      AUTH_ORIGIN,
    );
  });

  it('ignores sign-in messages with a wrong origin, source or projectId', async () => {
    const { promise, outcome } = start();
    post(signInMessage(), { origin: 'https://evil.example', source: popup });
    post(signInMessage(), { origin: window.location.origin, source: popup });
    post(signInMessage(), { source: window });
    post(signInMessage(), { source: fakePopup() });
    post(signInMessage('other-project'), { source: popup });
    post({ type: 'sign-in', data: { accessToken: 'tok' } }, { source: popup });
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.settled).toBe(false);
    expect(popup.closed).toBe(false);
    expect(userInfo).not.toHaveBeenCalled();
    expect(session.getToken()).toBeNull();

    post(signInMessage(), { source: popup });
    await expect(promise).resolves.toEqual({ token: 'tok-123', user: canonicalUser });
    expect(popup.closed).toBe(true);
    expect(userInfo).toHaveBeenCalledWith('tok-123');
    expect(session.getToken()).toBe('tok-123');
    expect(session.getUser()).toEqual(canonicalUser);
  });

  it('fails with AUTH_WINDOW_CLOSED, in French, when the user closes the pop-up, then stops listening', async () => {
    const { promise } = start();
    const failure = expect(promise).rejects.toThrow(AUTH_WINDOW_CLOSED);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(SIGN_IN_TIMING.closedCheckMs);
    await failure;
    expect(getAuthError()).toBe('Erreur login: fenêtre de connexion fermée avant la fin de la connexion');
    post(signInMessage(), { source: popup });
    await vi.advanceTimersByTimeAsync(0);
    expect(userInfo).not.toHaveBeenCalled();
  });

  it('checks for a closed pop-up every second, not before', async () => {
    const { outcome } = start();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(SIGN_IN_TIMING.closedCheckMs - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.settled).toBe(true);
  });

  it('refocuses the pop-up on a page click while it is open, not after', async () => {
    const { promise } = start();
    document.body.click();
    expect(popup.focus).toHaveBeenCalledTimes(1);
    post(signInMessage(), { source: popup });
    await promise;
    document.body.click();
    expect(popup.focus).toHaveBeenCalledTimes(1);
  });

  it('fails with the platform message when the token is refused', async () => {
    userInfo.mockRejectedValue(new PlatformError(401, 'Jeton invalide'));
    const { promise } = start();
    post(signInMessage(), { source: popup });
    await expect(promise).rejects.toThrow('Jeton invalide');
    expect(getAuthError()).toBe('Erreur login: Jeton invalide');
    expect(session.getToken()).toBeNull();
  });
});

describe('redirect fallback', () => {
  it('navigates to the provider page with projectId and the current address', () => {
    const navigate = vi.fn();
    redirectToSignIn({ config, navigate });
    const url = new URL(String(navigate.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe(`${AUTH_ORIGIN}/auth/sign-in`);
    expect(url.searchParams.get('projectId')).toBe('proj-1');
    expect(url.searchParams.get('redirectTo')).toBe(window.location.href);
    // A fresh state, kept by this tab for the return.
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem(SIGN_IN_STATE_KEY)).toBe(url.searchParams.get('state'));
  });

  it("stores 'Échec redirection: …' when navigation fails", () => {
    redirectToSignIn({
      config,
      navigate: () => {
        throw new Error('bloqué');
      },
    });
    expect(getAuthError()).toBe('Échec redirection: bloqué');
  });
});

describe('handleAuthReturn', () => {
  it('does nothing without a return parameter', async () => {
    window.history.replaceState(null, '', '/admin?page=2#top');
    await expect(handleAuthReturn({ config, client: { userInfo } })).resolves.toBe(false);
    expect(window.location.search).toBe('?page=2');
  });

  it('stores the session, waits 2 s, then cleans the address', async () => {
    sessionStorage.setItem(SIGN_IN_STATE_KEY, 'st-1');
    window.history.replaceState(null, '', '/admin?token=tok-back&state=st-1&page=2#top');
    let handled: boolean | undefined;
    void handleAuthReturn({ config, client: { userInfo } }).then((h) => (handled = h));
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getToken()).toBe('tok-back');
    expect(session.getUser()).toEqual(canonicalUser);
    await vi.advanceTimersByTimeAsync(SIGN_IN_TIMING.callbackWaitMs - 1);
    expect(window.location.search).toContain('token=tok-back');
    await vi.advanceTimersByTimeAsync(1);
    expect(handled).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/admin?page=2#top',
    );
  });

  it('reads a token from the hash and cleans it too', async () => {
    sessionStorage.setItem(SIGN_IN_STATE_KEY, 'st-2');
    window.history.replaceState(null, '', '/admin#token=tok-hash&state=st-2&session=s');
    const done = handleAuthReturn({ config, client: { userInfo } });
    await vi.advanceTimersByTimeAsync(SIGN_IN_TIMING.callbackWaitMs);
    await expect(done).resolves.toBe(true);
    expect(session.getToken()).toBe('tok-hash');
    expect(window.location.href).toBe(`${window.location.origin}/admin`);
  });

  it('stores « Erreur d’initialisation: … » when the token is refused, and still cleans the address', async () => {
    userInfo.mockRejectedValue(new PlatformError(401, 'Jeton expiré'));
    sessionStorage.setItem(SIGN_IN_STATE_KEY, 'st-3');
    window.history.replaceState(null, '', '/?token=bad&state=st-3');
    const done = handleAuthReturn({ config, client: { userInfo } });
    await vi.advanceTimersByTimeAsync(SIGN_IN_TIMING.callbackWaitMs);
    await done;
    expect(getAuthError()).toBe('Erreur d’initialisation: Jeton expiré');
    expect(session.getToken()).toBeNull();
    expect(window.location.search).toBe('');
  });
});

describe('handleAuthReturn refuses a token this tab did not ask for (login CSRF)', () => {
  it.each([
    ['no state at all', null, '/admin?token=someone-else'],
    ['a state from another sign-in', 'mine', '/admin?token=someone-else&state=theirs'],
    ['a state already used', null, '/admin?token=someone-else&state=used'],
  ])('ignores the token with %s, and still cleans the address', async (_case, stored, address) => {
    if (stored) sessionStorage.setItem(SIGN_IN_STATE_KEY, stored);
    else sessionStorage.removeItem(SIGN_IN_STATE_KEY);
    window.history.replaceState(null, '', address);
    const done = handleAuthReturn({ config, client: { userInfo } });
    await vi.advanceTimersByTimeAsync(SIGN_IN_TIMING.callbackWaitMs);
    await expect(done).resolves.toBe(true);
    expect(userInfo).not.toHaveBeenCalled();
    expect(session.getToken()).toBeNull();
    expect(getAuthError()).toBe(
      'Erreur d’initialisation: connexion non demandée depuis cet onglet, jeton ignoré',
    );
    expect(window.location.search).toBe('');
  });
});

describe('session upkeep', () => {
  it('signOut clears the session and goes to the site root', () => {
    session.set('tok', canonicalUser);
    const navigate = vi.fn();
    signOut({ navigate });
    expect(session.getToken()).toBeNull();
    expect(session.getUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('signOut only logs its errors', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      signOut({
        navigate: () => {
          throw new Error('navigation impossible');
        },
      }),
    ).not.toThrow();
    expect(log).toHaveBeenCalled();
    expect(getAuthError()).toBeNull();
  });

  it('refreshUser ends the session when the platform refuses the token', async () => {
    session.set('tok', canonicalUser);
    userInfo.mockRejectedValue(new PlatformError(401, 'Jeton expiré'));
    await expect(refreshUser({ client: { userInfo } })).resolves.toBeNull();
    expect(session.getToken()).toBeNull();
  });

  it('refreshUser stores the fresh user', async () => {
    session.set('tok', { email: 'admin@example.com' });
    await expect(refreshUser({ client: { userInfo } })).resolves.toEqual(canonicalUser);
    expect(session.getUser()).toEqual(canonicalUser);
  });

  it('the watchdog writes the project identifier back within 10 s', async () => {
    const stop = startWatchdog({ config });
    expect(localStorage.getItem(PROJECT_ID_KEY)).toBe('proj-1');
    localStorage.removeItem(PROJECT_ID_KEY);
    await vi.advanceTimersByTimeAsync(SIGN_IN_TIMING.watchdogMs - 1);
    expect(localStorage.getItem(PROJECT_ID_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(localStorage.getItem(PROJECT_ID_KEY)).toBe('proj-1');
    stop();
    localStorage.removeItem(PROJECT_ID_KEY);
    await vi.advanceTimersByTimeAsync(SIGN_IN_TIMING.watchdogMs);
    expect(localStorage.getItem(PROJECT_ID_KEY)).toBeNull();
  });
});
