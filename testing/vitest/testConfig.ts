import type { ViteUserConfig } from 'vitest/config';
import { chooseSeed, SEED_VARIABLE } from './propertySeed.ts';
import { testProjects } from './testProjects.ts';

/** The setup every unit-test file runs. */
const TEST_SETUP = [
  './testing/vitest/seedSetup.ts',
  './testing/vitest/realTimers.ts',
  './testing/vitest/quietConsole.ts',
  './vitest.setup.ts',
];
/** Files that share a worker also start each test from a new page: what modules keep is reset (moduleState.ts). */
const SHARED_WORKER_SETUP = TEST_SETUP.toSpliced(-1, 0, './testing/vitest/moduleState.ts');

/** `npm test`: the unit-test files of the repository at `root`, by environment (testProjects.ts). */
export function testConfig(root: string): NonNullable<ViteUserConfig['test']> {
  const propertySeed = chooseSeed();
  const testFiles = testProjects(root);
  return {
    // Same fast-check seed in every worker, printed once by the global setup (propertySeed.ts).
    env: { [SEED_VARIABLE]: String(propertySeed.seed) },
    globalSetup: ['./testing/vitest/printSeed.ts'],
    environment: 'node',
    // Worker threads start faster than child processes: 123 s instead of 138 s for the whole suite on 2 cores.
    pool: 'threads',
    // Vitest's default is one worker less than the cores: a single worker on this 2-core machine. Much of a test's time
    // is spent waiting (timers, sockets, child processes), so three workers keep both cores busy: 157 s → 94 s.
    maxWorkers: 3,
    // Ceilings, not expectations: a test ends when what it waits for appears, and a broken one says so within them.
    // Measured need, with room for a machine five times busier than a calm one (docs/testing.md#attentes); the
    // files that open whole back-office screens get more (backoffice/src/testing/wholeScreenCeilings.ts).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Nothing a test replaces outlives it: spies get their original back, stubbed globals and env variables too.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Files share their worker's module cache (React, react-admin, MUI imported once per worker, not per file),
    // except those that replace modules or globals (isolatedTests.ts). Safe because no state crosses files:
    // back-office screens get a fresh store and query client per test (TestAdminContext), the setup empties the
    // document and both storages after each test, and the config restores mocks and stubs; shown by shuffled runs
    // (`npm test -- --sequence.shuffle`, docs/testing.md#isolation). Projects follow the files' environment, not
    // their folder: a worker is only reused by a file of the same environment (docs/testing.md#projets).
    projects: [
      {
        extends: true,
        test: { name: 'logique', include: testFiles.node, setupFiles: SHARED_WORKER_SETUP, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'écrans',
          include: testFiles.dom,
          environment: 'jsdom',
          setupFiles: SHARED_WORKER_SETUP,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolés', include: testFiles.isolated, setupFiles: TEST_SETUP } },
    ],
  };
}
