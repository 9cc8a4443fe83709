const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 20 URL-safe random characters (120 bits). */
export function randomId(): string {
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(20))) id += ID_ALPHABET[byte & 63];
  return id;
}

/**
 * Deep copy of JSON-like data, dropping `undefined` (as a save and reload would). Stored documents are never
 * mutated after they are stored, so copying on the way in and on the way out is enough to isolate callers.
 */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => cloneJson(item)) as T;
  if (value instanceof Uint8Array) return value.slice() as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // An assignment to '__proto__' would change the prototype instead of storing a field: never a real one.
      if (item === undefined || key === '__proto__') continue;
      out[key] = cloneJson(item);
    }
    return out as T;
  }
  return value;
}

/** A file name is displayed and put in a URL: no path separators, no control characters, bounded length. */
export function safeFileName(name: string): string {
  const cleaned = String(name)
    .replace(/[\\/]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return cleaned || 'fichier';
}

/** Resolves after the current turn of the event loop: Node's check phase, or a new task elsewhere. */
export const endOfTurn = () =>
  new Promise<void>((done) =>
    typeof setImmediate === 'function' ? setImmediate(done) : setTimeout(done, 0),
  );
