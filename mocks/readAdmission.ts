import type { IncomingMessage, ServerResponse } from 'node:http';

/** Searches handled at once; the rest wait their turn in arrival order (docs/persistence.md#lectures-et-écritures). */
export const READS_IN_FLIGHT = 8;

/** The searches of the platform: `documents/find` and `documents/list`, the only requests that scan a collection. */
export function isSearch(method: string | undefined, path: string): boolean {
  return method === 'POST' && /\/documents\/(find|list)$/.test(path);
}

/**
 * Searches are admitted a few at a time, in arrival order; every other request (writes above all) goes straight
 * in (docs/persistence.md#lectures-et-écritures). Under 200 busy readers, without it, an insert shared the
 * processor with every search in flight and waited as long as they did; with it, it waits behind at most
 * `limit` of them, and the searches wait in line instead of all at once (same throughput, less memory in flight).
 * A search whose client goes away while it waits leaves the line.
 */
export function readAdmission(limit = READS_IN_FLIGHT) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };

  const middleware = (req: IncomingMessage & { path?: string }, res: ServerResponse, next: () => void) => {
    if (!isSearch(req.method, req.path ?? req.url ?? '')) {
      next();
      return;
    }
    const admit = () => {
      running += 1;
      res.once('close', release);
      next();
    };
    if (running < limit) {
      admit();
      return;
    }
    waiting.push(admit);
    // Gone before its turn: out of the line, nothing to release.
    res.once('close', () => {
      const index = waiting.indexOf(admit);
      if (index !== -1) waiting.splice(index, 1);
    });
  };
  return Object.assign(middleware, {
    /** For tests: searches handled now and waiting. */
    state: () => ({ running, waiting: waiting.length }),
  });
}
