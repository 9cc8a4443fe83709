import type { CookieConsent } from '@shared/domain/cookieConsent';
import { COOKIE_CONSENT, isConsentValid, parseCookieConsent } from '@shared/domain/cookieConsentRules';

/*
 * Reading the stored choice, without React: the pages' loader (islands/loader.ts) asks it before waking the banner,
 * and the page-view recorder before recording.
 */

/** The saved choice if it is well formed, of the current version and less than 13 months old; else null. */
export function readConsent(now: Date = new Date()): CookieConsent | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(COOKIE_CONSENT.storageKey);
  } catch {
    return null; // storage disabled: ask every time, store nothing
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const consent = parseCookieConsent(value);
  return consent && isConsentValid(consent, now) ? consent : null;
}
