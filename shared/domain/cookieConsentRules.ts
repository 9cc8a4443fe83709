import type { CookieConsent } from './cookieConsent';

/*
 * The consent rules without zod: the banner runs on every page's first load, where full zod would cost
 * more than the whole feature. `cookieConsentSchema` stays the reference (a test proves they agree).
 */

/** Where the choice is kept in local storage; asked again when the version changes or after 13 months (CNIL). */
export const COOKIE_CONSENT = {
  storageKey: 'cookie-consent',
  version: 1,
  maxAgeMonths: 13,
} as const;

/** The four cookie categories of the choice, essential ones (always on) first. */
export const COOKIE_CATEGORIES = ['essential', 'functional', 'analytics', 'marketing'] as const;

const KEYS = [...COOKIE_CATEGORIES, 'version', 'date'] as const;
// z.iso.datetime(): UTC ('Z'), minutes required, seconds and fraction optional.
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;

/** The stored choice if `value` has exactly the shape of `cookieConsentSchema`, else null. */
export function parseCookieConsent(value: unknown): CookieConsent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== KEYS.length || !KEYS.every((key) => key in record)) return null;
  const { essential, functional, analytics, marketing, version, date } = record;
  if (essential !== true) return null;
  if (![functional, analytics, marketing].every((flag) => typeof flag === 'boolean')) return null;
  if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
  if (typeof date !== 'string' || !ISO_UTC.test(date) || Number.isNaN(Date.parse(date))) return null;
  return record as CookieConsent;
}

/** A saved choice is valid while its version is current and it is less than 13 months old. */
export function isConsentValid(consent: CookieConsent, now: Date = new Date()): boolean {
  if (consent.version !== COOKIE_CONSENT.version) return false;
  const expiry = new Date(consent.date);
  expiry.setMonth(expiry.getMonth() + COOKIE_CONSENT.maxAgeMonths);
  return now < expiry;
}
