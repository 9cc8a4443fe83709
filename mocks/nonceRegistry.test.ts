import { describe, expect, it, onTestFinished } from 'vitest';
import { NonceRegistry } from './nonceRegistry';

const T0 = 1_750_000_000_000;
const S = 1000;
const nonce = (i: number) => `nonce-${String(i).padStart(12, '0')}`;

describe('NonceRegistry', () => {
  it('refuses a nonce seen within 300 s and accepts it again after', () => {
    const registry = new NonceRegistry();
    expect(registry.claim(nonce(1), T0)).toBe(true);
    expect(registry.claim(nonce(1), T0 + 299 * S)).toBe(false);
    // At exactly 300 s the timestamp is still acceptable: so is the replay, unless the nonce is still held.
    expect(registry.claim(nonce(1), T0 + 300 * S)).toBe(false);
    expect(registry.claim(nonce(1), T0 + 300 * S + 1)).toBe(true);
    expect(registry.claim(nonce(1), T0 + 599 * S)).toBe(false);
  });

  it('keeps a nonce signed ahead of the server’s clock until its timestamp leaves the window', () => {
    const registry = new NonceRegistry();
    // Signed 299 s ahead: the request stays acceptable until T0 + 599 s.
    expect(registry.claim(nonce(1), T0, T0 + 299 * S)).toBe(true);
    expect(registry.claim(nonce(1), T0 + 400 * S, T0 + 299 * S)).toBe(false);
    expect(registry.claim(nonce(1), T0 + 599 * S, T0 + 299 * S)).toBe(false);
    expect(registry.claim(nonce(1), T0 + 599 * S + 1, T0 + 299 * S)).toBe(true);
  });

  it('forgets expired nonces as time passes, whatever order their expiries come in', () => {
    const registry = new NonceRegistry();
    // Alternately signed 290 s ahead and 290 s behind: expiries out of insertion order.
    for (let i = 0; i < 1000; i++) {
      const now = T0 + i * 100;
      expect(registry.claim(nonce(i), now, now + (i % 2 === 0 ? 290 : -290) * S)).toBe(true);
    }
    expect(registry.size).toBe(1000);
    // Every one of them is refused while it is still live…
    for (let i = 0; i < 1000; i += 97) expect(registry.claim(nonce(i), T0 + 299 * S)).toBe(false);
    // …and once every window has passed, a single claim lets them all go.
    registry.claim(nonce(5000), T0 + 1000 * S);
    expect(registry.size).toBe(1);
    expect(registry.live(T0 + 1000 * S)).toEqual([[nonce(5000), T0 + 1300 * S + 1]]);
  });

  it('holds no more than the nonces of the last 600 s under a steady flow', () => {
    const registry = new NonceRegistry();
    let largest = 0;
    for (let i = 0; i < 60_000; i++) {
      const now = T0 + i * 50; // 20 a second for 50 min
      registry.claim(nonce(i), now, now + ((i % 7) - 3) * 100 * S);
      largest = Math.max(largest, registry.size);
    }
    expect(largest).toBeGreaterThan(6000);
    expect(largest).toBeLessThanOrEqual(600 * 20 + 20);
  });

  it('claims in constant time with many live nonces (no rescan of the live ones)', () => {
    // Counts the registry's work instead of timing it (docs/testing.md#attentes): every Map read, write, delete and
    // iteration step. The former registry rescanned every live nonce past 10,000: its work grew with their number.
    let work = 0;
    const counted = <T extends object>(target: T, name: keyof T) => {
      const original = target[name] as (...args: unknown[]) => unknown;
      target[name] = function (this: unknown, ...args: unknown[]) {
        work++;
        return original.apply(this, args);
      } as T[keyof T];
      return () => void (target[name] = original as T[keyof T]);
    };
    const mapIterator = Object.getPrototypeOf(new Map().entries()) as { next: () => unknown };
    const restore = [
      counted(Map.prototype, 'get'),
      counted(Map.prototype, 'set'),
      counted(Map.prototype, 'delete'),
      counted(mapIterator, 'next'),
    ];
    onTestFinished(() => restore.forEach((undo) => undo()));
    const registry = new NonceRegistry();
    const workOf = (from: number, count: number) => {
      const before = work;
      for (let i = from; i < from + count; i++) registry.claim(nonce(i), T0 + i);
      return work - before;
    };
    const early = workOf(0, 1_000); // few live nonces
    workOf(1_000, 49_000);
    const late = workOf(50_000, 1_000); // 50,000 live nonces, all within the window
    expect(registry.size).toBe(51_000);
    expect(late).toBeLessThanOrEqual(early + 10);
    expect(late).toBeLessThanOrEqual(5 * 1_000);
  });

  it('saves the live nonces and restores them into a new registry, in any order', () => {
    const first = new NonceRegistry();
    first.claim(nonce(1), T0);
    first.claim(nonce(2), T0 + 100 * S, T0 + 350 * S);
    first.claim(nonce(3), T0 + 200 * S);
    const saved = first.live(T0 + 250 * S);
    expect(saved.map(([n]) => n)).toEqual([nonce(1), nonce(2), nonce(3)]);

    const second = new NonceRegistry();
    second.restore([...saved].reverse());
    expect(second.claim(nonce(1), T0 + 290 * S)).toBe(false);
    expect(second.claim(nonce(1), T0 + 300 * S + 1)).toBe(true);
    expect(second.claim(nonce(2), T0 + 420 * S)).toBe(false);
    expect(second.claim(nonce(3), T0 + 499 * S)).toBe(false);
    expect(second.claim(nonce(2), T0 + 651 * S)).toBe(true);
    expect(second.live(T0 + 651 * S)).toEqual([[nonce(2), T0 + 951 * S + 1]]);
  });
});
