import type { Persistence } from '../db/persistence';

/**
 * A persistence whose process "dies" at a chosen write (fault injection, mocks/contract/idempotency.test.ts): that
 * write and every later one reach nothing, as after a kill between two writes. `revive()` is the next process: the
 * same files (or memory), writable again.
 */
export interface CrashingPersistence {
  wrap(inner: Persistence): Persistence;
  /** The `n`-th write from now (1: the next one) and every later one are lost. */
  crashAt(n: number): void;
  revive(): void;
}

export function crashingPersistence(): CrashingPersistence {
  let left = Infinity;
  const write =
    <A extends unknown[]>(run: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      left -= 1;
      if (left <= 0) throw new Error('Arrêt simulé : cette écriture n’a jamais eu lieu.');
      await run(...args);
    };
  return {
    // Every member named: a persistence may be a class, whose methods a spread would not copy.
    wrap: (inner) => ({
      load: () => inner.load(),
      save: write((snapshot) => inner.save(snapshot)),
      append: inner.append && write((changes, state) => inner.append!(changes, state)),
      compact: inner.compact && write((state) => inner.compact!(state)),
      scrub: inner.scrub && write((ids) => inner.scrub!(ids)),
      close: inner.close && (() => inner.close!()),
      saveFile: (id, bytes) => inner.saveFile(id, bytes),
      loadFile: (id) => inner.loadFile(id),
      deleteFile: (id) => inner.deleteFile(id),
    }),
    crashAt(n) {
      left = n;
    },
    revive() {
      left = Infinity;
    },
  };
}
