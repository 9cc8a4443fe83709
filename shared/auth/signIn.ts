import { config as defaultConfig, resolvedAuthOrigin, type AppConfig } from '@shared/config';
import type { User } from '@shared/domain/user';
import { isRecord } from '@shared/guards';
import { platform } from '@shared/http/platform';
import type { PlatformClient } from '@shared/http/types';
import { PRODUCT_PREFIX } from '@shared/storagePrefix';
import { clearAuthError, errorText, setAuthError, setAuthPending } from './authState';
import { session } from './session';

/** Hosted sign-in: the pop-up, the redirect fallback and sign-out (docs/platform.md#jetons-et-connexion). */

// The two pop-up errors ('Open auth window failed', 'Auth window closed', docs/platform.md#fenêtre-de-connexion),
// said in French: they are shown.
export const OPEN_AUTH_WINDOW_FAILED = 'la fenêtre de connexion n’a pas pu s’ouvrir';
export const AUTH_WINDOW_CLOSED = 'fenêtre de connexion fermée avant la fin de la connexion';
/** Address parameters that mark a return from the provider's redirect. */
export const AUTH_RETURN_PARAMS = ['token', 'code', 'auth', 'session', 'user', 'state'] as const;

/** The provider's pop-up, centred on the page. */
export const SIGN_IN_POPUP = { width: 800, height: 600 } as const;
/**
 * How often a pop-up closed by the visitor is noticed, how long a return from the provider waits for the
 * session to be written, and how often the watchdog puts the project identifier back.
 */
export const SIGN_IN_TIMING = { closedCheckMs: 1000, callbackWaitMs: 2000, watchdogMs: 10_000 } as const;

export interface AuthOptions {
  config?: AppConfig;
  /** Fetches the canonical user for a token (the app-wide platform client by default). */
  client?: Pick<PlatformClient, 'userInfo'>;
  /** Full-page navigation (location.assign by default). */
  navigate?: (url: string) => void;
}

export interface SignInResult {
  token: string;
  user: User;
}

const navigateTo = (url: string) => window.location.assign(url);

/** `${authOrigin}/auth/sign-in?projectId=…&redirectTo=…[&state=…]` */
export function signInUrl(redirectTo: string, config: AppConfig = defaultConfig, state?: string): string {
  const query = new URLSearchParams({ projectId: config.projectId, redirectTo });
  if (state) query.set('state', state);
  return `${resolvedAuthOrigin(config)}/auth/sign-in?${query.toString()}`;
}

/**
 * The redirect fallback's `state` (as in OAuth): a random value this tab keeps in sessionStorage and the
 * provider sends back with the token. A token in the address is accepted only with it, so a link carrying
 * someone else's token cannot sign a visitor into another account (login CSRF).
 */
export const SIGN_IN_STATE_KEY = `${PRODUCT_PREFIX}:sign-in-state`;

function newSignInState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(SIGN_IN_STATE_KEY, state);
  return state;
}

/** True when `state` is the one this tab stored; the stored value is used once. */
function takeSignInState(state: string | null): boolean {
  let expected: string | null = null;
  try {
    expected = sessionStorage.getItem(SIGN_IN_STATE_KEY);
    sessionStorage.removeItem(SIGN_IN_STATE_KEY);
  } catch {
    return false;
  }
  return !!state && state === expected;
}

/** Stores the session for a token, with the user as `/lm/user/info` describes it. */
async function establish(token: string, client: Pick<PlatformClient, 'userInfo'>): Promise<SignInResult> {
  const user = await client.userInfo(token);
  session.set(token, user);
  clearAuthError();
  return { token, user };
}

const pageIcon = (): string =>
  document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ??
  `${window.location.origin}/favicon.ico`;

function centredFeatures(): string {
  const { width, height } = SIGN_IN_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

let inFlight: { popup: Window; promise: Promise<SignInResult>; stop: () => void } | null = null;

/**
 * Opens the provider's page in a centred 800×600 pop-up and completes when it posts a sign-in message.
 * Messages count only from the configured auth origin, from this pop-up, and (for sign-in) for our project.
 */
export function signInWithPopup(options: AuthOptions = {}): Promise<SignInResult> {
  if (inFlight && !inFlight.popup.closed) {
    inFlight.popup.focus();
    return inFlight.promise;
  }
  const config = options.config ?? defaultConfig;
  const client = options.client ?? platform;
  const authOrigin = resolvedAuthOrigin(config);
  rememberProjectId(config);

  const popup = window.open(signInUrl(window.location.href, config), 'lh-renov-auth', centredFeatures());
  if (!popup) {
    setAuthError('login', OPEN_AUTH_WINDOW_FAILED);
    return Promise.reject(new Error(OPEN_AUTH_WINDOW_FAILED));
  }

  let stop = () => {};
  const promise = new Promise<SignInResult>((resolve, reject) => {
    let done = false;
    stop = () => {
      done = true;
      window.removeEventListener('message', onMessage);
      document.removeEventListener('click', onPageClick, true);
      clearInterval(closedCheck);
      inFlight = null;
    };
    const finish = (outcome: Promise<SignInResult>) => {
      if (done) return;
      stop();
      outcome
        .then(resolve, (error: Error) => {
          setAuthError('login', error);
          reject(error);
        })
        .finally(() => setAuthPending(false));
    };

    function onMessage(event: MessageEvent): void {
      if (done || event.origin !== authOrigin || event.source !== popup || !isRecord(event.data)) return;
      const { type, data } = event.data;
      if (type === 'ready') {
        const init = { projectId: config.projectId, icon: pageIcon(), title: document.title };
        popup?.postMessage({ type: 'init', data: init }, authOrigin);
        return;
      }
      if (type !== 'sign-in' || !isRecord(data) || data.projectId !== config.projectId) return;
      const token = data.accessToken;
      if (typeof token !== 'string' || !token) return;
      popup?.close();
      finish(establish(token, client));
    }
    const onPageClick = () => {
      if (!popup.closed) popup.focus();
    };
    const closedCheck = setInterval(() => {
      if (popup.closed) finish(Promise.reject(new Error(AUTH_WINDOW_CLOSED)));
    }, SIGN_IN_TIMING.closedCheckMs);

    setAuthPending(true);
    window.addEventListener('message', onMessage);
    document.addEventListener('click', onPageClick, true);
  });
  inFlight = { popup, promise, stop };
  return promise;
}

/** The fallback when pop-ups are blocked: the provider's page, coming back to the current address. */
export function redirectToSignIn(options: AuthOptions = {}): void {
  try {
    const config = options.config ?? defaultConfig;
    rememberProjectId(config);
    (options.navigate ?? navigateTo)(signInUrl(window.location.href, config, newSignInState()));
  } catch (error) {
    setAuthError('redirect', error);
  }
}

function returnParams(): { url: URL; query: URLSearchParams; hash: URLSearchParams; hashPrefix: string } {
  const url = new URL(window.location.href);
  const rawHash = url.hash.slice(1);
  const split = rawHash.indexOf('?');
  // `#token=…` or a routed hash `#/path?token=…`
  const hashPrefix = split === -1 ? (rawHash.includes('=') ? '' : rawHash) : rawHash.slice(0, split);
  const hashQuery = split === -1 ? (rawHash.includes('=') ? rawHash : '') : rawHash.slice(split + 1);
  return { url, query: url.searchParams, hash: new URLSearchParams(hashQuery), hashPrefix };
}

const hasReturnParam = (params: URLSearchParams) => AUTH_RETURN_PARAMS.some((key) => params.has(key));
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cleanAddress(): void {
  const { url, query, hash, hashPrefix } = returnParams();
  for (const key of AUTH_RETURN_PARAMS) {
    query.delete(key);
    hash.delete(key);
  }
  const hashQuery = hash.toString();
  const newHash =
    hashPrefix || hashQuery ? `#${hashPrefix}${hashPrefix && hashQuery ? '?' : ''}${hashQuery}` : '';
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${newHash}`);
}

/**
 * On page load after the redirect fallback: when the address carries token, code, auth, session or user,
 * stores the session for the token, waits 2 s, rechecks, then removes those parameters from the address.
 * Answers whether the address was a sign-in return.
 */
export async function handleAuthReturn(options: AuthOptions = {}): Promise<boolean> {
  const { query, hash } = returnParams();
  if (!hasReturnParam(query) && !hasReturnParam(hash)) return false;
  const state = query.get('state') || hash.get('state');
  const returned = query.get('token') || hash.get('token');
  const token = returned && takeSignInState(state) ? returned : null;
  setAuthPending(true);
  try {
    if (token) await establish(token, options.client ?? platform);
  } catch (error) {
    setAuthError('init', error);
  }
  // The provider may finish writing the session just after the page loads: give it time, then look again.
  await delay(SIGN_IN_TIMING.callbackWaitMs);
  if (returned && !token) setAuthError('init', 'connexion non demandée depuis cet onglet, jeton ignoré');
  else if (!session.getToken() && !token) setAuthError('init', 'aucun jeton de connexion reçu');
  cleanAddress();
  setAuthPending(false);
  return true;
}

/** Re-reads the stored user from `/lm/user/info`; a rejected token (401/403) ends the session. */
export async function refreshUser(options: AuthOptions = {}): Promise<User | null> {
  const token = session.getToken();
  if (!token) return null;
  try {
    const user = await (options.client ?? platform).userInfo(token);
    session.setUser(user);
    return user;
  } catch (error) {
    const code = isRecord(error) ? error.code : undefined;
    if (code === 401 || code === 403) session.clear();
    setAuthError('init', error);
    return null;
  }
}

/** Clears the session and sends the user to the site root; failures are only logged. */
export function signOut(options: AuthOptions = {}): void {
  try {
    session.clear();
    clearAuthError();
    (options.navigate ?? navigateTo)('/');
  } catch (error) {
    console.error(`Déconnexion : ${errorText(error)}`);
  }
}

/**
 * The project the sign-in pages on this origin sign into. The hosted page learns it from `init`, the emulator
 * page and the redirect return can read it here; a storage clear by another tab or script would otherwise
 * leave them signing into no project until the page reloads.
 */
export const PROJECT_ID_KEY = 'lh-renov:project-id';

function rememberProjectId(config: AppConfig): void {
  try {
    if (localStorage.getItem(PROJECT_ID_KEY) !== config.projectId)
      localStorage.setItem(PROJECT_ID_KEY, config.projectId);
  } catch {
    // No storage: the init message still carries the project.
  }
}

/** Every 10 s, writes the project identifier back if something removed it. Returns the stop function. */
export function startWatchdog(options: Pick<AuthOptions, 'config'> = {}): () => void {
  const config = options.config ?? defaultConfig;
  const fix = () => {
    try {
      if (!localStorage.getItem(PROJECT_ID_KEY)) localStorage.setItem(PROJECT_ID_KEY, config.projectId);
    } catch {
      // Storage unavailable: nothing to guard.
    }
  };
  fix();
  const timer = setInterval(fix, SIGN_IN_TIMING.watchdogMs);
  return () => clearInterval(timer);
}
