// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { WAKE_EVENT } from './islandMap';
import { start } from './loader';

/*
 * The loader on a prerendered page, without the browser's module loading: a woken island shows as the
 * `modulepreload` hints of its files (set before the import, which has nothing to load here and fails quietly).
 */

const MAP = {
  runtime: ['/assets/runtime-1.js'],
  pageview: ['/assets/pageview-1.js'],
  islands: {
    menu: ['/assets/menu-1.js'],
    consent: ['/assets/consent-1.js'],
    form: ['/assets/form-1.js'],
    unsubscribe: ['/assets/unsubscribe-1.js'],
    header: ['/assets/header-1.js'],
  },
};

let stop: () => void = () => {};

function page(route: string, islands: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" data-route="${route}">${islands}
    <a href="/about">À propos</a><a href="/admin">Admin</a><a href="/sitemap.xml">Plan</a>
    <a href="https://ailleurs.example/">Ailleurs</a></div>
    <script type="application/json" id="islands">${JSON.stringify(MAP)}</script>`;
  stop = start();
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
const hover = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

const MENU =
  '<div data-island="menu" data-when="interaction" class="island"><button>Menu</button><a href="/x">X</a></div>';
const CONSENT = '<div data-island="consent" data-when="no-consent" data-client-only="" class="island"></div>';
const HEADER = '<div data-island="header" data-when="interaction admin" class="island"><nav></nav></div>';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => stop());

describe('the pages’ loader', () => {
  it('puts the page’s route in the address bar, keeping the query and the fragment', () => {
    window.history.replaceState(null, '', '/about/?a=1#b');
    page('/about', '');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/about?a=1#b');
    window.history.replaceState(null, '', '/nulle-part');
    page('/', '');
    expect(window.location.pathname).toBe('/');
  });

  it('wakes an `interaction` island on the hover of a control, not of a link, and says when it is ready', () => {
    page('/', MENU);
    expect(document.documentElement.dataset.loader).toBe('ready');
    hover(document.querySelector('[data-island] a')!);
    expect(preloaded()).toEqual([]);
    hover(document.querySelector('[data-island] button')!);
    expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/menu-1.js']);
  });

  it('keeps a click that arrives before the code, instead of letting it do nothing', () => {
    page('/', MENU);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-island] button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(preloaded()).toContain('/assets/menu-1.js');
    // A link's click is the browser's: it navigates.
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-island] a')!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
  });

  it('wakes the banner at once for a first visit only, and the header at once for an administrator', () => {
    page('/', CONSENT + HEADER);
    expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/consent-1.js']);

    const choice = { essential: true, functional: false, analytics: false, marketing: false };
    window.localStorage.setItem(
      COOKIE_CONSENT.storageKey,
      JSON.stringify({ ...choice, version: COOKIE_CONSENT.version, date: new Date().toISOString() }),
    );
    stop();
    page('/', CONSENT + HEADER);
    expect(preloaded()).toEqual([]);

    window.localStorage.setItem(SESSION_STORAGE_KEYS.token, 'jeton');
    stop();
    page('/', CONSENT + HEADER);
    expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/header-1.js']);
  });

  it('wakes a page’s own content at load first, then the banner: one hydration at a time', async () => {
    page('/unsubscribe', CONSENT + '<div data-island="unsubscribe" data-when="load" class="island"></div>');
    expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/unsubscribe-1.js']);
    await vi.waitFor(() => expect(preloaded()).toContain('/assets/consent-1.js'));
  });

  it('asks again, and loads the page-view recorder only, when the stored choice accepts analytics', () => {
    window.localStorage.setItem(
      COOKIE_CONSENT.storageKey,
      JSON.stringify({
        essential: true,
        functional: false,
        analytics: true,
        marketing: false,
        version: COOKIE_CONSENT.version,
        date: new Date().toISOString(),
      }),
    );
    page('/about', CONSENT);
    expect(preloaded()).toEqual(['/assets/pageview-1.js']);
  });

  it('wakes an island another one asks for', () => {
    page('/', CONSENT.replace('no-consent', 'admin'));
    expect(preloaded()).toEqual([]);
    document.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: 'consent' }));
    expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/consent-1.js']);
  });

  it('prefetches a page of the site once when its link is pointed at; never the back-office, a file or elsewhere', () => {
    page('/', '');
    for (const link of document.querySelectorAll('a')) {
      hover(link);
      hover(link);
    }
    expect(prefetched()).toEqual(['/about']);
  });
});
