import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { cookieChoice } from '../../testing/browser/cookieChoice';
import { storedSession } from '../api';
import type { EnginePage } from './driver';

/** Resolves once the public page's inline loader has set every island's triggers (site/src/islands/loader.ts). */
export const loaderReady = (page: EnginePage) =>
  page.waitFor(() => document.documentElement.dataset.loader === 'ready', null);

/** Opens a public page and waits for its loader: a click then wakes its island and is replayed. */
export async function openReady(page: EnginePage, path: string): Promise<void> {
  await page.goto(path);
  await loaderReady(page);
}

/** Resolves once `text` is shown in the page (hidden text does not count; any run of spaces matches any other). */
export async function textShown(page: EnginePage, text: string, timeoutMs?: number): Promise<void> {
  try {
    await page.waitFor(
      (wanted) => (document.body?.innerText ?? '').replace(/\s+/g, ' ').includes(wanted),
      text.replace(/\s+/g, ' '),
      timeoutMs,
    );
  } catch (error) {
    const shown = await page
      .evaluate(() => document.querySelector('main')?.innerText ?? '', null)
      .catch(() => '');
    throw new Error(`« ${text} » not shown (${String(error)}); the page shows: ${shown.slice(0, 600)}`);
  }
}

/**
 * A CSS selector for the first `selector` element whose text (or accessible label) contains `text`, once there is
 * one, marked for the test: what a person finds by its words.
 */
export async function byText(page: EnginePage, selector: string, text: string): Promise<string> {
  const mark = `engine-${Math.random().toString(36).slice(2)}`;
  try {
    await page.waitFor(
      ([css, wanted, id]) => {
        const element = [...document.querySelectorAll(css)].find((candidate) =>
          `${candidate.textContent ?? ''} ${candidate.getAttribute('aria-label') ?? ''}`.includes(wanted),
        );
        element?.setAttribute('data-engine-mark', id);
        return element !== undefined;
      },
      [selector, text, mark] as const,
    );
  } catch (error) {
    throw new Error(`No ${selector} with « ${text} » (${String(error)})`);
  }
  return `[data-engine-mark="${mark}"]`;
}

/**
 * A returning visitor who already chose cookies (« Essentiels uniquement »), so the banner covers nothing: the
 * choice is put in the site's storage from one of its files that runs no script.
 */
export async function chooseCookiesBefore(page: EnginePage): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    COOKIE_CONSENT.storageKey,
    JSON.stringify(cookieChoice()),
  ] as const);
}

/**
 * Signs the page's browser in as `email` as the sign-in leaves it (the session in the site's storage, minted with the
 * server's secret: e2e/api.ts `storedSession`); the sign-in itself is tested by backOffice.engines.ts.
 */
export async function signInBefore(page: EnginePage, email = 'admin@example.com'): Promise<void> {
  const session = await storedSession(email);
  await page.goto('/robots.txt');
  await page.evaluate(
    ([keys, stored]) => {
      localStorage.setItem(keys.token, stored.token);
      localStorage.setItem(keys.user, stored.user);
    },
    [SESSION_STORAGE_KEYS, session] as const,
  );
}

/**
 * A screenshot for a person to look at, only when asked (`E2E_SHOTS=/tmp/shots npm run test:engines`, as
 * e2e/shots.ts does for the Chromium suite): in `engines/` of that folder, named after the engine.
 */
export async function shot(page: EnginePage, name: string): Promise<void> {
  const root = process.env.E2E_SHOTS;
  if (!root) return;
  const dir = join(root, 'engines');
  mkdirSync(dir, { recursive: true });
  await page.screenshot(join(dir, `${page.engine}-${name}.png`));
}
