import { z } from 'zod';
import { COOKIE_CONSENT } from './constants';

/** The visitor's choice, kept in local storage under 'cookie-consent' (never sent to the backend). */
export const cookieConsentSchema = z.strictObject({
  essential: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  version: z.number().int(),
  date: z.iso.datetime(),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

/** A saved choice is valid while its version is current and it is less than 13 months old. */
export function isConsentValid(consent: CookieConsent, now: Date = new Date()): boolean {
  if (consent.version !== COOKIE_CONSENT.version) return false;
  const expiry = new Date(consent.date);
  expiry.setMonth(expiry.getMonth() + COOKIE_CONSENT.maxAgeMonths);
  return now < expiry;
}
