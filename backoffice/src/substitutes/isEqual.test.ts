import fc from 'fast-check';
import lodashIsEqual from 'lodash/isEqual';
import { describe, expect, it } from 'vitest';
import isEqual from './isEqual';

/** What react-admin compares: list parameters, filters, stored settings, form values (JSON, dates, nested). */
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -3, max: 3 }),
    fc.double({ noDefaultInfinity: true }),
    fc.constantFrom('', 'a', 'b', 'createdAt', 'DESC'),
    fc.date({ min: new Date(0), max: new Date(4_102_444_800_000), noInvalidDate: true }),
  ),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('q', 'status', 'page', 'sort', 'filter'), tie('node'), { maxKeys: 3 }),
  ),
}));

describe('react-admin’s isEqual, as dequal', () => {
  it('answers as lodash’s for the values react-admin compares, equal or not', () => {
    fc.assert(
      fc.property(value.node, value.node, (a, b) => {
        expect(isEqual(a, b)).toBe(lodashIsEqual(a, b));
        expect(isEqual(a, structuredClone(a))).toBe(lodashIsEqual(a, structuredClone(a)));
      }),
    );
  });

  it.each([
    [{ page: 1, filter: { q: 'a' } }, { filter: { q: 'a' }, page: 1 }, true],
    [{ q: undefined }, {}, false],
    [[1, 2], [2, 1], false],
    [new Date(0), new Date(0), true],
    [Number.NaN, Number.NaN, true],
    [new Map([['a', 1]]), new Map([['a', 1]]), true],
    [new Set([1]), new Set([2]), false],
  ])('%o and %o: %s', (a, b, equal) => {
    expect(isEqual(a, b)).toBe(equal);
    expect(lodashIsEqual(a, b)).toBe(equal);
  });
});
