import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { WAIT_MS, type EnginePage, type WindowSize } from './driver';

/** Debian's Firefox ESR, driven over WebDriver BiDi: no geckodriver, nothing downloaded. */
export const FIREFOX_PATH = '/usr/bin/firefox-esr';

let shared: Promise<Browser> | undefined;

/** The worker's Firefox, launched by its first page; each page then gets a browsing context of its own. */
function workerFirefox(): Promise<Browser> {
  shared ??= puppeteer
    .launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      env: { ...process.env, TZ: 'Europe/Paris' },
      extraPrefsFirefox: { 'intl.accept_languages': 'fr-FR, fr' },
    })
    .then((browser) => {
      browser.once('disconnected', () => (shared = undefined));
      return browser;
    });
  return shared;
}

async function sizeViewport(page: Page, size: WindowSize): Promise<void> {
  try {
    await page.setViewport(size);
  } catch (error) {
    // Firefox ESR lacks BiDi's orientation command: the size is set before it fails.
    if (!/orientation/i.test(String(error))) throw error;
  }
}

/** A page in a fresh Firefox context (its own storage and cookies) at `size`. */
export async function openFirefoxPage(baseUrl: string, size: WindowSize): Promise<EnginePage> {
  const context = await (await workerFirefox()).createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  await sizeViewport(page, size);
  return {
    engine: 'firefox',
    goto: async (path) => {
      await page.goto(new URL(path, baseUrl).href);
    },
    fill: (selector, value) => page.locator(selector).fill(value),
    select: async (selector, value) => {
      await page.select(selector, value);
    },
    click: (selector) => page.locator(selector).click(),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => unknown, arg) as never,
    waitFor: async (fn, arg, timeout = WAIT_MS) => {
      await page.waitForFunction(fn as (arg: unknown) => unknown, { timeout, polling: 100 }, arg);
    },
    setWindowSize: (next) => sizeViewport(page, next),
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
    pageErrors: async () => [...errors],
    close: () => context.close(),
  };
}
