import { describe, expect, it } from 'vitest';
import { formatMessageDate, notificationFailed, statusFilterOf } from './messageHelpers';

describe('formatMessageDate', () => {
  it('writes the French long date with the time in Paris time (winter and summer)', () => {
    expect(formatMessageDate('2026-11-22T13:05:00.000Z')).toBe('22 novembre 2026 à 14:05');
    expect(formatMessageDate('2025-07-01T08:05:00.000Z')).toBe('1 juillet 2025 à 10:05');
    expect(formatMessageDate('pas une date')).toBe('');
    expect(formatMessageDate(undefined)).toBe('');
  });
});

describe('notificationFailed', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

  it('flags a failed notification, and a pending one older than 10 minutes', () => {
    expect(notificationFailed({ notificationStatus: 'failed', date: at(1) }, now)).toBe(true);
    expect(notificationFailed({ notificationStatus: 'pending', date: at(11) }, now)).toBe(true);
  });

  it('does not flag a sent notification, a recent pending one, or a message without the field', () => {
    expect(notificationFailed({ notificationStatus: 'sent', date: at(60) }, now)).toBe(false);
    expect(notificationFailed({ notificationStatus: 'pending', date: at(9) }, now)).toBe(false);
    expect(notificationFailed({ date: at(600) }, now)).toBe(false);
  });
});

describe('statusFilterOf', () => {
  it('reads the status filter, "all" when absent or unknown', () => {
    expect(statusFilterOf({ status: 'unread', q: 'x' })).toBe('unread');
    expect(statusFilterOf({})).toBe('all');
    expect(statusFilterOf({ status: 'spam' })).toBe('all');
  });
});
