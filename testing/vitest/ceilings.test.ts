import { getConfig } from '@testing-library/react';
import { resolveConfig } from 'vitest/node';
import { describe, expect, it } from 'vitest';

// The suite's ceilings (docs/testing.md#attentes): one for every file, and a broken test says so within them.
const { vitestConfig } = await resolveConfig({ config: 'vite.config.ts' });

describe('the ceilings', () => {
  it('are 300 s for a test and a hook and 30 s for one wait, the same in every file', ({ task }) => {
    expect(task.timeout).toBe(300_000);
    expect(vitestConfig.hookTimeout).toBe(300_000);
    expect(getConfig().asyncUtilTimeout).toBe(30_000);
  });
});
