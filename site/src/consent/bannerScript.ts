import type { ConsentMethod } from '@shared/domain/consents';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { WAKE_EVENT } from '../islands/islandMap';
import {
  ALL_COOKIES,
  CONSENT_CHANGE_EVENT,
  COOKIE_BANNER_DELAY_MS,
  NO_OPTIONAL_COOKIES,
  requestConsentSettings,
  storeConsent,
} from './consentChoice';
import { readConsent } from './storedConsent';

/*
 * The cookie banner's script, run by the pages' loader (islands/loader.ts): no React. The banner is HTML in every
 * page (ConsentBanner.tsx); this shows it, stores the choice of its two buttons, and has the proof of that choice
 * sent by the choice's module (choice.ts). « Personnaliser » and the footer's « Gérer les cookies » open the
 * dialog, which is the consent island (React, on demand). docs/islands.md#la-bannière-des-cookies
 */

/** What the choice's module offers (choice.ts): the proof of a choice, and its page view when analytics is on. */
export interface ChoiceRecorder {
  recordChoice(consent: CookieConsent, method: ConsentMethod): void;
}

export interface CookieBannerOptions {
  /**
   * The choice stored when the page loaded (null: none, or no longer valid). Left out, it is read only when the
   * banner's delay is over, as `show` reads it again anyway: the loader's own task reads no storage
   * (docs/islands.md#tâches).
   */
  consent?: CookieConsent | null;
  /** Downloads the recorder (the platform client with it): only once a choice is made. */
  loadRecorder: () => Promise<ChoiceRecorder>;
}

const BANNER = '#cookie-banner';
const HEIGHT_VARIABLE = '--consent-banner-height';
/** What sits above the banner and reads its height: the chat (ChatWidget.tsx, Chat.module.css). */
const ABOVE_BANNER = '[data-above-cookie-banner]';

/** Sets the banner's behaviour on the page; returns what removes it (tests start it more than once). */
export function startCookieBanner({ consent, loadRecorder }: CookieBannerOptions): () => void {
  const banner = () => document.querySelector<HTMLElement>(BANNER);
  let resize: ResizeObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    const element = banner();
    if (!element || readConsent()) return; // chosen meanwhile (the dialog, another tab)
    element.hidden = false;
    // Its height, for the chat's button to sit above it: read once the browser has laid the banner out (a
    // ResizeObserver, no layout forced in this task), and set on the chat alone, not on <html>, where a custom
    // property restyles every element of the page (docs/islands.md#tâches).
    const publish = () => {
      const height = `${element.offsetHeight}px`;
      for (const above of document.querySelectorAll<HTMLElement>(ABOVE_BANNER))
        above.style.setProperty(HEIGHT_VARIABLE, height);
    };
    if (typeof ResizeObserver === 'undefined') publish();
    else {
      resize = new ResizeObserver(publish);
      resize.observe(element);
    }
  };
  const hide = () => {
    clearTimeout(timer);
    resize?.disconnect();
    for (const above of document.querySelectorAll<HTMLElement>(ABOVE_BANNER))
      above.style.removeProperty(HEIGHT_VARIABLE);
    const element = banner();
    if (element) element.hidden = true;
  };

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const choice = target?.closest<HTMLElement>(`${BANNER} [data-consent-choice]`)?.dataset.consentChoice;
    if (choice) {
      // Stored and applied now (the banner hides on the change event); the proof follows with its module.
      const stored = storeConsent(choice === 'all' ? ALL_COOKIES : NO_OPTIONAL_COOKIES);
      loadRecorder().then(
        (recorder) => recorder.recordChoice(stored, 'banner'),
        () => {
          // Offline or a new deployment: the choice applies; the proof is not the visitor's problem.
        },
      );
      return;
    }
    const open = target?.closest<HTMLElement>('[data-consent-open]')?.dataset.consentOpen;
    if (open === 'dialog' || open === 'footer') requestConsentSettings(open);
  };
  // Pointing at, touching or focusing a button that opens the dialog starts downloading it.
  const onInterest = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-consent-open]'))
      document.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: 'consent' }));
  };
  const onStorage = (event: StorageEvent) => {
    if ((event.key === null || event.key === COOKIE_CONSENT.storageKey) && readConsent()) hide();
  };

  document.addEventListener('click', onClick);
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, onInterest, { passive: true });
  document.addEventListener(CONSENT_CHANGE_EVENT, hide);
  window.addEventListener('storage', onStorage);
  if (!consent) timer = setTimeout(show, COOKIE_BANNER_DELAY_MS);

  return () => {
    hide();
    document.removeEventListener('click', onClick);
    for (const type of ['pointerover', 'focusin', 'touchstart'])
      document.removeEventListener(type, onInterest);
    document.removeEventListener(CONSENT_CHANGE_EVENT, hide);
    window.removeEventListener('storage', onStorage);
  };
}
