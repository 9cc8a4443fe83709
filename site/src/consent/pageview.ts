import type { ConsentMethod } from '@shared/domain/consents';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import { recordConsentProof } from './consentProof';
import { recordThisPageview } from './pageviews';
import { readConsent } from './storedConsent';

/*
 * The loader's consent module, without React: it records this page's view for a visitor whose stored choice
 * accepts analytics, and the proof of a choice made in the banner (bannerScript.ts).
 */

/** Imported by the loader for a visitor whose stored choice accepts analytics: records this page's view. */
export default function recordStoredConsentPageview(): void {
  recordThisPageview(readConsent());
}

/** A choice just made in the banner: its proof (docs/newsletter.md#preuve-du-consentement), and the page view. */
export function recordChoice(consent: CookieConsent, method: ConsentMethod): void {
  recordConsentProof(consent, method).catch(() => {
    // The choice applies at once; a proof that could not be stored is not the visitor's problem.
  });
  recordThisPageview(consent);
}
