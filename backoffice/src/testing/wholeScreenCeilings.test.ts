import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wholeScreenCeilings } from './wholeScreenCeilings';

wholeScreenCeilings();

describe('a file that opens whole back-office screens', () => {
  it('gets 60 s for a test and 20 s for one wait', ({ task }) => {
    expect(task.timeout).toBe(60_000);
    expect(getConfig().asyncUtilTimeout).toBe(20_000);
  });
});
