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
    environment: 'node',
    // The worker's Firefox is launched once for all its files (e2e/engines/firefox.ts).
    isolate: false,
    maxWorkers: ENGINE_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
