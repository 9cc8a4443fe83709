import { describe, expect, it } from 'vitest';
import { isLikelyBot } from './botCheck';

describe('isLikelyBot', () => {
  it('accepts an empty honeypot after 3 s or more', () => {
    expect(isLikelyBot({ honeypot: '', shownAt: 1000, submittedAt: 4000 })).toBe(false);
  });
  it('drops a filled honeypot', () => {
    expect(isLikelyBot({ honeypot: 'https://spam.example', shownAt: 0, submittedAt: 60_000 })).toBe(true);
  });
  it('drops a submission under 3 s, or before the form was shown', () => {
    expect(isLikelyBot({ honeypot: '', shownAt: 1000, submittedAt: 3999 })).toBe(true);
    expect(isLikelyBot({ honeypot: '', shownAt: null, submittedAt: 60_000 })).toBe(true);
  });
});
