import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieConsentSchema } from './cookieConsent';
import { COOKIE_CONSENT, isConsentValid, parseCookieConsent } from './cookieConsentRules';

const consent = fc.record({
  essential: fc.constant(true as const),
  functional: fc.boolean(),
  analytics: fc.boolean(),
  marketing: fc.boolean(),
  version: fc.integer({ min: -5, max: 1000 }),
  date: fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
});

// Values that break one rule each, to check both validators refuse the same things.
const broken = fc.oneof(
  consent.map((c) => ({ ...c, essential: false })),
  consent.map((c) => ({ ...c, analytics: 'true' })),
  consent.map((c) => ({ ...c, version: 1.5 })),
  consent.map((c) => ({ ...c, version: '1' })),
  consent.map((c) => ({ ...c, date: c.date.replace('Z', '+02:00') })),
  consent.map((c) => ({ ...c, date: c.date.slice(0, 10) })),
  consent.map((c) => ({ ...c, extra: 1 })),
  consent.map(({ marketing: _omitted, ...rest }) => rest),
  fc.constantFrom(null, 'cookie', 42, [], {}),
);

describe('parseCookieConsent (the zod-free check of the first load)', () => {
  it('accepts exactly what cookieConsentSchema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(consent, broken), (value) => {
        expect(parseCookieConsent(value) !== null).toBe(cookieConsentSchema.safeParse(value).success);
      }),
    );
  });

  it('accepts the shape the banner writes', () => {
    const saved = {
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
      version: 1,
      date: '2025-03-01T10:00:00.000Z',
    };
    expect(parseCookieConsent(saved)).toEqual(saved);
  });
});

describe('isConsentValid', () => {
  const base = { essential: true as const, functional: false, analytics: true, marketing: false };

  it('asks again after 13 months', () => {
    const given = { ...base, version: COOKIE_CONSENT.version, date: '2025-01-15T10:00:00.000Z' };
    expect(isConsentValid(given, new Date('2026-02-15T09:59:00.000Z'))).toBe(true);
    expect(isConsentValid(given, new Date('2026-02-15T10:00:00.000Z'))).toBe(false);
  });

  it('asks again when the version changes', () => {
    const old = { ...base, version: COOKIE_CONSENT.version - 1, date: new Date().toISOString() };
    expect(isConsentValid(old)).toBe(false);
  });
});
