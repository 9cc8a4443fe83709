import { defineConfig } from 'vitest/config';
import { aliases } from '../../pipeline/vite/aliases.ts';
import { ENGINE_WORKERS } from './workers.ts';

/**
 * The cross-engine project (docs/testing.md#autres-moteurs): each test of `e2e/engines/*.engines.ts` in Firefox ESR
 * and in WebKitGTK, on the production build. `npm run build` first, then `npm run test:engines`.
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    root: '.',
    include: ['e2e/engines/*.engines.ts'],
    globalSetup: ['e2e/engines/globalSetup.ts'],
    // Each file on a server of its own, as in the Chromium project (docs/testing.md#bout-en-bout).
    setupFiles: ['e2e/fileServerSetup.ts'],
    environment: 'node',
    // The worker's Firefox is launched once for all its files (e2e/engines/firefox.ts).
    isolate: false,
    maxWorkers: ENGINE_WORKERS,
    // Above the sum of a test's own waits (30 s each), so a wait that fails says which one, never a bare time-out.
    testTimeout: 150_000,
    hookTimeout: 60_000,
    // A test that fails runs once more, in a new browser session: one WebKitGTK run in a loaded .ci/run hung once
    // where four runs after it passed (docs/testing.md#autres-moteurs). Both runs are printed; a product fault fails
    // both.
    retry: 1,
    expect: { poll: { timeout: 15_000 } },
  },
});
