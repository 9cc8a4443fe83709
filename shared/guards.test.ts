import { describe, expect, it } from 'vitest';
import { isPlainObject, isRecord } from './guards';

describe('isRecord', () => {
  it('accepts objects, refuses null, arrays and primitives', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(new Error('x'))).toBe(true);
    for (const value of [null, undefined, [], 'a', 1, true]) expect(isRecord(value)).toBe(false);
  });
});

describe('isPlainObject', () => {
  it('accepts only objects made like JSON.parse makes them', () => {
    expect(isPlainObject(JSON.parse('{"a":1}'))).toBe(true);
    for (const value of [new Date(), new Map(), Object.create(null), [], null]) {
      expect(isPlainObject(value)).toBe(false);
    }
  });
});
