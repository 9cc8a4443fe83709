import { defineConfig } from 'vitest/config';
import { aliases } from '../scripts/vite/aliases.ts';

/** Real-browser tests on the production build: `npm run build` first, then `npm run test:e2e`. */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    environment: 'node',
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
