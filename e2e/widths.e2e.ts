import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeCookieChoice } from '../testing/browser/cookieChoice';
import { signInContext, storedSession } from './api';
import { baseUrl, workerBrowser, newContext, pageDrawn } from './browser';

/**
 * Every width from a small phone to a large screen: the header keeps each item on one line (the menu takes
 * over where they do not fit), and no public page is wider than the window — tables included.
 */

let browser: Browser;
let session: { token: string; user: string };

beforeAll(async () => {
  session = await storedSession('admin@example.com');
  browser = await workerBrowser();
});

const PUBLIC_ROUTES = [
  ...readFileSync(new URL('../site/src/routes.tsx', import.meta.url), 'utf8').matchAll(
    /^\s+path: '(\/[^']*)',$/gm,
  ),
].map((m) => m[1] as string);

/** A visitor who already chose cookies (the banner would cover the page), signed in as an administrator or not. */
async function open(width: number, signedIn: boolean, javaScriptEnabled = true) {
  const viewport = { width, height: 900 };
  const opened = javaScriptEnabled
    ? await newContext(browser, viewport)
    : await (async () => {
        const context = await browser.newContext({ baseURL: baseUrl(), viewport, javaScriptEnabled });
        return { context, page: await context.newPage(), pageErrors: [] as string[] };
      })();
  await storeCookieChoice(opened.context);
  if (signedIn) await signInContext(opened.context, session);
  return opened;
}

interface HeaderLayout {
  height: number;
  /** A bar's own height: its minimum height and the bottom border. */
  oneBar: number;
  menuShown: boolean;
  /** Each visible item (link or button, of the bar or of the opened menu) and the lines its text takes. */
  items: { text: string; lines: number }[];
}

/** The header as drawn: its height and how many lines each visible item's text takes. */
const headerLayout = (page: Page): Promise<HeaderLayout> =>
  page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.site-header')!;
    const bar = header.querySelector<HTMLElement>('.header-bar')!;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    /** Distinct line tops of the element's drawn text (a visually hidden label draws none). */
    const lines = (element: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
      }
      return tops.size;
    };
    const items = [...header.querySelectorAll('a, button')].filter(shown);
    const style = getComputedStyle(header);
    return {
      height: header.getBoundingClientRect().height,
      oneBar: parseFloat(getComputedStyle(bar).minHeight) + parseFloat(style.borderBottomWidth),
      menuShown: shown(header.querySelector('.menu-toggle')!),
      items: items.map((item) => ({ text: item.textContent!.trim(), lines: lines(item) })),
    };
  });

/** Items whose text wraps (an icon button's hidden label draws no line). */
const multiLine = (layout: HeaderLayout) => layout.items.filter((item) => item.lines > 1);

describe('the header keeps each item on one line', () => {
  const WIDTHS = [360, 390, 768, 1024, 1100, 1280, 1440, 1920];

  it.for(
    WIDTHS.flatMap((width) => [
      { width, signedIn: false },
      { width, signedIn: true },
    ]),
  )('at $width px, signed in: $signedIn', async ({ width, signedIn }) => {
    const { context, page, pageErrors } = await open(width, signedIn);
    await page.goto('/work-terms');
    if (signedIn) await page.locator('.site-header').getByText('Déconnexion').waitFor({ state: 'attached' });
    const layout = await headerLayout(page);
    expect(multiLine(layout)).toEqual([]);
    expect(layout.height).toBe(layout.oneBar);
    const texts = layout.items.map((item) => item.text);
    if (layout.menuShown) {
      // The menu's own items, opened, take one line each too.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Navigation principale' }).getByText('Contact').waitFor();
      const opened = await headerLayout(page);
      expect(multiLine(opened)).toEqual([]);
      expect(opened.items.map((item) => item.text)).toContain('Diag Energie');
      if (signedIn) expect(opened.items.map((item) => item.text)).toContain('Déconnexion');
    } else {
      expect(texts).toContain('IA Domestique');
      if (signedIn) expect(texts).toEqual(expect.arrayContaining(['Admin', 'Déconnexion']));
    }
    // Below 1024 px the menu always shows; from 1024 px a visitor sees every link in the bar.
    if (width < 1024) expect(layout.menuShown).toBe(true);
    if (width >= 1024 && !signedIn) expect(layout.menuShown).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.for([360, 1024, 1440])(
    'is the same before the scripts run (prerendered, signed out) at %i px',
    async (width) => {
      const { context, page } = await open(width, false, false);
      await page.goto('/work-terms');
      const layout = await headerLayout(page);
      expect(multiLine(layout)).toEqual([]);
      expect(layout.height).toBe(layout.oneBar);
      expect(layout.menuShown).toBe(width < 1024);
      await context.close();
    },
  );

  it('hands over to the menu when the items stop fitting, and back when they fit again', async () => {
    const { context, page, pageErrors } = await open(1280, false);
    await page.goto('/work-terms');
    expect((await headerLayout(page)).menuShown).toBe(false);
    // A visitor's browser set to a 24 px font: the same items no longer fit 1280 px.
    const larger = await page.addStyleTag({ content: 'html { font-size: 24px } body { font-size: 1rem }' });
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    const large = await headerLayout(page);
    expect(multiLine(large)).toEqual([]);
    expect(large.height).toBe(large.oneBar);
    await larger.evaluate((style) => (style as HTMLStyleElement).remove());
    await page.getByRole('button', { name: 'Menu' }).waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('follows the window: an administrator’s items leave the bar for the menu when it narrows', async () => {
    const { context, page, pageErrors } = await open(1440, true);
    await page.goto('/work-terms');
    await page.locator('.site-header').getByText('Déconnexion').waitFor();
    expect((await headerLayout(page)).menuShown).toBe(false);
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    const narrow = await headerLayout(page);
    expect(multiLine(narrow)).toEqual([]);
    expect(narrow.height).toBe(narrow.oneBar);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Menu' }).waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('no public page is wider than a phone', () => {
  it.for([360, 390])('at %i px: the document and every table fit the window', async (width) => {
    const { context, page, pageErrors } = await open(width, false);
    const wide: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await pageDrawn(page);
      const found = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        const lines: string[] = [];
        if (document.documentElement.scrollWidth > viewport)
          lines.push(`document ${document.documentElement.scrollWidth} px`);
        for (const table of document.querySelectorAll('table')) {
          const box = table.getBoundingClientRect();
          // Its visible width: no column hidden in a scrolling box, none past the window.
          if (box.right > viewport || table.scrollWidth > table.clientWidth || box.width > viewport)
            lines.push(`tableau « ${table.caption?.textContent ?? ''} » ${Math.round(box.width)} px`);
          let parent = table.parentElement;
          while (parent && parent !== document.body) {
            if (parent.scrollWidth > parent.clientWidth + 1)
              lines.push(`tableau « ${table.caption?.textContent ?? ''} » coupé par son conteneur`);
            parent = parent.parentElement;
          }
        }
        return lines;
      });
      wide.push(...found.map((line) => `${route} @${width}: ${line}`));
    }
    expect(wide).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a telephone number', () => {
  it('stays on one line wherever it is linked, even in a box narrower than it', async () => {
    const { context, page, pageErrors } = await open(390, false);
    await page.goto('/contact');
    await pageDrawn(page);
    // Each of the page's telephone links, in a box of 4 em: only a break inside the number could make it fit.
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].map((link) => {
        const box = document.createElement('div');
        box.style.width = '4em';
        document.body.append(box);
        box.append(link.cloneNode(true));
        return new Set([...box.firstElementChild!.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((count) => count !== 1)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

// The back-office's screens at 390 px: e2e/admin-a11y.e2e.ts, which reads each screen once for all its checks.
