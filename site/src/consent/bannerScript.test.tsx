// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentMethod } from '@shared/domain/consents';
import { cookieConsentSchema, type CookieConsent } from '@shared/domain/cookieConsent';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { WAKE_EVENT } from '../islands/islandMap';
import { startCookieBanner, type ChoiceRecorder } from './bannerScript';
import { ConsentBanner } from './ConsentBanner';
import {
  ALL_COOKIES,
  COOKIE_BANNER_DELAY_MS,
  onConsentSettingsRequest,
  storeConsent,
  type SettingsMethod,
} from './consentChoice';
import { ManageCookiesButton } from './ManageCookiesButton';
import { readConsent } from './storedConsent';

const NOW = new Date('2026-06-10T08:00:00.000Z');
const KEY = COOKIE_CONSENT.storageKey;

let stop: () => void = () => {};
let recorded: [CookieConsent, ConsentMethod][] = [];
let woken: unknown[] = [];
const onWake = (event: Event) => woken.push((event as CustomEvent).detail);

/** A page as prerendered: the banner (hidden) and the footer's button; then the loader starts the script. */
function loadPage(
  recorder: () => Promise<ChoiceRecorder> = async () => ({
    recordChoice: (consent, method) => void recorded.push([consent, method]),
  }),
) {
  document.body.innerHTML = `${renderToStaticMarkup(<ConsentBanner />)}<footer>${renderToStaticMarkup(
    <ManageCookiesButton />,
  )}</footer>${CHAT}`;
  stop = startCookieBanner({ consent: readConsent(), loadRecorder: recorder });
}

/** The chat as prerendered (ChatWidget.tsx): the only part of the page that sits above the banner. */
const CHAT = '<aside data-above-cookie-banner=""></aside>';
const chat = () => document.querySelector<HTMLElement>('aside[data-above-cookie-banner]')!;
const banner = () => document.getElementById('cookie-banner')!;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ now: NOW });
  recorded = [];
  woken = [];
  document.addEventListener(WAKE_EVENT, onWake);
});
afterEach(() => {
  stop();
  document.removeEventListener(WAKE_EVENT, onWake);
  delete document.documentElement.dataset.consentSettings;
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('the cookie banner’s script (no React)', () => {
  it('is in the HTML but hidden, and shows 1 s after load with its three buttons, refusing as visible as accepting', async () => {
    loadPage();
    expect(banner().hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS - 1);
    expect(banner().hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(banner().hidden).toBe(false);
    expect(banner().getAttribute('aria-labelledby')).toBe('cookie-banner-title');
    expect([...banner().querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Personnaliser',
      'Essentiels uniquement',
      'Accepter tout',
    ]);
    const refuse = button('Essentiels uniquement');
    const accept = button('Accepter tout');
    expect(refuse.className).toBe(accept.className);
    expect(refuse.parentElement).toBe(accept.parentElement);
    // Its height is published for the chat's button, which sits above it.
    expect(chat().style.getPropertyValue('--consent-banner-height')).toMatch(/^\d+px$/);
    expect(woken).toEqual([]); // nothing of React asked for
  });

  it('publishes its height to the chat alone: nothing set on <html>, which would restyle the whole page', async () => {
    loadPage();
    await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS);
    expect(banner().hidden).toBe(false);
    expect(chat().style.getPropertyValue('--consent-banner-height')).toMatch(/^\d+px$/);
    expect(document.documentElement.getAttribute('style')).toBeNull();
    expect(document.body.getAttribute('style')).toBeNull();
  });

  it('stays hidden while a valid choice is stored, and shows again for an old version or a 13-month-old choice', async () => {
    const choice = { essential: true, functional: false, analytics: false, marketing: false };
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ ...choice, version: 1, date: '2026-06-01T00:00:00.000Z' }),
    );
    loadPage();
    await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS * 3);
    expect(banner().hidden).toBe(true);
    for (const saved of [
      { ...choice, version: COOKIE_CONSENT.version + 1, date: '2026-06-01T00:00:00.000Z' },
      { ...choice, version: COOKIE_CONSENT.version, date: '2025-05-09T08:00:00.000Z' },
      { essential: true, analytics: 'oui' },
    ]) {
      stop();
      window.localStorage.setItem(KEY, JSON.stringify(saved));
      loadPage();
      await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS);
      expect(banner().hidden).toBe(false);
    }
  });

  it('« Essentiels uniquement » stores a refusal with version and date, hides the banner and sends its proof', async () => {
    loadPage();
    await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS);
    button('Essentiels uniquement').click();
    expect(banner().hidden).toBe(true);
    expect(stored()).toEqual({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      version: COOKIE_CONSENT.version,
      date: new Date(NOW.getTime() + COOKIE_BANNER_DELAY_MS).toISOString(),
    });
    expect(cookieConsentSchema.safeParse(stored()).success).toBe(true);
    expect(chat().style.getPropertyValue('--consent-banner-height')).toBe('');
    await settle();
    expect(recorded).toEqual([[stored(), 'banner']]);
  });

  it('« Accepter tout » stores every category and hands that choice to the recorder (proof, page view)', async () => {
    loadPage();
    await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS);
    button('Accepter tout').click();
    expect(stored()).toMatchObject({ essential: true, functional: true, analytics: true, marketing: true });
    expect(banner().hidden).toBe(true);
    await settle();
    expect(recorded.map(([consent, method]) => [consent.analytics, method])).toEqual([[true, 'banner']]);
  });

  it('keeps the choice, silently, when the recorder cannot be downloaded', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      loadPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS);
      button('Accepter tout').click();
      await settle();
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(stored()).toMatchObject({ analytics: true });
      expect(banner().hidden).toBe(true);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('« Personnaliser » and « Gérer les cookies » ask for the dialog, saying which, and wake its island; pointing at them starts the download', async () => {
    loadPage();
    await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS);
    button('Personnaliser').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(woken).toEqual(['consent']);
    button('Personnaliser').click();
    expect(woken).toEqual(['consent', 'consent']);
    // The island, once awake, takes the request that waited for it.
    const requests: SettingsMethod[] = [];
    const stopListening = onConsentSettingsRequest((method) => requests.push(method));
    expect(requests).toEqual(['dialog']);
    button('Gérer les cookies').click();
    expect(requests).toEqual(['dialog', 'footer']);
    stopListening();
    expect(banner().hidden).toBe(false); // opening the dialog is no choice
    expect(stored()).toBeNull();
  });

  it('hides the banner when the choice is made in the dialog or in another tab', async () => {
    loadPage();
    await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS);
    storeConsent(ALL_COOKIES); // the dialog saves through the same function
    expect(banner().hidden).toBe(true);
    expect(recorded).toEqual([]); // the dialog sends its own proof

    stop();
    window.localStorage.clear();
    loadPage();
    await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS);
    expect(banner().hidden).toBe(false);
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ ...ALL_COOKIES, essential: true, version: 1, date: NOW.toISOString() }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(banner().hidden).toBe(true);
  });

  it('does not show when the choice was made before its delay ran out', async () => {
    loadPage();
    storeConsent(ALL_COOKIES);
    await vi.advanceTimersByTimeAsync(COOKIE_BANNER_DELAY_MS * 2);
    expect(banner().hidden).toBe(true);
  });
});
