/**
 * The client-side guard (docs/platform.md#garde-côté-client): at most `max` identical requests per sliding
 * `windowMs`. Only requests that went out count; a rejected one does not extend the window.
 */
export interface Throttle {
  /** Records a request under `key` and answers true, or answers false when the window is full. */
  take(key: string): boolean;
}

export function createThrottle(max: number, windowMs: number, now: () => number = Date.now): Throttle {
  const hits = new Map<string, number[]>();

  const prune = (key: string, at: number): number[] => {
    const recent = (hits.get(key) ?? []).filter((t) => at - t < windowMs);
    if (recent.length) hits.set(key, recent);
    else hits.delete(key);
    return recent;
  };

  return {
    take(key) {
      const at = now();
      // Keep the map small in a long-lived tab: forget keys whose window has passed.
      if (hits.size > 200) for (const k of [...hits.keys()]) prune(k, at);
      const recent = prune(key, at);
      if (recent.length >= max) return false;
      hits.set(key, [...recent, at]);
      return true;
    },
  };
}
