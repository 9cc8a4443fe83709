import type { ConsentMethod } from '@shared/domain/consents';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { WAKE_EVENT } from '../islands/islandMap';

/*
 * Making and announcing a cookie choice, without React: the pages' loader uses it for the banner
 * (bannerScript.ts), the consent island for its dialog (consentStore.ts). They are built apart and talk through
 * the document: an event when a choice is stored, an attribute of <html> for a request to open the dialog
 * (docs/islands.md#la-bannière-des-cookies).
 */

/** What the visitor chooses; essential cookies are always on and not a choice. */
export type ConsentChoice = Pick<CookieConsent, 'functional' | 'analytics' | 'marketing'>;

/** With no valid choice saved, the banner shows this long after the page loads (bannerScript.ts). */
export const COOKIE_BANNER_DELAY_MS = 1000;

export const NO_OPTIONAL_COOKIES: ConsentChoice = { functional: false, analytics: false, marketing: false };
export const ALL_COOKIES: ConsentChoice = { functional: true, analytics: true, marketing: true };

/** Dispatched on `document` with the stored `CookieConsent` as `detail` once a choice is saved. */
export const CONSENT_CHANGE_EVENT = 'consent:change';

/** Saves the choice with its date and the current version, then tells the page. */
export function storeConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = {
    essential: true,
    functional: choice.functional,
    analytics: choice.analytics,
    marketing: choice.marketing,
    version: COOKIE_CONSENT.version,
    date: now.toISOString(),
  };
  try {
    window.localStorage.setItem(COOKIE_CONSENT.storageKey, JSON.stringify(consent));
  } catch {
    // Storage full or disabled: the choice still applies to this visit.
  }
  document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: consent }));
  return consent;
}

/** Where the dialog was asked for: the banner's « Personnaliser » or the footer's « Gérer les cookies ». */
export type SettingsMethod = Extract<ConsentMethod, 'dialog' | 'footer'>;

const SETTINGS_EVENT = 'consent:settings';

const isSettingsMethod = (value: string | undefined): value is SettingsMethod =>
  value === 'dialog' || value === 'footer';

/**
 * Asks for the « Paramètres des Cookies » dialog. The request waits on <html> (`data-consent-settings`) until the
 * consent island takes it: that island is woken now, and may still be downloading.
 */
export function requestConsentSettings(method: SettingsMethod): void {
  document.documentElement.dataset.consentSettings = method;
  document.dispatchEvent(new CustomEvent(SETTINGS_EVENT));
  document.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: 'consent' }));
}

/** Takes each request for the dialog; one made before anyone listened is delivered at once. */
export function onConsentSettingsRequest(listener: (method: SettingsMethod) => void): () => void {
  const take = () => {
    const method = document.documentElement.dataset.consentSettings;
    if (!isSettingsMethod(method)) return;
    delete document.documentElement.dataset.consentSettings;
    listener(method);
  };
  document.addEventListener(SETTINGS_EVENT, take);
  take();
  return () => document.removeEventListener(SETTINGS_EVENT, take);
}
