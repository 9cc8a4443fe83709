/**
 * Sliding windows of request times, keyed by string, in a bounded table (docs/security.md#limites). A full table
 * never drops a key that still has times in its window: it first drops the keys whose window has passed, and if none
 * has, it has no room for a new key until the earliest of them expires (the caller refuses that request). So a flood
 * of new clients cannot reset anyone's count.
 */
export interface RateRule {
  max: number;
  windowMs: number;
}

interface Window {
  /** Times of the passed requests still in the window, oldest first: never more than the rule's `max`. */
  times: number[];
  /** What each time counted, when a rule counts distinct things (recipients): same order as `times`. */
  labels: string[];
  windowMs: number;
}

const MINUTE = 60_000;

export class WindowTable {
  private readonly windows = new Map<string, Window>();
  private lastSweepMs = -Infinity;
  /** Set when the table was found full of live keys: none of them can expire before this time. */
  private fullUntilMs = -Infinity;

  constructor(readonly maxKeys: number) {}

  /** Keys held now. */
  get size(): number {
    return this.windows.size;
  }

  /** Request times held over all keys (each key holds at most its rule's `max`). */
  get heldTimes(): number {
    let total = 0;
    for (const window of this.windows.values()) total += window.times.length;
    return total;
  }

  /** The times of `key` still inside its window (older ones dropped), with what each one counted. */
  live(key: string, nowMs: number): { times: readonly number[]; labels: readonly string[] } {
    const window = this.windows.get(key);
    if (!window) return { times: [], labels: [] };
    const since = nowMs - window.windowMs;
    let drop = 0;
    while (drop < window.times.length && (window.times[drop] ?? 0) <= since) drop++;
    if (drop) {
      window.times.splice(0, drop);
      window.labels.splice(0, drop);
    }
    return window;
  }

  /**
   * Whether the keys not held yet among `keys` fit now. A full table first drops the keys whose window has passed;
   * once found full of live keys, it answers no without looking again until the earliest one expires.
   */
  hasRoomFor(keys: readonly string[], nowMs: number): boolean {
    this.sweep(nowMs);
    const missing = keys.filter((key) => !this.windows.has(key)).length;
    if (this.windows.size + missing <= this.maxKeys) return true;
    if (nowMs < this.fullUntilMs) return false;
    this.fullUntilMs = this.dropExpired(nowMs);
    return this.windows.size + missing <= this.maxKeys;
  }

  /** Seconds until a full table can take a new key (its earliest live key expires). */
  secondsUntilRoom(nowMs: number): number {
    return Math.max(1, Math.ceil((this.fullUntilMs - nowMs) / 1000));
  }

  /** Counts one request of `key`; the caller checked `hasRoomFor` for a new key. */
  record(key: string, rule: RateRule, nowMs: number, label = ''): void {
    const window = this.windows.get(key) ?? { times: [], labels: [], windowMs: rule.windowMs };
    window.times.push(nowMs);
    window.labels.push(label);
    const over = window.times.length - rule.max;
    if (over > 0) {
      window.times.splice(0, over);
      window.labels.splice(0, over);
    }
    this.windows.set(key, window);
  }

  /** Drops keys with nothing left in their window, at most once a minute of the emulator's clock. */
  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweepMs < MINUTE && nowMs >= this.lastSweepMs) return;
    this.lastSweepMs = nowMs;
    this.dropExpired(nowMs);
  }

  /** Drops the keys whose window has passed; gives when the earliest remaining one will have. */
  private dropExpired(nowMs: number): number {
    let earliest = Infinity;
    for (const [key, window] of this.windows) {
      const newest = window.times[window.times.length - 1];
      const expiresAt = newest === undefined ? -Infinity : newest + window.windowMs;
      if (expiresAt <= nowMs) this.windows.delete(key);
      else earliest = Math.min(earliest, expiresAt);
    }
    return earliest;
  }
}
