import type { BrowserContext } from 'playwright-core';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';

/** A cookie choice as the banner stores it, made now: « Essentiels uniquement », or with analytics accepted. */
export function cookieChoice({ analytics = false } = {}): CookieConsent {
  return {
    essential: true,
    functional: false,
    analytics,
    marketing: false,
    version: COOKIE_CONSENT.version,
    date: new Date().toISOString(),
  };
}

/**
 * A returning visitor: from the context's next page on, the cookie choice is already stored, so the banner never
 * covers what a test clicks (no vitest import: the measuring scripts use it too).
 */
export async function storeCookieChoice(
  context: BrowserContext,
  options: { analytics?: boolean } = {},
): Promise<void> {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    COOKIE_CONSENT.storageKey,
    JSON.stringify(cookieChoice(options)),
  ] as const);
}
