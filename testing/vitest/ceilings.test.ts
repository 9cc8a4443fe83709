import { getConfig } from '@testing-library/react';
import { resolveConfig } from 'vitest/node';
import { describe, expect, it, vi } from 'vitest';

// The suite's ceilings (docs/testing.md#attentes): one for every file, and a broken test says so within them.
const { vitestConfig } = await resolveConfig({ config: 'vite.config.ts' });

describe('the ceilings', () => {
  it('are 300 s for a test and a hook and 30 s for one wait, the same in every file', ({ task }) => {
    expect(task.timeout).toBe(300_000);
    expect(vitestConfig.hookTimeout).toBe(300_000);
    expect(getConfig().asyncUtilTimeout).toBe(30_000);
  });

  it('lets vi.waitFor wait past its own default of 1 s: 40 polls 50 ms apart, the 40th seeing the state', async () => {
    let polls = 0;
    await vi.waitFor(
      () => {
        polls += 1;
        if (polls < 40) throw new Error('pas encore');
      },
      { interval: 50 },
    );
    expect(polls).toBe(40);
  });
});
