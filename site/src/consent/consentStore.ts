import { useSyncExternalStore } from 'react';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import { COOKIE_CONSENT, isConsentValid, parseCookieConsent } from '@shared/domain/cookieConsentRules';

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

/** Opens the "Paramètres des Cookies" dialog (the footer's "Gérer les cookies" button). */
export function openConsentSettings(): void {
  settingsListeners.forEach((listener) => listener());
}

export function onConsentSettingsRequest(listener: Listener): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

/** Tests only: forget the cached choice so the next read goes back to storage. */
export function resetConsentCache(): void {
  current = undefined;
}
