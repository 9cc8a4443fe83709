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
  },
});
