import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Growth of V8's heap past what the last full collection kept: 1.3× instead of up to 4× (V8's default). */
const HEAP_GROWING_PERCENT = 30;
/** Quiet time after which a burst of requests is taken as over. */
const IDLE_MS = 2_000;

/**
 * Keeps the preview server's memory near its resting size once a burst of requests is over
 * (docs/persistence.md#mémoire). Under load V8 grows its heap with the garbage of hundreds of requests in flight
 * and, left alone, keeps it for 20 to 30 s after the server falls idle (`npm run bench:load`: +55 to +94 % after
 * 10 s). Two measures: the heap grows by at most 30 % over its live data (throughput unchanged in the bench), and
 * one full collection runs once the server has been idle for `idleMs`, which gives the freed pages back. Once per
 * burst: an idle server does nothing.
 */
export function keepMemoryLow(
  server: Pick<Server, 'on'>,
  {
    idleMs = IDLE_MS,
    collect = fullCollection(),
    setV8Flag = setFlagsFromString,
  }: { idleMs?: number; collect?: (() => void) | null; setV8Flag?: (flag: string) => void } = {},
): void {
  setV8Flag(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  if (!collect) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  server.on('request', () => {
    clearTimeout(timer);
    timer = setTimeout(collect, idleMs);
    timer.unref();
  });
}

/** V8's full garbage collection, reachable without starting Node with `--expose-gc`; null if V8 refuses it. */
function fullCollection(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return exposed;
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('typeof gc === "function" ? gc : null');
  return typeof gc === 'function' ? (gc as () => void) : null;
}
