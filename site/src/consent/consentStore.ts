import { useSyncExternalStore } from 'react';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { WAKE_EVENT } from '../islands/islandMap';
import { readConsent } from './storedConsent';

export { readConsent };

/** What the visitor chooses; essential cookies are always on and not a choice. */
export type ConsentChoice = Pick<CookieConsent, 'functional' | 'analytics' | 'marketing'>;

/** With no valid choice saved, the banner asks this long after the page loads (ConsentManager). */
export const COOKIE_BANNER_DELAY_MS = 1000;

export const NO_OPTIONAL_COOKIES: ConsentChoice = { functional: false, analytics: false, marketing: false };
export const ALL_COOKIES: ConsentChoice = { functional: true, analytics: true, marketing: true };

type Listener = () => void;
const changeListeners = new Set<Listener>();
const settingsListeners = new Set<Listener>();
// undefined = not read yet (storage is read lazily, never on the server).
let current: CookieConsent | null | undefined;

/** Saves the choice with its date and the current version, then tells every listener. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
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
  current = consent;
  changeListeners.forEach((listener) => listener());
  return consent;
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== COOKIE_CONSENT.storageKey) return;
  current = readConsent();
  changeListeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  if (changeListeners.size === 0) window.addEventListener('storage', onStorage);
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
    if (changeListeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): CookieConsent | null {
  if (current === undefined) current = readConsent();
  return current;
}

/** The current valid choice (null before any choice, on the server and during hydration). */
export function useConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

let settingsRequested = false;

/**
 * Opens the "Paramètres des Cookies" dialog (the footer's "Gérer les cookies" button). When the consent island is
 * not awake yet (a visitor whose choice is stored), the request waits for it and wakes it.
 */
export function openConsentSettings(): void {
  if (settingsListeners.size > 0) {
    settingsListeners.forEach((listener) => listener());
    return;
  }
  settingsRequested = true;
  document.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: 'consent' }));
}

/** Listens for requests to open the dialog; one made before anyone listened is delivered at once. */
export function onConsentSettingsRequest(listener: Listener): () => void {
  settingsListeners.add(listener);
  if (settingsRequested) {
    settingsRequested = false;
    listener();
  }
  return () => settingsListeners.delete(listener);
}

/** Tests only: forget the cached choice so the next read goes back to storage. */
export function resetConsentCache(): void {
  current = undefined;
}
