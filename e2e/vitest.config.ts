import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { aliases } from '../pipeline/vite/aliases.ts';
import { E2E_WORKERS } from './workers.ts';

/**
 * The longest files, longest first. Vitest starts the files it timed before longest first, but a fresh clone (CI) has
 * no timings and starts the largest files first: the two axe sweeps, the longest of all, then started last and ran
 * alone at the end (docs/testing.md#bout-en-bout).
 */
const LONGEST = ['a11y', 'admin-a11y', 'words'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(`/e2e/${name}.e2e.ts`));
      return index === -1 ? LONGEST.length : index;
    };
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

/** Real-browser tests on the production build: `npm run build` first, then `npm run test:e2e`. */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    root: '.',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    setupFiles: ['e2e/fileServerSetup.ts', 'e2e/fileSetup.ts'],
    environment: 'node',
    // Playwright and the helpers load once per worker, not once per file. The states a helper of e2e/ keeps are the
    // worker's browser (e2e/browser.ts `workerBrowser`) and the running file's server (e2e/fileServer.ts, given back
    // after the file); each test opens its own context, and a file that leaves one open fails (e2e/fileSetup.ts)
    // (docs/testing.md#bout-en-bout).
    isolate: false,
    maxWorkers: E2E_WORKERS,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default: a page on a busy machine (.ci/run runs these tests beside the unit
    // tests) takes longer, as a locator's waitFor allows (docs/testing.md#bout-en-bout). A success still ends at once.
    expect: { poll: { timeout: 15_000 } },
  },
});
