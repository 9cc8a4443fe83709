import { useSyncExternalStore } from 'react';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { CONSENT_CHANGE_EVENT, storeConsent, type ConsentChoice } from './consentChoice';
import { readConsent } from './storedConsent';

export { readConsent };
export {
  ALL_COOKIES,
  COOKIE_BANNER_DELAY_MS,
  NO_OPTIONAL_COOKIES,
  type ConsentChoice,
} from './consentChoice';

type Listener = () => void;
const changeListeners = new Set<Listener>();
// undefined = not read yet (storage is read lazily, never on the server).
let current: CookieConsent | null | undefined;

/** Saves the choice with its date and the current version; the page's banner and every listener hear of it. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  return storeConsent(choice, now);
}

function onChange(event: Event): void {
  current = (event as CustomEvent<CookieConsent>).detail;
  changeListeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== COOKIE_CONSENT.storageKey) return;
  current = readConsent();
  changeListeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  if (changeListeners.size === 0) {
    window.addEventListener('storage', onStorage);
    // A choice made on this page, here or by the banner's script (consentChoice.ts).
    document.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  }
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
    if (changeListeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    document.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    current = undefined; // no one hears of changes any more: read storage again next time
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
