import { SIGNATURE_RULES } from '@shared/http/sign';

/**
 * Nonces of signed requests still in their window: a request carrying one again is a replay
 * (docs/platform.md#signature). A nonce is kept while its request could still be accepted: 300 s after it
 * was seen, and until its own timestamp leaves the ±300 s window (a timestamp ahead of the server's clock is
 * accepted up to 300 s after the server saw it).
 *
 * Expiry costs constant amortised time: nonces are queued in the order they are recorded, and as every expiry
 * lies 300 to 600 s after that moment the queue is nearly in expiry order. Each claim drops the expired nonces
 * at the head; one that expires earlier than a nonce ahead of it (a request signed with an older clock) is
 * dropped when that one is, at most 300 s later. Only the Map decides what is still refused.
 */
export class NonceRegistry {
  private readonly expiries = new Map<string, number>();
  private queue: { nonce: string; expiry: number }[] = [];
  private head = 0;

  constructor(
    private readonly ttlMs = SIGNATURE_RULES.nonceTtlSeconds * 1000,
    private readonly skewMs = SIGNATURE_RULES.maxClockSkewSeconds * 1000,
  ) {}

  /** Nonces held, expired ones waiting in the queue included: what the registry costs in memory. */
  get size(): number {
    return this.expiries.size;
  }

  /** Records the nonce; false when it was already seen within its window. `timestampMs`: the request's x-timestamp. */
  claim(nonce: string, nowMs: number, timestampMs = nowMs): boolean {
    this.expire(nowMs);
    const known = this.expiries.get(nonce);
    if (known !== undefined && known > nowMs) return false;
    // Accepted while |now − timestamp| ≤ skew: refused until just past timestamp + skew.
    this.remember(nonce, Math.max(nowMs + this.ttlMs, timestampMs + this.skewMs + 1));
    return true;
  }

  /** The nonces still in their window, with their expiry: what a restarted server must go on refusing. */
  live(nowMs: number): [nonce: string, expiryMs: number][] {
    const live: [string, number][] = [];
    for (const [nonce, expiry] of this.expiries) if (expiry > nowMs) live.push([nonce, expiry]);
    return live;
  }

  /** Takes back nonces saved by `live` (a server stopped and started again on the same data). */
  restore(entries: Iterable<readonly [string, number]>): void {
    const sorted = [...entries].sort((a, b) => a[1] - b[1]);
    for (const [nonce, expiry] of sorted) {
      if (expiry > (this.expiries.get(nonce) ?? -Infinity)) this.remember(nonce, expiry);
    }
  }

  private remember(nonce: string, expiry: number): void {
    this.expiries.set(nonce, expiry);
    this.queue.push({ nonce, expiry });
  }

  private expire(nowMs: number): void {
    const queue = this.queue;
    while (this.head < queue.length && queue[this.head]!.expiry <= nowMs) {
      const { nonce, expiry } = queue[this.head++]!;
      // A nonce claimed again after expiring has a newer entry further on: keep it.
      if (this.expiries.get(nonce) === expiry) this.expiries.delete(nonce);
    }
    // Drop the consumed part once it is half the array: each entry is copied at most once more.
    if (this.head > 1024 && this.head * 2 > queue.length) {
      this.queue = queue.slice(this.head);
      this.head = 0;
    }
  }
}
