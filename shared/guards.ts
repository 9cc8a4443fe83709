/** A JSON-like object: not null, not an array (a parsed body, a message's data, an error). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A plain object as JSON.parse makes it (prototype Object.prototype): what the query engine walks and compares,
 * so no Date, Map or class instance is ever read as a sub-document.
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) && Object.getPrototypeOf(value) === Object.prototype;
