import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The suite's ceilings (docs/testing.md#attentes): a broken test says so within them.
describe('the ceilings', () => {
  it('are 30 s for a test and 10 s for one wait', ({ task }) => {
    expect(task.timeout).toBe(30_000);
    expect(getConfig().asyncUtilTimeout).toBe(10_000);
  });
});
