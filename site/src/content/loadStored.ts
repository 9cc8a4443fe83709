import type { PlatformClient } from '@shared/http/types';

/** Past this, a slow backend is treated as down: the built-in defaults stay on screen. */
export const STORED_TIMEOUT_MS = 4000;

const values = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();

/** The value already loaded under `key` this session, if any (lets a revisited page render it at once). */
export function peekStored<T>(key: string): T | undefined {
  return values.get(key) as T | undefined;
}

/**
 * Loads `key` once per session with the platform client. The client (ky, zod, signing) is imported here, on
 * demand, so it never weighs on a page's first load. Rejects after STORED_TIMEOUT_MS; a failure is not cached,
 * so a later visit tries again.
 */
export function loadStored<T>(key: string, query: (client: PlatformClient) => Promise<T>): Promise<T> {
  if (values.has(key)) return Promise.resolve(values.get(key) as T);
  const inFlight = pending.get(key);
  if (inFlight) return inFlight as Promise<T>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Délai dépassé pour ${key}`)), STORED_TIMEOUT_MS);
  });
  const load = import('@shared/http/platform').then(({ platform }) => query(platform));
  const result = Promise.race([load, timeout])
    .then((value) => {
      values.set(key, value);
      return value;
    })
    .finally(() => {
      clearTimeout(timer);
      pending.delete(key);
    });
  pending.set(key, result);
  return result;
}

/** Forgets everything loaded (tests; a content preview could use it too). */
export function clearStoredCache(): void {
  values.clear();
  pending.clear();
}
