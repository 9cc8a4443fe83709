/**
 * Stored fields over the built-in defaults: a blank stored text or an empty stored list falls back to the
 * default, so an unfinished edit in the back-office never empties a page. Fields the defaults do not know
 * (`_id`, dates) are dropped.
 */
export function mergeOverDefaults<T extends object>(defaults: T, stored: Partial<T> | null | undefined): T {
  if (!stored) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = stored[key];
    const fallback = defaults[key];
    if (typeof fallback === 'string') {
      if (typeof value === 'string' && value.trim() !== '') merged[key] = value as T[keyof T];
    } else if (Array.isArray(fallback)) {
      if (Array.isArray(value) && value.length > 0) merged[key] = value as T[keyof T];
    } else if (value !== undefined && value !== null) {
      merged[key] = value as T[keyof T];
    }
  }
  return merged;
}
