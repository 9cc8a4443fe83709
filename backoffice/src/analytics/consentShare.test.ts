import { describe, expect, it } from 'vitest';
import { consentShare } from './consentShare';

const proof = (visitorId: string, date: string, analytics: boolean) => ({
  visitorId,
  date,
  categories: { functional: false, analytics, marketing: false },
});

describe('share of visitors who accepted the audience measurement', () => {
  it('counts each visitor once, by their latest choice', () => {
    expect(
      consentShare([
        proof('a', '2026-11-01T10:00:00.000Z', true),
        proof('a', '2026-11-02T10:00:00.000Z', false),
        proof('b', '2026-11-03T10:00:00.000Z', true),
        proof('c', '2026-11-05T10:00:00.000Z', false),
        proof('c', '2026-11-04T10:00:00.000Z', true),
      ]),
    ).toEqual({ accepted: 1, visitors: 3 });
  });

  it('is empty without choices', () => {
    expect(consentShare([])).toEqual({ accepted: 0, visitors: 0 });
  });
});
