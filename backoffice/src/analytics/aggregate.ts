import { addDays, dayKey, daysOf, parisMidnight, type Range } from '../dates/paris';

export type PresetPeriod = '7' | '30' | '90';
export type Period = PresetPeriod | 'custom';

/** The last n days, today included (Paris calendar days). */
export function presetRange(days: number, now: Date): Range {
  return { from: addDays(now, -(days - 1)), to: addDays(now, 1) };
}

/** Dates typed as 'YYYY-MM-DD', both included; null when missing, invalid or reversed. */
export function customRange(from: string, to: string): Range | null {
  const parse = (text: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return match ? parisMidnight(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  };
  const start = parse(from);
  const end = parse(to);
  if (!start || !end || end < start) return null;
  return { from: start, to: addDays(end, 1) };
}

export interface PageviewRow {
  path?: unknown;
  createdAt?: unknown;
}

export interface Aggregates {
  perDay: { day: string; views: number }[];
  perPage: { path: string; views: number }[];
  total: number;
}

/** Page views per Paris day (every day of the period, zeros included) and per page (most viewed first). */
export function aggregatePageviews(rows: readonly PageviewRow[], range: Range): Aggregates {
  const days = new Map(daysOf(range).map((day) => [day, 0]));
  const pages = new Map<string, number>();
  let total = 0;
  for (const row of rows) {
    if (typeof row.createdAt !== 'string' || typeof row.path !== 'string') continue;
    const at = new Date(row.createdAt);
    if (Number.isNaN(at.getTime()) || at < range.from || at >= range.to) continue;
    const day = dayKey(at);
    days.set(day, (days.get(day) ?? 0) + 1);
    pages.set(row.path, (pages.get(row.path) ?? 0) + 1);
    total += 1;
  }
  return {
    perDay: [...days].map(([day, views]) => ({ day, views })),
    perPage: [...pages]
      .map(([path, views]) => ({ path, views }))
      .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path)),
    total,
  };
}
