import { describe, expect, it } from 'vitest';
import { addDays, dayKey, daysOf, lastWeeks, monthRange, parisMidnight } from './paris';

describe('Paris calendar', () => {
  it('finds midnight in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(parisMidnight(2026, 11, 1).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(parisMidnight(2026, 7, 14).toISOString()).toBe('2026-07-13T22:00:00.000Z');
  });

  it('finds midnight on the days the clocks change', () => {
    expect(parisMidnight(2026, 3, 29).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisMidnight(2026, 10, 25).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('gives this calendar month and the last one in Paris, not in UTC', () => {
    // 00:30 on 1 November in Paris is still 31 October in UTC.
    const now = new Date('2026-10-31T23:30:00.000Z');
    expect(monthRange(now, 0)).toEqual({
      from: new Date('2026-10-31T23:00:00.000Z'),
      to: new Date('2026-11-30T23:00:00.000Z'),
    });
    expect(monthRange(now, -1)).toEqual({
      from: new Date('2026-09-30T22:00:00.000Z'),
      to: new Date('2026-10-31T23:00:00.000Z'),
    });
    expect(monthRange(new Date('2026-01-15T12:00:00Z'), -1).from.toISOString()).toBe(
      '2025-11-30T23:00:00.000Z',
    );
  });

  it('keys days and walks them across a clock change', () => {
    expect(dayKey(new Date('2026-10-31T23:30:00.000Z'))).toBe('2026-11-01');
    expect(addDays(new Date('2026-10-24T12:00:00Z'), 1).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(addDays(new Date('2026-10-24T12:00:00Z'), 2).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(daysOf({ from: parisMidnight(2026, 10, 24), to: parisMidnight(2026, 10, 27) })).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
  });

  it('lists the last weeks from Monday to Monday, the current one last', () => {
    // Sunday 22 November 2026.
    const weeks = lastWeeks(new Date('2026-11-22T10:00:00Z'), 8);
    expect(weeks).toHaveLength(8);
    expect(weeks[7]).toEqual({ from: parisMidnight(2026, 11, 16), to: parisMidnight(2026, 11, 23) });
    expect(weeks[0]?.from).toEqual(parisMidnight(2026, 9, 28));
    for (let i = 1; i < 8; i += 1) expect(weeks[i]?.from).toEqual(weeks[i - 1]?.to);
  });
});
