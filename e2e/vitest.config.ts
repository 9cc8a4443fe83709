import { defineConfig } from 'vitest/config';
import { aliases } from '../scripts/vite/aliases.ts';
import { E2E_WORKERS } from './workers.ts';

/** Real-browser tests on the production build: `npm run build` first, then `npm run test:e2e`. */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    environment: 'node',
    maxWorkers: E2E_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default: a page on a busy machine (.ci/run runs these tests beside the unit
    // tests) takes longer, as a locator's waitFor allows (docs/testing.md#bout-en-bout). A success still ends at once.
    expect: { poll: { timeout: 15_000 } },
  },
});
