import { describe, expect, it } from 'vitest';
import { escapeRegex } from './regex';

describe('escapeRegex', () => {
  it('escapes every regex metacharacter', () => {
    const special = '.*+?^${}()|[]\\';
    expect(new RegExp(escapeRegex(special)).test(`a${special}b`)).toBe(true);
    expect(new RegExp(`^${escapeRegex('a.b')}$`).test('axb')).toBe(false);
  });
});
