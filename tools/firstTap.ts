/**
 * `npm run first-tap [-- --runs 5 --dist dist --only menu]`: how long the first tap on the phone menu, a service card, a careers
 * filter, an AI-home step, the chat's button, each form's sending control and the subscription pages' controls takes to show its effect on a simulated mid-range phone (CPU slowed 4×, Lighthouse's
 * slow 4G: 150 ms, 1.6 Mbit/s), for a first visit and for a returning visitor, against the same tap once the page is
 * fully loaded; prints the medians and their ratio (docs/islands.md#premier-toucher). Run `npm run build` first.
 * The time runs in the page, from the moment the browser received the tap (its `pointerdown`'s timeStamp) to the
 * end of the first frame that shows its effect; every time is the first tap on the control in its tab.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser/chromium.ts';
import { storeCookieChoice } from '../testing/browser/cookieChoice.ts';
import { config } from '@shared/config';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import { createPlatformClient } from '@shared/http/client';
import { scaledLimits } from '../mocks/handlers/rateLimit.ts';
import { subscriberToken } from '../mocks/handlers/subscriberToken.ts';
import { startPreviewServer, type PreviewServer } from '../hosting/previewServer.ts';
import { WAKE_EVENT } from '../site/src/islands/islandMap.ts';

const CHAT_BUTTON = 'aside[aria-label="Discussion en ligne"] > button[popovertarget]';

interface Tap {
  name: string;
  /** The page, or what makes it for each tab: a subscription page needs its own subscriber's link. */
  route: string | ((server: PreviewServer) => Promise<string>);
  /** What the visitor taps (a CSS selector, the first match). */
  target: string;
  /** True once the tap's effect shows (evaluated in the page on each frame). */
  done: string;
}

const TAPS: readonly Tap[] = [
  {
    name: 'menu du téléphone',
    route: '/about',
    target: 'button[popovertarget="primary-navigation"]',
    done: `document.getElementById('primary-navigation').matches(':popover-open')`,
  },
  {
    name: 'carte de service',
    route: '/services',
    target: 'summary[aria-controls^="service-"]',
    done: `document.querySelector('details[name="service-cards"]').open`,
  },
  {
    name: 'filtre des offres',
    route: '/careers',
    target: 'label:has(input[name="department"][data-filter="1"])',
    done: `document.querySelector('input[name="department"][data-filter="1"]').checked && [...document.querySelectorAll('#offres li[data-filter]')].some((li) => getComputedStyle(li).display === 'none')`,
  },
  {
    name: 'étape de l’IA',
    route: '/ai-home',
    target: 'label:has(input[name="ai-step"][data-step="1"])',
    done: `getComputedStyle(document.querySelector('[role="region"][data-step="1"]')).display !== 'none'`,
  },
  {
    name: 'bouton du chat',
    route: '/about',
    target: CHAT_BUTTON,
    done: `document.getElementById('chat-panel').matches(':popover-open')`,
  }, // The forms' first taps: « Envoyer » answers at once, in HTML and the loader, before any of the form's code runs
  // (site/src/islands/busy.ts); a star of the review is a radio; « S’inscrire » with no address says so or sends.
  {
    name: 'envoi du devis',
    route: '/contact',
    target: '.contact-form button[type="submit"]',
    done: `document.querySelector('.contact-form button[type="submit"]').disabled`,
  },
  {
    name: 'note de l’avis',
    route: '/contact',
    target: '.review-form label:has(input[type="radio"][value="4"])',
    done: `document.querySelector('.review-form input[type="radio"][value="4"]').checked`,
  },
  {
    name: 'envoi de la newsletter',
    route: '/about',
    target: '[data-island="newsletter"] button[type="submit"]',
    done: `(() => { const b = document.querySelector('[data-island="newsletter"] button[type="submit"]'); return b.disabled || document.getElementById('newsletter-error') !== null; })()`,
  },
  // The subscription pages check their link without React and load it at the first use of a control
  // (docs/islands.md#pages-dabonnement): « Confirmer la désinscription » goes busy at once, a switch turns at once.
  {
    name: 'confirmation de la désinscription',
    route: (server) => subscriptionLink(server, '/unsubscribe'),
    target: 'button[data-busy-label="Désinscription en cours..."]',
    done: `document.querySelector('button[data-busy-label="Désinscription en cours..."]').disabled`,
  },
  {
    name: 'interrupteur des préférences',
    route: (server) => subscriptionLink(server, '/email-preferences'),
    target: '#preference-promotions',
    done: `document.getElementById('preference-promotions').checked`,
  },
];

let subscribers = 0;

/**
 * A new subscriber (default topics: promotions off) and its page's link, as its e-mails carry it: one per tab, since
 * a measured tap on « Confirmer la désinscription » unsubscribes it.
 */
async function subscriptionLink(server: PreviewServer, path: string): Promise<string> {
  const email = `premier.toucher.${Date.now()}.${(subscribers += 1)}@example.org`;
  const visitor = createPlatformClient({ config: { ...config, apiBaseUrl: server.url } });
  await visitor.create('subscribers', { email, source: 'footer', preferences: DEFAULT_PREFERENCES });
  const token = await subscriberToken(email, server.ctx.secrets.subscriber);
  return `${path}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
}

const routeOf = (tap: Tap, server: PreviewServer): Promise<string> =>
  typeof tap.route === 'string' ? Promise.resolve(tap.route) : tap.route(server);

/** A key typed in an island's field: its text grows by it. */
interface Keystroke {
  name: string;
  route: string;
  /** Tapped first when the field is in a panel (the chat's). */
  open?: string;
  field: string;
}

const KEYSTROKES: readonly Keystroke[] = [
  { name: 'champ du devis', route: '/contact', field: '#contact-name' },
  { name: 'champ de l’avis', route: '/contact', field: '#review-name' },
  {
    name: 'champ de la newsletter',
    route: '/about',
    field: '[data-island="newsletter"] input[type="email"]',
  },
  { name: 'message du chat', route: '/about', open: CHAT_BUTTON, field: '#chat-panel-input' },
];

/** Lighthouse's mobile throttling, applied by hand (CDP), since the tap is not a Lighthouse audit. */
async function phone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  return cdp;
}

/**
 * Resolves at the page's first contentful paint, told by the browser (CDP): waiting for it with a function
 * evaluated in the page would first load Playwright's own script into it, some 60 ms of a slowed main thread
 * right before the tap, which a visitor's phone never runs.
 */
function firstContentfulPaint(cdp: CDPSession): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ name }: { name: string }) => {
      if (name !== 'firstContentfulPaint') return;
      cdp.off('Page.lifecycleEvent', listener);
      resolve();
    };
    cdp.on('Page.lifecycleEvent', listener);
  });
}

/**
 * Taps `tap.target` and returns the milliseconds from its pointerdown to the end of the first frame showing
 * `tap.done`, timed in the page: Playwright's own polling would add its round trip after the tap (measured at 30 to
 * 80 ms more than the frame, docs/islands.md#premier-toucher).
 */
async function timeTap(page: Page, tap: Tap): Promise<number> {
  const target = page.locator(tap.target).first();
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(frameTimer('pointerdown', tap.done));
  await target.tap();
  return timed(page);
}

/**
 * The page's own timer (a string, not a function: tsx would wrap a function's inner functions in a helper the page
 * does not have): from the next `type` event to the end of the first frame where `done` holds.
 */
function frameTimer(type: string, done: string): string {
  return `(() => {
    delete window.__frameTime;
    // The event's own time (when the browser received the touch or the key), not the listener's: a main thread busy
    // then delays the listener too, and that wait is part of what the visitor feels.
    addEventListener('${type}', (event) => {
      const start = event.timeStamp;
      const onFrame = () => {
        if (!(${done})) return void requestAnimationFrame(onFrame);
        // The frame is laid out and painted after its animation callbacks: a message posted now runs once it is done.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (window.__frameTime = performance.now() - start);
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(onFrame);
    }, { capture: true, once: true });
  })()`;
}

async function timed(page: Page): Promise<number> {
  const handle = await page.waitForFunction('window.__frameTime', undefined, { timeout: 30_000 });
  return (await handle.jsonValue()) as number;
}

/** Types one key in `field` and returns the milliseconds from its keydown to the end of the frame showing it. */
async function timeKey(page: Page, field: string): Promise<number> {
  const length = (await page.locator(field).inputValue()).length;
  const done = `document.querySelector(${JSON.stringify(field)}).value.length > ${length}`;
  await page.evaluate(frameTimer('keydown', done));
  await page.keyboard.press('a');
  return timed(page);
}

/** Resolves once no request of the page has been in flight for `quietMs` (CDP's view of the network). */
async function networkQuiet(cdp: CDPSession, quietMs = 500): Promise<void> {
  const inFlight = new Set<string>();
  let last = Date.now();
  const started = ({ requestId }: { requestId: string }) => {
    inFlight.add(requestId);
    last = Date.now();
  };
  const ended = ({ requestId }: { requestId: string }) => {
    inFlight.delete(requestId);
    last = Date.now();
  };
  cdp.on('Network.requestWillBeSent', started);
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  while (inFlight.size > 0 || Date.now() - last < quietMs) await new Promise((r) => setTimeout(r, 50));
  cdp.off('Network.requestWillBeSent', started);
  cdp.off('Network.loadingFinished', ended);
  cdp.off('Network.loadingFailed', ended);
}

/**
 * A returning visitor (files in the cache) who reaches the field (the gesture that has the `idle` islands' code
 * downloaded), taps it and types at once: the first key, in a tab where the tap has just woken the island, against
 * the first key of a new tab where the island was woken beforehand and runs (docs/islands.md#premier-toucher).
 */
async function measureKeystroke(browser: Browser, baseURL: string, key: Keystroke) {
  const times = { first: 0, awake: 0 };
  for (const ready of [false, true]) {
    const { context, page, cdp } = await phonePage(browser, baseURL, true);
    await page.goto(key.route, { waitUntil: 'networkidle' });
    await page.goto(key.route, { waitUntil: 'networkidle' });
    const quiet = networkQuiet(cdp);
    await page.locator(key.open ?? key.field).scrollIntoViewIfNeeded();
    await page.evaluate('scrollBy(0, -1)'); // a scroll, even when the field was in view already
    await quiet;
    const island = `document.querySelector(${JSON.stringify(key.field)}).closest('[data-island]')`;
    if (ready) {
      // Woken as another island would ask for it (WAKE_EVENT), without touching the field.
      await page.evaluate(
        `document.dispatchEvent(new CustomEvent('${WAKE_EVENT}', { detail: ${island}.dataset.island }))`,
      );
      await page.waitForFunction(`${island}.dataset.awake !== undefined`, undefined, { timeout: 30_000 });
    }
    if (key.open) await page.locator(key.open).tap();
    await page.locator(key.field).tap();
    times[ready ? 'awake' : 'first'] = await timeKey(page, key.field);
    await context.close();
  }
  return times;
}

/** A phone's browser tab; `consent` stores a cookie choice first (a returning visitor). */
async function phonePage(browser: Browser, baseURL: string, consent: boolean) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    // The measure's own probe is evaluated in the page, which the site's CSP (no eval) would refuse.
    bypassCSP: true,
  });
  if (consent) await storeCookieChoice(context);
  const page = await context.newPage();
  const cdp = await phone(context, page);
  return { context, page, cdp };
}

/**
 * Each time is the first tap on the control in its tab: the first visit's as soon as the page shows its content, its
 * cache empty; the returning visitor's with a cookie choice stored and the files in the cache. Each against the first
 * tap of the same visitor in a new tab loaded to the end (`networkidle`, then the cookie banner shown for a first
 * visit): a tab where the control was opened once lays it out again from the browser's warm caches (3.5 times
 * faster in a trace of the menu), which would flatter the loaded tap (docs/islands.md#premier-toucher).
 */
async function measure(browser: Browser, server: PreviewServer, tap: Tap) {
  const baseURL = server.url;
  const times = { first: 0, loadedFirst: 0, returning: 0, loadedReturning: 0 };
  for (const consent of [false, true]) {
    const early = await phonePage(browser, baseURL, consent);
    const earlyRoute = await routeOf(tap, server);
    // A returning visitor has been here: the page's files are in the cache.
    if (consent) await early.page.goto(earlyRoute, { waitUntil: 'networkidle' });
    // A person taps what the screen shows: the page's first text or image painted (first-contentful-paint), which
    // on this simulated phone comes about 100 ms after DOMContentLoaded (docs/islands.md#premier-toucher).
    const painted = firstContentfulPaint(early.cdp);
    await early.page.goto(earlyRoute, { waitUntil: 'commit' });
    await painted;
    const earlyTime = await timeTap(early.page, tap);
    await early.context.close();

    const loaded = await phonePage(browser, baseURL, consent);
    const loadedRoute = await routeOf(tap, server);
    if (consent) await loaded.page.goto(loadedRoute, { waitUntil: 'networkidle' });
    await loaded.page.goto(loadedRoute, { waitUntil: 'networkidle' });
    if (!consent) await loaded.page.locator('#cookie-banner').waitFor();
    const loadedTime = await timeTap(loaded.page, tap);
    await loaded.context.close();
    if (consent) Object.assign(times, { returning: earlyTime, loadedReturning: loadedTime });
    else Object.assign(times, { first: earlyTime, loadedFirst: loadedTime });
  }
  return times;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string' }, dist: { type: 'string' }, only: { type: 'string' } },
  });
  const runs = Number(values.runs ?? 5);
  const distDir = resolve(values.dist ?? 'dist');
  const dataDir = mkdtempSync(join(tmpdir(), 'first-tap-data-'));
  // A subscriber per tab of the subscription pages' taps: more sign-ups from this one address than a visitor's hour
  // allows (docs/security.md#limites).
  const server = await startPreviewServer({ port: 0, dataDir, distDir, rateLimits: scaledLimits(10) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const ms = (value: number) => `${Math.round(value)} ms`;
  const ratio = (a: number, b: number) => `${(a / Math.max(b, 1)).toFixed(2).replace('.', ',')}×`;
  let failed = false;
  try {
    console.log(
      `Premier toucher, téléphone simulé (processeur ÷ 4, 150 ms, 1,6 Mbit/s), médiane de ${runs}, ${browser.version()}`,
    );
    console.log(
      '| Toucher | 1re visite | chargé | rapport | visiteur connu | chargé | rapport |\n|---|--:|--:|--:|--:|--:|--:|',
    );
    // `--only menu`: the taps whose name contains it.
    for (const tap of TAPS.filter((t) => t.name.includes(values.only ?? ''))) {
      const results: Awaited<ReturnType<typeof measure>>[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure(browser, server, tap));
      const pick = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
      const [first, loadedFirst, returning, loadedReturning] = [
        pick('first'),
        pick('loadedFirst'),
        pick('returning'),
        pick('loadedReturning'),
      ];
      // Within 1.5× the loaded tap (docs/islands.md#premier-toucher), or under one frame at 60 Hz whatever the ratio.
      for (const [a, b] of [
        [first, loadedFirst],
        [returning, loadedReturning],
      ] as const)
        if (a > 1.5 * b && a > 17) failed = true;
      console.log(
        `| ${tap.name} | ${ms(first)} | ${ms(loadedFirst)} | ${ratio(first, loadedFirst)} | ${ms(returning)} | ${ms(loadedReturning)} | ${ratio(returning, loadedReturning)} |`,
      );
    }
    console.log('\n| Frappe (visiteur connu) | 1re, au réveil | îlot éveillé | rapport |\n|---|--:|--:|--:|');
    for (const key of KEYSTROKES.filter((k) => k.name.includes(values.only ?? ''))) {
      const results: Awaited<ReturnType<typeof measureKeystroke>>[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await measureKeystroke(browser, server.url, key));
      const first = median(results.map((r) => r.first));
      const awake = median(results.map((r) => r.awake));
      if (first > 1.5 * awake && first > 17) failed = true;
      console.log(`| ${key.name} | ${ms(first)} | ${ms(awake)} | ${ratio(first, awake)} |`);
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error(
      'Un premier toucher ou une première frappe dépasse 1,5 fois le même geste une fois la page chargée.',
    );
    process.exit(1);
  }
}

await main();
