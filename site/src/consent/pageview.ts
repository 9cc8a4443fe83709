import { recordThisPageview } from './pageviews';
import { readConsent } from './storedConsent';

/** Imported by the loader for a visitor whose stored choice accepts analytics: records this page's view. */
export default function recordStoredConsentPageview(): void {
  recordThisPageview(readConsent());
}
