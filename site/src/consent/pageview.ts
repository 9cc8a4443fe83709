import type { ConsentMethod } from '@shared/domain/consents';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import { recordThisPageview } from './pageviews';

/*
 * The loader's consent module, without React: it records this page's view for a visitor whose stored choice
 * accepts analytics, and the proof of a choice made in the banner (bannerScript.ts).
 */

/**
 * Imported by the loader for a visitor whose stored choice accepts analytics: records this page's view. The loader
 * hands over the choice it already read, so this module carries no code to read it (docs/islands.md#budgets).
 */
export default function recordStoredConsentPageview(
  consent: Pick<CookieConsent, 'analytics' | 'version'> | null,
): void {
  recordThisPageview(consent);
}

/** A choice just made in the banner: its proof (docs/newsletter.md#preuve-du-consentement), and the page view. */
export function recordChoice(consent: CookieConsent, method: ConsentMethod): void {
  // Loaded with the choice only: a returning visitor's page view needs none of it (docs/islands.md#budgets).
  import('./consentProof')
    .then(({ recordConsentProof }) => recordConsentProof(consent, method))
    .catch(() => {
      // The choice applies at once; a proof that could not be stored is not the visitor's problem.
    });
  recordThisPageview(consent);
}
