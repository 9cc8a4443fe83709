import { describe, expect, it } from 'vitest';
import { botVerdict, pageShownAt } from './botCheck';

describe('botVerdict', () => {
  it('sends an empty honeypot after 3 s or more', () => {
    expect(botVerdict({ honeypot: '', shownAt: 1000, submittedAt: 4000 })).toBe('send');
  });
  it('drops a filled honeypot, however slow', () => {
    expect(botVerdict({ honeypot: 'https://spam.example', shownAt: 0, submittedAt: 60_000 })).toBe('bot');
  });
  it('calls a submission under 3 s too fast, not a bot', () => {
    expect(botVerdict({ honeypot: '', shownAt: 1000, submittedAt: 3999 })).toBe('too-fast');
  });
});

describe('pageShownAt', () => {
  it('is when the page started loading, not when it is asked', () => {
    const shown = pageShownAt();
    expect(shown).toBe(Math.round(performance.timeOrigin));
    expect(shown).toBeLessThan(Date.now());
  });
});
