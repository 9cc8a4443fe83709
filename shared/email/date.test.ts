import { describe, expect, it } from 'vitest';
import { formatFrenchDateTime } from './date';

describe('formatFrenchDateTime', () => {
  it('formats in French, in the Europe/Paris time zone (winter, UTC+1)', () => {
    expect(formatFrenchDateTime('2025-03-03T13:05:00.000Z')).toBe('lundi 3 mars 2025 à 14:05');
  });

  it('follows summer time (UTC+2) and accepts a Date', () => {
    expect(formatFrenchDateTime(new Date('2025-07-14T22:30:00Z'))).toBe('mardi 15 juillet 2025 à 00:30');
  });

  it('answers an empty string for an invalid date instead of "Invalid Date"', () => {
    expect(formatFrenchDateTime('pas une date')).toBe('');
  });
});
