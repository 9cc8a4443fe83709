import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser/chromium';
import { fileServer } from './fileServer';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by its first file and used by the next ones, as Playwright's own runner does: a
 * launch costs half a processor second, and the suite made 26 of them (docs/testing.md#bout-en-bout). What a test
 * touches lives in its own context, which it closes; e2e/fileSetup.ts fails a file that leaves one open. A browser
 * that crashed or was closed is launched again for the next file.
 */
export function workerBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then((browser) => {
    browser.once('disconnected', () => (shared = undefined));
    return browser;
  });
  return shared;
}

/** The worker's browser if one was launched, without launching it. */
export const launchedWorkerBrowser = (): Promise<Browser> | undefined => shared;

/** Where the running test file's own server answers (e2e/fileServer.ts). */
export const baseUrl = (): string => fileServer().url;

/**
 * Resolves once the page is ready for a first action: on a public page, once its inline loader has set every
 * island's triggers (site/src/islands/loader.ts: a click then wakes the island and is replayed); in the
 * back-office, once React holds the page; at once on a page without scripts (the static redirect files).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.querySelector('script[type="module"]')) return true;
    const root = document.getElementById('root');
    if (root?.dataset.route !== undefined) return document.documentElement.dataset.loader === 'ready';
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Resolves once a public page is drawn as a visitor sees it: its text is in the HTML (prerendered, the loader ready:
 * appStarted), its eager images are loaded, the lazy ones keep their reserved box until scrolled to. What the width
 * and wording sweeps read, without waiting for 500 ms of network quiet on every page (docs/testing.md#bout-en-bout).
 */
export async function pageDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.loading === 'lazy' || image.complete),
  );
}

/**
 * Without the page's script, the footer is laid out only as it comes near the screen (docs/islands.md#premier-écran)
 * and what follows it moves down then (the chat's button, on a phone): scrolls to it and waits for its boxes, so a
 * click aimed below it is not caught by a link of the footer laid out in between.
 */
export async function footerLaidOut(page: Page): Promise<void> {
  await page.locator('.site-footer').scrollIntoViewIfNeeded();
  await page.locator('.site-footer a').last().waitFor();
}

/** Resolves once the island `name` of the page is awake: hydrated, its handlers attached. */
export async function islandAwake(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"][data-awake]`).first().waitFor({ state: 'attached' });
}

/**
 * A fresh context (own storage) whose uncaught page errors fail the test that reads them. Its page's `goto` and
 * `reload` wait for the app to start (appStarted), so a test's first click is handled by React.
 */
export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  /** Another server than the suite's (a test that needs its own data). */
  serverUrl: string = baseUrl(),
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({
    baseURL: serverUrl,
    viewport,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (async (url, options) => {
    const response = await goto(url, options);
    await appStarted(page);
    return response;
  }) as Page['goto'];
  page.reload = (async (options) => {
    const response = await reload(options);
    await appStarted(page);
    return response;
  }) as Page['reload'];
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}
