// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { WAKE_EVENT } from './islandMap';
import { start } from './loader';
import { TYPING_PAUSE_MS } from './triggers/interaction';

/*
 * The loader on a prerendered page, without the browser's module loading: a woken island shows as the
 * `modulepreload` hints of its files (set before the import, which has nothing to load here and fails quietly).
 */

const MAP = {
  runtime: ['/assets/runtime-1.js'],
  pageview: ['/assets/pageview-1.js'],
  choice: ['/assets/choice-1.js'],
  resume: ['/assets/resume-1.js'],
  islands: {
    menu: ['/assets/menu-1.js'],
    consent: ['/assets/consent-1.js'],
    form: ['/assets/form-1.js'],
    unsubscribe: ['/assets/unsubscribe-1.js'],
    header: ['/assets/header-1.js'],
    chat: ['/assets/chat-1.js'],
    emailPreferences: ['/assets/emailPreferences-1.js'],
  },
  starts: { emailPreferences: ['/assets/start-emailPreferences-1.js', '/assets/platform-1.js'] },
};

let stop: () => void = () => {};

function page(route: string, islands: string) {
  stop(); // the previous page's listeners go: the document is shared with other test files
  // Only the loader's own hints: files share their worker's document, and other libraries' styles live in the head.
  for (const hint of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="prefetch"]'))
    hint.remove();
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
/** The next task of the event loop: the loader does each step of a wake in a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const MENU =
  '<div data-island="menu" data-when="interaction" class="island"><button>Menu</button><a href="/x">X</a></div>';
const CONSENT = '<div data-island="consent" data-when="" data-client-only="" class="island"></div>';
const UNSUBSCRIBE = '<div data-island="unsubscribe" data-when="load" class="island"></div>';
/** The banner as ConsentBanner.tsx prerenders it, hidden until the script shows it. */
const BANNER = `<section id="cookie-banner" hidden><button data-consent-open="dialog">Personnaliser</button>
  <button data-consent-choice="none">Essentiels uniquement</button><button data-consent-choice="all">Accepter tout</button></section>`;
const CHAT =
  '<div data-island="chat" data-when="idle interaction" class="island"><aside><button>Discuter</button></aside></div>';
const HEADER_MENU =
  '<div data-island="header" data-when="overflow admin" class="island"><button popovertarget="nav">Menu</button></div>';
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

  it('wakes an `interaction` island on the hover of a control, not of a link, and says when it is ready', async () => {
    page('/', MENU);
    await vi.waitFor(() => expect(document.documentElement.dataset.loader).toBe('ready'));
    hover(document.querySelector('[data-island] a')!);
    await nextTask();
    await nextTask();
    expect(preloaded()).toEqual([]);
    hover(document.querySelector('[data-island] button')!);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/menu-1.js']));
  });

  it('wakes an island in tasks of its own: the runtime’s files are asked for, then the island’s, never in the task that woke it', async () => {
    page('/unsubscribe', UNSUBSCRIBE);
    expect(preloaded()).toEqual([]);
    await nextTask();
    expect(preloaded()).toEqual(['/assets/runtime-1.js']);
    await nextTask();
    expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/unsubscribe-1.js']);
  });

  it('wakes an island whose text field is used once the visitor pauses, never between two keys', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      page(
        '/',
        `<div data-island="form" data-when="interaction" class="island"><form><input type="email"><button>OK</button></form></div>
        <div data-failure-of="form" role="alert" hidden></div>`,
      );
      const field = document.querySelector('[data-island] input')!;
      field.dispatchEvent(new Event('focusin', { bubbles: true }));
      // A key every 400 ms: never a pause of TYPING_PAUSE_MS, never a wake.
      for (let key = 0; key < 5; key += 1) {
        await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 100);
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      }
      await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 1);
      expect(preloaded()).toEqual([]);
      // The pause: woken in the idle time that follows (after 200 ms where the browser cannot tell).
      await vi.advanceTimersByTimeAsync(1 + 200 + 10);
      expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/form-1.js']);
    } finally {
      vi.useRealTimers();
    }
    // Its code cannot come here: said once the wake has failed, within this test (a notice found later would be
    // the next test's).
    await vi.waitFor(() =>
      expect(document.querySelector<HTMLElement>('[data-failure-of]')!.hidden).toBe(false),
    );
  });

  it('keeps a click that arrives before the code, instead of letting it do nothing', async () => {
    page('/', MENU);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-island] button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(preloaded()).toContain('/assets/menu-1.js'));
    // A link's click is the browser's: it navigates. What the loader left is read last, on the window, which then
    // stops the navigation jsdom cannot do (it would print « Not implemented »).
    let leftToBrowser: boolean | undefined;
    const lastListener = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', lastListener, { once: true });
    document
      .querySelector('[data-island] a')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(leftToBrowser).toBe(true);
  });

  it('wakes an `open` island after the popover holding it has opened and shown, not before, and once', async () => {
    page(
      '/',
      '<section popover id="panel"><div data-island="chat" data-when="idle open" class="island"><textarea></textarea></div></section>',
    );
    const panel = document.getElementById('panel')!;
    const toggle = (newState: string) =>
      panel.dispatchEvent(Object.assign(new Event('toggle'), { oldState: '', newState }));
    toggle('closed');
    await nextTask();
    await nextTask();
    expect(preloaded()).toEqual([]);
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run));
    toggle('open');
    // Not in the task of the opening, nor before the frame that shows the panel.
    await nextTask();
    expect(preloaded()).toEqual([]);
    raf.mockRestore();
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/chat-1.js']));
    toggle('open');
    await nextTask();
    expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/chat-1.js']);
  });

  it('keeps an Enter typed in a field that sends with it before the code, instead of a new line', async () => {
    page(
      '/',
      '<div data-island="chat" data-when="interaction" class="island"><form><textarea data-enter-sends=""></textarea></form></div>',
    );
    const field = document.querySelector('textarea')!;
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init });
      field.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Shift+Enter is a new line, awake or not.
    expect(press({ shiftKey: true })).toBe(false);
    expect(press({})).toBe(true);
    await vi.waitFor(() => expect(preloaded()).toContain('/assets/chat-1.js'));
  });

  it('shows a send as under way in the same task, before any code: disabled, in French; then says it could not leave, keeping what was typed', async () => {
    window.sessionStorage.clear();
    page(
      '/contact',
      `<div data-island="form" data-when="interaction" class="island"><form data-draft="devis">
        <input name="name"><textarea name="message"></textarea><button type="submit" class="button">Envoyer la demande</button>
      </form></div>
      <div data-failure-of="form" role="alert" hidden><button type="button" data-retry>Réessayer</button></div>`,
    );
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const notice = document.querySelector<HTMLElement>('[data-failure-of]')!;
    document.querySelector('input')!.value = 'Julie Moreau';
    document.querySelector('textarea')!.value = 'Isolation des combles';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.dataset.sending).toBe('Envoi en cours...');
    expect(button.getAttribute('aria-label')).toBe('Envoi en cours...');
    expect(button.textContent).toBe('Envoyer la demande'); // what the island hydrates
    // The code cannot come here (nothing to import): the notice shows, the button is given back, the text kept.
    await vi.waitFor(() => expect(notice.hidden).toBe(false));
    expect(button.disabled).toBe(false);
    expect(button.dataset.sending).toBeUndefined();
    expect(document.querySelector('input')!.value).toBe('Julie Moreau');
    expect(JSON.parse(window.sessionStorage.getItem('lh-renov:draft:devis') ?? '{}')).toEqual({
      values: { name: 'Julie Moreau', message: 'Isolation des combles' },
      shownAt: Math.round(performance.timeOrigin),
    });
    // « Réessayer » sends again: the notice hides, the button is busy, and the notice comes back.
    notice.querySelector<HTMLButtonElement>('[data-retry]')!.click();
    expect(notice.hidden).toBe(true);
    expect(button.disabled).toBe(true);
    await vi.waitFor(() => expect(notice.hidden).toBe(false));
    window.sessionStorage.clear();
  });

  it('names a send button’s own busy words, and keeps a submit by Enter the same way', async () => {
    page(
      '/',
      `<div data-island="form" data-when="interaction" class="island"><form><input type="email">
        <button type="submit" data-busy-label="Inscription...">S’inscrire</button></form></div>`,
    );
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const button = document.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.dataset.sending).toBe('Inscription...');
    // No notice on this page: the button is given back all the same.
    await vi.waitFor(() => expect(button.disabled).toBe(false));
  });

  it('says so when a page’s island woken at load cannot get its code, and tries again on « Réessayer »', async () => {
    page(
      '/unsubscribe',
      `${UNSUBSCRIBE}<div data-failure-of="unsubscribe" hidden><button type="button" data-retry>Réessayer</button></div>`,
    );
    const notice = document.querySelector<HTMLElement>('[data-failure-of]')!;
    await vi.waitFor(() => expect(notice.hidden).toBe(false));
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    notice.querySelector<HTMLButtonElement>('[data-retry]')!.click();
    expect(notice.hidden).toBe(true);
    await vi.waitFor(() => expect(preloaded()).toContain('/assets/unsubscribe-1.js'));
  });

  it('runs an island’s start module at load, in a task of its own, and wakes the island only at the first use of a control', async () => {
    page(
      '/email-preferences',
      `<div data-island="emailPreferences" data-when="interaction" class="island"><form><input type="checkbox"></form></div>
      <div data-failure-of="emailPreferences" hidden><button type="button" data-retry>Réessayer</button></div>`,
    );
    expect(preloaded()).toEqual([]);
    await nextTask();
    expect(preloaded()).toEqual(['/assets/start-emailPreferences-1.js', '/assets/platform-1.js']);
    await nextTask();
    expect(preloaded()).not.toContain('/assets/runtime-1.js');
    hover(document.querySelector('[data-island] input')!);
    await vi.waitFor(() => expect(preloaded()).toContain('/assets/emailPreferences-1.js'));
  });

  it('says so when a start module cannot come (the page would wait on it), and runs it again on « Réessayer »', async () => {
    page(
      '/email-preferences',
      `<div data-island="emailPreferences" data-when="interaction" class="island"></div>
      <div data-failure-of="emailPreferences" hidden><button type="button" data-retry>Réessayer</button></div>`,
    );
    const notice = document.querySelector<HTMLElement>('[data-failure-of]')!;
    // Nothing to import here: the module's download fails, as offline or after a new deployment.
    await vi.waitFor(() => expect(notice.hidden).toBe(false));
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
    notice.querySelector<HTMLButtonElement>('[data-retry]')!.click();
    expect(notice.hidden).toBe(true);
    await vi.waitFor(() => expect(preloaded()).toContain('/assets/start-emailPreferences-1.js'));
    expect(preloaded()).not.toContain('/assets/runtime-1.js');
  });

  it('wakes a form’s island at once when the tab keeps its draft, to give it back; not on a first visit', async () => {
    const FORM =
      '<div data-island="form" data-when="interaction draft" class="island"><form data-draft="devis"><input name="name"></form></div>';
    window.sessionStorage.clear();
    page('/contact', FORM);
    await nextTask();
    await nextTask();
    expect(preloaded()).toEqual([]);
    window.sessionStorage.setItem('lh-renov:draft:devis', JSON.stringify({ values: { name: 'Julie' } }));
    page('/contact', FORM);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/form-1.js']));
    window.sessionStorage.clear();
  });

  it('on the page « Réessayer » reloaded, loads what puts the fields back and sends; kept for the next load if it cannot come', async () => {
    window.sessionStorage.clear();
    const FORM = `<div data-island="form" data-when="interaction" class="island"><form>
        <input name="name"><button type="submit">Envoyer</button></form></div>
      <div data-failure-of="form" role="alert" hidden><button type="button" data-retry>Réessayer</button></div>`;
    const kept = JSON.stringify({
      path: '/contact',
      reloads: 1,
      island: 'form',
      fields: [{ index: 0, value: 'Julie Moreau', checked: false }],
      action: { kind: 'submit', form: 0, button: 1 },
    });
    window.sessionStorage.setItem('lh-renov:retry', kept);
    page('/contact', FORM);
    const notice = document.querySelector<HTMLElement>('[data-failure-of]')!;
    // resume.ts asked for; it cannot come here: said, and what was kept waits for the next load.
    await vi.waitFor(() => expect(notice.hidden).toBe(false));
    expect(preloaded()).toEqual(['/assets/resume-1.js']);
    expect(JSON.parse(window.sessionStorage.getItem('lh-renov:retry') ?? '{}')).toEqual(JSON.parse(kept));
    expect(document.documentElement.dataset.reloads).toBe('1');
    // Nothing kept: nothing asked for.
    window.sessionStorage.clear();
    page('/contact', FORM);
    await vi.waitFor(() => expect(document.documentElement.dataset.loader).toBe('ready'));
    await nextTask();
    expect(preloaded()).toEqual([]);
    delete document.documentElement.dataset.reloads;
  });

  it('asks for every file under a fresh address on a page reloaded by « Réessayer », and only there', async () => {
    window.history.replaceState({ lhRenovFreshFiles: 'k7x2' }, '', '/contact');
    page('/contact', MENU);
    hover(document.querySelector('[data-island] button')!);
    await vi.waitFor(() => expect(preloaded()).toContain('/_/k7x2/assets/menu-1.js'));
    expect(preloaded()).toContain('/_/k7x2/assets/runtime-1.js');
    expect(preloaded().every((file) => file?.startsWith('/_/k7x2/assets/'))).toBe(true);
  });

  it('leaves what another page kept for its reload alone', async () => {
    window.sessionStorage.clear();
    const kept = JSON.stringify({
      path: '/about',
      island: 'form',
      fields: [{ index: 0, value: 'Julie Moreau', checked: false }],
      action: { kind: 'submit', form: 0, button: null },
    });
    window.sessionStorage.setItem('lh-renov:retry', kept);
    page(
      '/contact',
      '<div data-island="form" data-when="interaction" class="island"><form><input name="name"><button>Envoyer</button></form></div>',
    );
    await nextTask();
    await vi.waitFor(() => expect(document.documentElement.dataset.loader).toBe('ready'));
    expect(document.querySelector('input')!.value).toBe('');
    expect(preloaded()).toEqual([]);
    window.sessionStorage.clear();
  });

  it('keeps the draft of a form typed in before its island woke when the page is left or hidden', () => {
    window.sessionStorage.clear();
    page(
      '/contact',
      '<div data-island="form" data-when="interaction" class="island"><form data-draft="devis"><input name="name"></form></div>',
    );
    document.querySelector('input')!.value = 'Julie';
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(window.sessionStorage.getItem('lh-renov:draft:devis') ?? '{}')).toMatchObject({
      values: { name: 'Julie' },
    });
    document.querySelector('input')!.value = 'Julie Moreau';
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(JSON.parse(window.sessionStorage.getItem('lh-renov:draft:devis') ?? '{}')).toMatchObject({
      values: { name: 'Julie Moreau' },
    });
    window.sessionStorage.clear();
  });

  it('says so when a box ticked before the code cannot get it (a rating), not when a pointer only passes', async () => {
    page(
      '/contact',
      `<div data-island="form" data-when="interaction" class="island"><form><input type="radio" name="rating" value="4"></form></div>
      <div data-failure-of="form" role="alert" hidden><button type="button" data-retry>Réessayer</button></div>`,
    );
    const notice = document.querySelector<HTMLElement>('[data-failure-of]')!;
    const star = document.querySelector('input')!;
    hover(star);
    await vi.waitFor(() => expect(preloaded()).toContain('/assets/form-1.js'));
    await nextTask();
    expect(notice.hidden).toBe(true);
    star.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(notice.hidden).toBe(false));
  });

  it('leaves the clicks of an island woken otherwise than by `interaction` to the browser (the popover menu)', async () => {
    page('/', HEADER_MENU);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-island] button')!.dispatchEvent(click);
    hover(document.querySelector('[data-island] button')!);
    expect(click.defaultPrevented).toBe(false);
    await nextTask();
    await nextTask();
    expect(preloaded()).toEqual([]);
  });

  it('wakes no island for a first visit (the banner is HTML), and the header at once for an administrator', async () => {
    page('/', BANNER + CONSENT + HEADER);
    await nextTask();
    await nextTask();
    await nextTask();
    expect(preloaded()).toEqual([]);

    window.localStorage.setItem(SESSION_STORAGE_KEYS.token, 'jeton');
    stop();
    page('/', BANNER + CONSENT + HEADER);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/header-1.js']));
  });

  it('reads the browser’s storage (session, draft, cookie choice) only once the page is idle, never in its own task, then says it is ready', async () => {
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    delete document.documentElement.dataset.loader;
    page(
      '/contact',
      BANNER +
        CONSENT +
        HEADER +
        '<div data-island="form" data-when="interaction draft" class="island"><form data-draft="devis"></form></div>',
    );
    // A page's first read of its storage waits on the browser: none in the loader's own task.
    expect(reads).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.loader).toBeUndefined();
    await vi.waitFor(() => expect(document.documentElement.dataset.loader).toBe('ready'));
    expect(reads.mock.calls.map(([key]) => key)).toEqual(
      expect.arrayContaining([SESSION_STORAGE_KEYS.token, 'lh-renov:draft:devis', COOKIE_CONSENT.storageKey]),
    );
    reads.mockRestore();
  });

  it('sets nothing more once stopped before its second task', async () => {
    delete document.documentElement.dataset.loader;
    page('/about', BANNER + CONSENT);
    stop();
    await nextTask();
    await nextTask();
    expect(document.getElementById('cookie-banner')!.hidden).toBe(true);
    expect(document.documentElement.dataset.loader).toBeUndefined();
  });

  it('runs the cookie banner: shown on a first visit, a choice loads the choice’s module, « Personnaliser » the dialog', async () => {
    page('/about', BANNER + CONSENT);
    const banner = document.getElementById('cookie-banner')!;
    await vi.waitFor(() => expect(banner.hidden).toBe(false));
    expect(preloaded()).toEqual([]);
    (document.querySelector('[data-consent-open]') as HTMLElement).click();
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/consent-1.js']));
    (document.querySelector('[data-consent-choice="none"]') as HTMLElement).click();
    expect(banner.hidden).toBe(true);
    await vi.waitFor(() => expect(preloaded()).toContain('/assets/choice-1.js'));
    expect(preloaded()).not.toContain('/assets/pageview-1.js');
  });

  it('asks again, and loads the page-view recorder only, when the stored choice accepts analytics', async () => {
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
    // Not in the loader's own task either.
    expect(preloaded()).toEqual([]);
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/pageview-1.js']));
  });

  it('wakes an island another one asks for', async () => {
    page('/', CONSENT);
    await nextTask();
    await nextTask();
    expect(preloaded()).toEqual([]);
    document.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: 'consent' }));
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/consent-1.js']));
  });

  it('downloads an `idle` island’s code after the visitor’s first gesture, in idle time, without waking it', async () => {
    page('/', CHAT);
    await nextTask();
    await nextTask();
    // Nothing for a page nobody touches (a crawler, a lab measure).
    expect(preloaded()).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/chat-1.js']));
    // Downloaded, not run: the island still waits for its use, which will find its code there.
    await nextTask();
    await nextTask();
    expect(document.querySelector<HTMLElement>('[data-island="chat"]')!.dataset.awake).toBeUndefined();
  });

  it('adds the idle downloads’ links within the idle period’s deadline, the rest in the next periods', async () => {
    const periods: ((deadline: IdleDeadline) => void)[] = [];
    const idle = (run: (deadline: IdleDeadline) => void) => periods.push(run);
    Object.defineProperty(window, 'requestIdleCallback', { value: idle, configurable: true });
    try {
      page('/', CHAT);
      await nextTask();
      await nextTask();
      // The loader's own idle work (the storage's reads) first.
      for (const run of periods.splice(0)) run({ didTimeout: false, timeRemaining: () => 10 });
      window.dispatchEvent(new Event('pointerdown'));
      expect(periods).toHaveLength(1);
      // A period that ends at once gets one link; the next one the rest, while time remains.
      periods.shift()!({ didTimeout: false, timeRemaining: () => 0 });
      expect(preloaded()).toEqual(['/assets/runtime-1.js']);
      expect(periods).toHaveLength(1);
      periods.shift()!({ didTimeout: false, timeRemaining: () => 10 });
      expect(preloaded()).toEqual(['/assets/runtime-1.js', '/assets/chat-1.js']);
      expect(periods).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });

  it('downloads nothing ahead with Save-Data on', async () => {
    // The idle periods where the downloads would go (previous test), each run in full: no wait for one to come.
    const periods: ((deadline: IdleDeadline) => void)[] = [];
    const idle = (run: (deadline: IdleDeadline) => void) => periods.push(run);
    const runIdlePeriods = () => {
      for (const run of periods.splice(0)) run({ didTimeout: false, timeRemaining: () => 10 });
    };
    Object.defineProperty(window, 'requestIdleCallback', { value: idle, configurable: true });
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      page('/', CHAT);
      await nextTask();
      await nextTask();
      runIdlePeriods();
      window.dispatchEvent(new Event('pointermove'));
      window.dispatchEvent(new Event('pointerdown'));
      expect(periods).toHaveLength(0);
      await nextTask();
      runIdlePeriods();
      expect(preloaded()).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
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
