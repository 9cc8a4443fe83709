import { resolveConfig } from 'vitest/node';
import { describe, expect, it } from 'vitest';

// The configuration Vitest itself resolves from vite.config.ts, as `npm test` does (docs/testing.md#isolation).
const { vitestConfig } = await resolveConfig({ config: 'vite.config.ts' });

describe('test files', () => {
  it('each run in a module graph and a document of their own: nothing a module keeps reaches the next file', () => {
    expect(vitestConfig.isolate).toBe(true);
    // A project of its own could say `isolate: false` again.
    expect(vitestConfig.projects ?? []).toEqual([]);
  });
});
