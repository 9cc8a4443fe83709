import type { User } from '@shared/domain/user';
import { isRecord } from '@shared/guards';
import { SESSION_STORAGE_KEYS } from './sessionKeys';

export interface SessionState {
  isAuthenticated: boolean;
  user: User | null;
}
export type SessionListener = (state: SessionState) => void;

const KEYS = SESSION_STORAGE_KEYS;

/**
 * localStorage when usable. A page where it is missing or throws (private mode, sandbox, quota) keeps the
 * session in memory from the first failure on, so reads and writes stay consistent.
 */
function openStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const memory = new Map<string, string>();
  let inMemory = false;
  const attempt = <R>(operate: (storage: Storage) => R, fallback: () => R): R => {
    if (!inMemory) {
      try {
        if (typeof localStorage !== 'undefined' && localStorage) return operate(localStorage);
      } catch {
        // Denied or full: fall through.
      }
      inMemory = true;
    }
    return fallback();
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => void memory.set(key, value),
      ),
    removeItem: (key) =>
      attempt(
        (s) => s.removeItem(key),
        () => void memory.delete(key),
      ),
  };
}

const storage = openStorage();

function readUser(): User | null {
  const raw = storage.getItem(KEYS.user);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value) && typeof value.email === 'string' ? (value as unknown as User) : null;
  } catch {
    return null;
  }
}

const readState = (): SessionState => ({ isAuthenticated: !!storage.getItem(KEYS.token), user: readUser() });

const listeners = new Set<SessionListener>();
let snapshot: SessionState = readState();

/** Re-reads storage; replaces the snapshot only when its content changed, then tells the listeners. */
function sync(): void {
  const next = readState();
  const same =
    next.isAuthenticated === snapshot.isAuthenticated &&
    JSON.stringify(next.user) === JSON.stringify(snapshot.user);
  if (same) return;
  snapshot = next;
  for (const listener of [...listeners]) listener(snapshot);
}

/** Another tab changed our entries (or cleared the whole storage: key null). */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === KEYS.token || event.key === KEYS.user) sync();
}

/**
 * The stored session: an access token and the user (JSON), two localStorage entries with the product prefix.
 * Signed in means a token is present. Listeners hear every change, including those made in other tabs.
 */
export const session = {
  getToken: (): string | null => storage.getItem(KEYS.token) || null,
  getUser: (): User | null => readUser(),
  /** Stable between changes, as useSyncExternalStore requires. */
  getState: (): SessionState => snapshot,
  set(token: string, user: User): void {
    storage.setItem(KEYS.token, token);
    storage.setItem(KEYS.user, JSON.stringify(user));
    sync();
  },
  setUser(user: User): void {
    storage.setItem(KEYS.user, JSON.stringify(user));
    sync();
  },
  clear(): void {
    storage.removeItem(KEYS.token);
    storage.removeItem(KEYS.user);
    sync();
  },
  subscribe(listener: SessionListener): () => void {
    if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    listeners.add(listener);
    // Entries may have changed while nobody listened (no storage events were watched then).
    sync();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.removeEventListener('storage', onStorage);
    };
  },
};
