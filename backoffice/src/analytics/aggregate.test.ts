import { describe, expect, it } from 'vitest';
import { parisMidnight } from '../dates/paris';
import { aggregatePageviews, customRange, presetRange } from './aggregate';

describe('analytics periods', () => {
  it('spans the last n Paris days, today included', () => {
    expect(presetRange(7, new Date('2026-11-22T10:00:00Z'))).toEqual({
      from: parisMidnight(2026, 11, 16),
      to: parisMidnight(2026, 11, 23),
    });
  });

  it('takes custom dates with both ends included, and refuses a reversed or missing one', () => {
    expect(customRange('2026-10-01', '2026-10-31')).toEqual({
      from: new Date('2026-09-30T22:00:00.000Z'),
      to: new Date('2026-10-31T23:00:00.000Z'),
    });
    expect(customRange('2026-10-31', '2026-10-01')).toBeNull();
    expect(customRange('', '2026-10-01')).toBeNull();
  });
});

describe('aggregatePageviews', () => {
  it('counts per Paris day (every day of the period) and per page, most viewed first', () => {
    const range = { from: parisMidnight(2026, 11, 20), to: parisMidnight(2026, 11, 23) };
    const result = aggregatePageviews(
      [
        { path: '/', createdAt: '2026-11-20T08:00:00Z' },
        // 23:30 UTC on the 20th is already the 21st in Paris.
        { path: '/contact', createdAt: '2026-11-20T23:30:00Z' },
        { path: '/', createdAt: '2026-11-21T10:00:00Z' },
        { path: '/services', createdAt: '2026-11-22T10:00:00Z' },
        { path: '/', createdAt: '2026-11-22T11:00:00Z' },
        { path: '/hors-periode', createdAt: '2026-11-23T10:00:00Z' },
        { path: 42, createdAt: '2026-11-22T11:00:00Z' },
      ],
      range,
    );
    expect(result.perDay).toEqual([
      { day: '2026-11-20', views: 1 },
      { day: '2026-11-21', views: 2 },
      { day: '2026-11-22', views: 2 },
    ]);
    expect(result.perPage).toEqual([
      { path: '/', views: 3 },
      { path: '/contact', views: 1 },
      { path: '/services', views: 1 },
    ]);
    expect(result.total).toBe(5);
  });

  it('gives zero days and no pages for an empty period', () => {
    const range = { from: parisMidnight(2026, 11, 20), to: parisMidnight(2026, 11, 22) };
    expect(aggregatePageviews([], range)).toEqual({
      perDay: [
        { day: '2026-11-20', views: 0 },
        { day: '2026-11-21', views: 0 },
      ],
      perPage: [],
      total: 0,
    });
  });
});
