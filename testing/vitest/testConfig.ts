import type { ViteUserConfig } from 'vitest/config';
import { chooseSeed, SEED_VARIABLE } from './propertySeed.ts';

/** `npm test`: the unit-test files of the repository, each isolated (docs/testing.md#isolation). */
export function testConfig(): NonNullable<ViteUserConfig['test']> {
  const propertySeed = chooseSeed();
  return {
    // Same fast-check seed in every worker, printed once by the global setup (propertySeed.ts).
    env: { [SEED_VARIABLE]: String(propertySeed.seed) },
    globalSetup: ['./testing/vitest/printSeed.ts'],
    include: [
      '{mocks,pipeline,hosting,testing,tools,shared,site,backoffice,bench,contract}/**/*.test.{ts,tsx}',
    ],
    // Plain Node, unless a file asks for a document on its first line (`// @vitest-environment jsdom`).
    environment: 'node',
    setupFiles: [
      './testing/vitest/seedSetup.ts',
      './testing/vitest/realTimers.ts',
      './testing/vitest/quietConsole.ts',
      './vitest.setup.ts',
    ],
    // Every file in a module graph and a document of its own: nothing a module keeps (a session, a listener, a
    // replaced module) reaches the next file, whatever the order (docs/testing.md#isolation).
    isolate: true,
    // Worker threads start faster than child processes.
    pool: 'threads',
    // Much of a test's time is waiting (timers, sockets, child processes): three workers keep two cores busy.
    maxWorkers: 3,
    // Ceilings, not expectations: a test ends when what it waits for appears, and a broken one says so within them.
    // One for every test and every hook of every file, generous enough for the longest (ten server processes killed
    // and restarted, mocks/db/crash.test.ts) on a busy machine (docs/testing.md#attentes).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Nothing a test replaces outlives it: spies get their original back, stubbed globals and env variables too.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  };
}
