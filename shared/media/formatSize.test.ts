import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSize } from './formatSize';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1234567, '1,18 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [5.25 * 1024 ** 3, '5,25 GB'],
    [3 * 1024 ** 4, '3072 GB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatSize(bytes).replace(/\u202f|\u00a0/g, '')).toBe(expected.replace(/\s(?=\d)/g, ''));
  });

  it('shows nothing odd for impossible sizes', () => {
    expect(formatSize(-5)).toBe('0 B');
    expect(formatSize(Number.NaN)).toBe('0 B');
  });

  it('always has a unit and at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 50 }), (bytes) => {
        expect(formatSize(bytes)).toMatch(/^[\d\s\u202f\u00a0]+(,\d{1,2})? (B|KB|MB|GB)$/);
      }),
    );
  });
});
