import type { CookieConsent } from '@shared/domain/cookieConsent';
import { recordThisPageview } from './pageviews';

/*
 * The loader's page-view module, without React: all a returning visitor who accepted analytics downloads. It imports
 * nothing lazily, so it carries no loading helper (docs/islands.md#budgets); a choice made in the banner has its
 * own module (choice.ts).
 */

/**
 * Records this page's view when `consent` accepts analytics, once per page: imported by the loader for a visitor
 * whose stored choice does (it hands over the choice it already read, so this module carries no code to read it),
 * by choice.ts, and by the consent island when analytics is accepted in its dialog.
 */
export default function recordStoredConsentPageview(
  consent: Pick<CookieConsent, 'analytics' | 'version'> | null,
): void {
  recordThisPageview(consent);
}
