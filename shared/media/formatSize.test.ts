import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSize } from './formatSize';

/** Spaces of any kind as plain spaces: Intl groups thousands with U+202F, the unit follows U+00A0. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatSize', () => {
  it.each([
    [0, '0 o'],
    [1, '1 o'],
    [1023, '1 023 o'],
    [1024, '1 Ko'],
    [1536, '1,5 Ko'],
    [1234567, '1,18 Mo'],
    [10 * 1024 * 1024, '10 Mo'],
    [1024 ** 3, '1 Go'],
    [5.25 * 1024 ** 3, '5,25 Go'],
    [3 * 1024 ** 4, '3 072 Go'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(plain(formatSize(bytes))).toBe(expected);
  });

  it('keeps the number and its unit together on one line', () => {
    expect(formatSize(1536)).toBe('1,5\u00a0Ko');
  });

  it('shows nothing odd for impossible sizes', () => {
    expect(plain(formatSize(-5))).toBe('0 o');
    expect(plain(formatSize(Number.NaN))).toBe('0 o');
  });

  it('always has a unit and at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 50 }), (bytes) => {
        expect(plain(formatSize(bytes))).toMatch(/^[\d ]+(,\d{1,2})? (o|Ko|Mo|Go)$/);
      }),
    );
  });
});
