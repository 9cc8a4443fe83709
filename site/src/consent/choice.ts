import type { ConsentMethod } from '@shared/domain/consents';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import { platform } from '@shared/http/platform';
import { recordConsentProof } from './consentProof';

/*
 * What a choice made in the banner downloads (bannerScript.ts, through the loader): its proof
 * (docs/newsletter.md#preuve-du-consentement) with the platform client that sends it, all preloaded at once, and
 * the page view when analytics is on. Apart from pageview.ts, so that a returning visitor's page view loads none of
 * this; the page view is that module's, imported as the loader does (one file of its own, not split between the two).
 */

/** A choice just made in the banner: its proof, and the page view. */
export function recordChoice(consent: CookieConsent, method: ConsentMethod): void {
  const ignore = () => {
    // The choice applies at once; a proof or a page view that could not be stored is not the visitor's problem.
  };
  recordConsentProof(consent, method, platform).catch(ignore);
  if (consent.analytics) import('./pageview').then(({ default: record }) => record(consent), ignore);
}
