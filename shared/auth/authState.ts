/**
 * What the session cannot say: the last authentication error, stored as text with the prefixes of docs/platform.md#fenêtre-de-connexion
 * ('Erreur d’initialisation: ', 'Erreur login: ', 'Échec redirection: '), and whether a sign-in is in flight.
 */
export interface AuthStatus {
  error: string | null;
  pending: boolean;
}

export const AUTH_ERROR_PREFIX = {
  init: 'Erreur d’initialisation: ',
  login: 'Erreur login: ',
  redirect: 'Échec redirection: ',
} as const;

const INITIAL_STATUS: AuthStatus = { error: null, pending: false };
let status = INITIAL_STATUS;
const listeners = new Set<() => void>();

function update(change: Partial<AuthStatus>): void {
  if (Object.entries(change).every(([key, value]) => status[key as keyof AuthStatus] === value)) return;
  status = { ...status, ...change };
  for (const listener of [...listeners]) listener();
}

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const getAuthStatus = (): AuthStatus => status;
export const getAuthError = (): string | null => status.error;
export const setAuthError = (prefix: keyof typeof AUTH_ERROR_PREFIX, error: unknown): void =>
  update({ error: `${AUTH_ERROR_PREFIX[prefix]}${errorText(error)}` });
export const clearAuthError = (): void => update({ error: null });
export const setAuthPending = (pending: boolean): void => update({ pending });

export function subscribeAuthStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
