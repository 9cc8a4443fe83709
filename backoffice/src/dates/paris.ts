/** Calendar arithmetic in the company's time zone, Europe/Paris (docs/product.md#dates). */
export const TIME_ZONE = 'Europe/Paris';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

function wallClock(instant: number): CalendarDay & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(PARTS.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far Paris wall-clock time is ahead of UTC at this instant (1 h or 2 h). */
function offsetMs(instant: number): number {
  const w = wallClock(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export const parisDay = (date: Date): CalendarDay => {
  const { year, month, day } = wallClock(date.getTime());
  return { year, month, day };
};

/** The instant of 00:00 in Paris on that calendar day (month and day may overflow, as with Date.UTC). */
export function parisMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetMs(guess);
  // Recomputed at the candidate itself, so a day on which the clocks change lands right.
  return new Date(guess - offsetMs(first));
}

export interface Range {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** A calendar month in Paris: `offset` 0 is the month of `now`, -1 the one before. */
export function monthRange(now: Date, offset = 0): Range {
  const { year, month } = parisDay(now);
  return { from: parisMidnight(year, month + offset, 1), to: parisMidnight(year, month + offset + 1, 1) };
}

/** 'YYYY-MM-DD' of the Paris calendar day. */
export function dayKey(date: Date): string {
  const { year, month, day } = parisDay(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Paris midnight of the day `days` days after (or before) the day of `date`. */
export function addDays(date: Date, days: number): Date {
  const { year, month, day } = parisDay(date);
  return parisMidnight(year, month, day + days);
}

/** The last `count` weeks (Monday 00:00 Paris to the next Monday), oldest first, the current week last. */
export function lastWeeks(now: Date, count: number): Range[] {
  const weekday = (new Date(dayKey(now) + 'T12:00:00Z').getUTCDay() + 6) % 7; // Monday = 0
  const monday = addDays(now, -weekday);
  return Array.from({ length: count }, (_, i) => {
    const from = addDays(monday, -7 * (count - 1 - i));
    return { from, to: addDays(from, 7) };
  });
}

/** Every Paris day key of a range, in order. */
export function daysOf(range: Range): string[] {
  const keys: string[] = [];
  for (let d = addDays(range.from, 0); d < range.to; d = addDays(d, 1)) keys.push(dayKey(d));
  return keys;
}

const SHORT_DATE = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});
/** '17/11' */
export const shortDate = (date: Date): string => SHORT_DATE.format(date);
