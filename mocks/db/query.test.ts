import { describe, expect, it } from 'vitest';
import {
  compareBy,
  compileFilter,
  getPath,
  matches,
  MAX_REGEX_LENGTH,
  QueryError,
  usesRegex,
  validateFilter,
} from './query';

const doc = {
  name: 'Sophie Martin',
  email: 'sophie@example.fr',
  rating: 4,
  status: 'unread',
  tags: ['isolation', 'pac'],
  date: '2024-05-10T09:00:00.000Z',
  consent: { analytics: true, version: 1 },
  replies: [{ sentBy: 'admin@example.com' }, { sentBy: 'direction@example.com' }],
  nothing: null,
};

describe('matches: equality', () => {
  it('matches equal scalars and rejects others', () => {
    expect(matches(doc, { status: 'unread' })).toBe(true);
    expect(matches(doc, { status: 'read' })).toBe(false);
    expect(matches(doc, { rating: 4, status: 'unread' })).toBe(true);
    expect(matches(doc, { rating: '4' })).toBe(false);
  });

  it('follows dotted paths, including through arrays of objects', () => {
    expect(matches(doc, { 'consent.analytics': true })).toBe(true);
    expect(matches(doc, { 'consent.analytics': false })).toBe(false);
    expect(matches(doc, { 'consent.missing.deeper': { $exists: false } })).toBe(true);
    expect(matches(doc, { 'replies.sentBy': 'direction@example.com' })).toBe(true);
    expect(matches(doc, { 'tags.1': 'pac' })).toBe(true);
  });

  it('matches an array field containing the value, and whole embedded objects', () => {
    expect(matches(doc, { tags: 'pac' })).toBe(true);
    expect(matches(doc, { tags: 'vmc' })).toBe(false);
    expect(matches(doc, { tags: ['isolation', 'pac'] })).toBe(true);
    expect(matches(doc, { consent: { version: 1, analytics: true } })).toBe(true);
    expect(matches(doc, { consent: { analytics: true } })).toBe(false);
  });

  it('treats null as "missing or null"', () => {
    expect(matches(doc, { nothing: null })).toBe(true);
    expect(matches(doc, { absent: null })).toBe(true);
    expect(matches(doc, { name: null })).toBe(false);
  });

  it('does not read inherited properties', () => {
    expect(getPath(doc, 'constructor')).toBeUndefined();
    expect(matches(doc, { 'name.length': 13 })).toBe(false);
  });
});

describe('matches: operators', () => {
  it('$in and $nin, also against array fields', () => {
    expect(matches(doc, { status: { $in: ['read', 'unread'] } })).toBe(true);
    expect(matches(doc, { status: { $in: ['read'] } })).toBe(false);
    expect(matches(doc, { tags: { $in: ['vmc', 'pac'] } })).toBe(true);
    expect(matches(doc, { status: { $nin: ['archived'] } })).toBe(true);
    expect(matches(doc, { status: { $nin: ['unread'] } })).toBe(false);
    expect(matches(doc, { tags: { $nin: ['pac'] } })).toBe(false);
  });

  it('$ne', () => {
    expect(matches(doc, { status: { $ne: 'archived' } })).toBe(true);
    expect(matches(doc, { status: { $ne: 'unread' } })).toBe(false);
    expect(matches(doc, { tags: { $ne: 'pac' } })).toBe(false);
  });

  it('$gt, $gte, $lt, $lte on numbers', () => {
    expect(matches(doc, { rating: { $gt: 3 } })).toBe(true);
    expect(matches(doc, { rating: { $gt: 4 } })).toBe(false);
    expect(matches(doc, { rating: { $gte: 4 } })).toBe(true);
    expect(matches(doc, { rating: { $lt: 4 } })).toBe(false);
    expect(matches(doc, { rating: { $lte: 4, $gte: 2 } })).toBe(true);
    expect(matches(doc, { rating: { $gt: '3' } })).toBe(false);
  });

  it('compares ISO dates chronologically, whatever their offset or precision', () => {
    expect(
      matches(doc, { date: { $gte: '2024-05-01T00:00:00.000Z', $lt: '2024-06-01T00:00:00.000Z' } }),
    ).toBe(true);
    expect(matches(doc, { date: { $gt: '2024-05-10' } })).toBe(true);
    // 10:30 in Paris (+02:00) is 08:30 UTC: before the document's 09:00 UTC.
    expect(matches(doc, { date: { $gt: '2024-05-10T10:30:00+02:00' } })).toBe(true);
    expect(matches(doc, { date: { $gt: '2024-05-10T11:30:00+02:00' } })).toBe(false);
  });

  it('$regex, case-sensitive by default and insensitive with $options i', () => {
    expect(matches(doc, { name: { $regex: 'martin' } })).toBe(false);
    expect(matches(doc, { name: { $regex: 'martin', $options: 'i' } })).toBe(true);
    expect(matches(doc, { name: { $regex: '^Sophie' } })).toBe(true);
    expect(matches(doc, { tags: { $regex: '^pa' } })).toBe(true);
    expect(matches(doc, { rating: { $regex: '4' } })).toBe(false);
  });

  it('$exists', () => {
    expect(matches(doc, { email: { $exists: true } })).toBe(true);
    expect(matches(doc, { phone: { $exists: true } })).toBe(false);
    expect(matches(doc, { phone: { $exists: false } })).toBe(true);
  });

  it('$or and $and, nested', () => {
    expect(matches(doc, { $or: [{ status: 'read' }, { rating: 4 }] })).toBe(true);
    expect(matches(doc, { $or: [{ status: 'read' }, { rating: 5 }] })).toBe(false);
    expect(matches(doc, { $and: [{ status: 'unread' }, { rating: { $gte: 4 } }] })).toBe(true);
    expect(matches(doc, { $and: [{ status: 'unread' }, { rating: { $gt: 4 } }] })).toBe(false);
    expect(
      matches(doc, { status: 'unread', $or: [{ $and: [{ rating: 4 }, { tags: 'pac' }] }, { name: 'x' }] }),
    ).toBe(true);
  });

  it('an empty, null or absent filter matches everything', () => {
    expect(matches(doc, {})).toBe(true);
    expect(compileFilter(undefined)(doc)).toBe(true);
    expect(compileFilter(null)(doc)).toBe(true);
  });
});

describe('usesRegex', () => {
  it('finds $regex at any depth, and nothing else', () => {
    expect(usesRegex({ name: { $regex: 'a' } })).toBe(true);
    expect(usesRegex({ $or: [{ a: 1 }, { $and: [{ b: { $regex: 'x', $options: 'i' } }] }] })).toBe(true);
    expect(usesRegex({ name: 'regex', $or: [{ status: { $in: ['$regex'] } }] })).toBe(false);
    expect(usesRegex(undefined)).toBe(false);
  });
});

describe('validateFilter', () => {
  const bad: [string, unknown][] = [
    ['unknown operator', { name: { $where: 'x' } }],
    ['unknown top-level operator', { $nor: [{ a: 1 }] }],
    ['$in without a list', { status: { $in: 'read' } }],
    ['$nin without a list', { status: { $nin: 3 } }],
    ['$gt with an object', { rating: { $gt: { x: 1 } } }],
    ['$exists with a string', { email: { $exists: 'yes' } }],
    ['$regex that is not a string', { name: { $regex: 3 } }],
    ['invalid regex', { name: { $regex: '(' } }],
    ['regex too long', { name: { $regex: 'a'.repeat(MAX_REGEX_LENGTH + 1) } }],
    ['catastrophic regex', { name: { $regex: '(a+)+$' } }],
    // Exponential without nested quantifiers: only literal patterns are accepted now.
    ['alternation under a star', { name: { $regex: '^(a|a)*$' } }],
    ['repeated group of wildcards', { name: { $regex: '(.*a){12}$' } }],
    ['adjacent overlapping stars', { name: { $regex: '\\w*\\w*!' } }],
    ['a wildcard', { name: { $regex: 'a.b' } }],
    ['unknown regex flag', { name: { $regex: 'a', $options: 'g' } }],
    ['$options alone', { name: { $options: 'i' } }],
    ['operators mixed with fields', { consent: { $exists: true, analytics: true } }],
    ['$or not a list', { $or: { a: 1 } }],
    ['empty $or', { $or: [] }],
    ['$and with a non-object clause', { $and: ['x'] }],
    ['a filter that is a list', [{ a: 1 }]],
    ['a filter that is a string', 'name'],
    ['an empty path segment', { 'consent..analytics': true }],
  ];
  it.each(bad)('rejects %s with a French QueryError', (_label, filter) => {
    expect(() => validateFilter(filter)).toThrow(QueryError);
    try {
      validateFilter(filter);
    } catch (error) {
      expect((error as Error).message).toMatch(/[a-zé]{3,}/);
      expect((error as Error).message).not.toMatch(/undefined/);
    }
  });

  it('accepts literal text as the back-office search escapes it, anchored or not', () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const pattern of [
      'martin',
      '^claire@exemple\\.fr$',
      escape('Dupont (fils) [2] + 5 * 3 ?'),
      'été l’hiver',
    ]) {
      expect(() => validateFilter({ name: { $regex: pattern, $options: 'i' } }), pattern).not.toThrow();
    }
    expect(
      matches({ name: 'M. Dupont (fils)' }, { name: { $regex: escape('dupont (fils)'), $options: 'i' } }),
    ).toBe(true);
  });

  it('rejects absurdly deep nesting instead of overflowing the stack', () => {
    let filter: Record<string, unknown> = { a: 1 };
    for (let i = 0; i < 50; i++) filter = { $and: [filter] };
    expect(() => validateFilter(filter)).toThrow(QueryError);
  });

  it('accepts every supported operator', () => {
    expect(() =>
      validateFilter({
        a: { $in: [1], $nin: [2], $ne: 3, $gt: 0, $gte: 0, $lt: 9, $lte: 9, $exists: true },
        b: { $regex: 'x', $options: 'i' },
        $or: [{ c: 1 }],
        $and: [{ d: 2 }],
      }),
    ).not.toThrow();
  });
});

describe('compareBy', () => {
  const rows = [
    { id: 1, name: 'Émile', n: 3, date: '2024-01-02T00:00:00.000Z' },
    { id: 2, name: 'zoé', n: 1, date: '2024-01-01T00:00:00.000Z' },
    { id: 3, name: 'Alice', n: 3 },
    { id: 4, name: 'élodie', n: 2, date: '2024-01-03T00:00:00.000Z' },
    { id: 5, name: 'Bruno', n: 1, date: '2024-01-02T00:00:00.000Z' },
  ];
  const ids = (sorted: { id: number }[]) => sorted.map((r) => r.id);

  it('sorts numbers both ways, stably', () => {
    expect(ids([...rows].sort(compareBy({ n: 1 })))).toEqual([2, 5, 4, 1, 3]);
    expect(ids([...rows].sort(compareBy({ n: -1 })))).toEqual([1, 3, 4, 2, 5]);
  });

  it('uses later keys to break ties', () => {
    expect(ids([...rows].sort(compareBy({ n: 1, date: -1 })))).toEqual([5, 2, 4, 1, 3]);
  });

  it('puts missing values last in both directions', () => {
    expect(ids([...rows].sort(compareBy({ date: 1 })))).toEqual([2, 1, 5, 4, 3]);
    expect(ids([...rows].sort(compareBy({ date: -1 })))).toEqual([4, 1, 5, 2, 3]);
    expect(ids([...rows].sort(compareBy({ unknown: 1 })))).toEqual([1, 2, 3, 4, 5]);
  });

  it('orders French text alphabetically, accents beside their letter', () => {
    expect(ids([...rows].sort(compareBy({ name: 1 })))).toEqual([3, 5, 4, 1, 2]);
  });

  it('rejects a bad sort with a QueryError', () => {
    expect(() => compareBy({ name: 2 as 1 })).toThrow(QueryError);
    expect(() => compareBy('name' as unknown as Record<string, 1>)).toThrow(QueryError);
    expect(() => compareBy({ $natural: 1 })).toThrow(QueryError);
  });
});
