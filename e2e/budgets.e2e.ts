/**
 * The production build as files and in the browser: budgets (no back-office code on a public page), every
 * page prerendered with its heading and text before any script, hydration without mismatch, redirects,
 * sitemap.xml and robots.txt.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FORBIDDEN_MODULE,
  HOME_BUDGET,
  READING_PAGE_BUDGET,
  READING_PAGES,
  SUBSCRIPTION_PAGE_BUDGET,
  SUBSCRIPTION_PAGES,
} from '../pipeline/budgets';
import { checkBudgets } from '../pipeline/check-budgets';
import { htmlFileFor } from '../hosting/prerender/document';
import { baseUrl, islandAwake, workerBrowser, newContext, VIEWPORTS } from './browser';
import { storeCookieChoice } from '../testing/browser/cookieChoice';

const distDir = resolve(process.env.E2E_DIST ?? 'dist');

/** Each public route and its main heading (spec wording). */
const PAGES: Record<string, string> = {
  '/': 'Rénovation énergétique et maison connectée au Havre',
  '/about': 'À propos de nous',
  '/services': 'Nos services',
  '/ai-home': 'L’intelligence artificielle au service de votre maison',
  '/contact': 'Contactez-nous',
  '/careers': 'Rejoignez Notre Équipe',
  '/portfolio': 'Nos réalisations',
  '/privacy': 'Politique de confidentialité',
  '/legal-notice': 'Mentions légales',
  '/work-terms': 'Conditions générales de vente',
  '/plan-du-site': 'Plan du site',
  '/unsubscribe': 'Désinscription de la newsletter',
  '/email-preferences': 'Préférences e-mail',
};
const REDIRECTS: Record<string, string> = { '/blog': '/ai-home', '/legal': '/legal-notice' };

const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the built files', () => {
  const { reports, failures } = checkBudgets(distDir);

  it('pass the budgets: reading pages under 15 KiB, / and the subscription pages under 25 KiB, first visit and returning visitor', () => {
    expect(failures).toEqual([]);
    const home = reports.find((r) => r.route === '/')!;
    expect(home.firstVisitGzip).toBeLessThanOrEqual(HOME_BUDGET);
    expect(home.returningGzip).toBeLessThanOrEqual(HOME_BUDGET);
    for (const route of READING_PAGES) {
      const report = reports.find((r) => r.route === route)!;
      expect(report.firstVisitGzip, route).toBeLessThanOrEqual(READING_PAGE_BUDGET);
      expect(report.returningGzip, route).toBeLessThanOrEqual(READING_PAGE_BUDGET);
      // The chat and the newsletter: downloaded after a gesture, so their use waits for no download.
      expect(report.idle.length, route).toBeGreaterThan(0);
    }
    // Their link checked without React (docs/islands.md#pages-dabonnement), with room to spare.
    for (const route of SUBSCRIPTION_PAGES) {
      const report = reports.find((r) => r.route === route)!;
      expect(
        report.firstVisit.some((file) => /island-runtime/.test(file)),
        route,
      ).toBe(false);
      expect(report.firstVisitGzip, route).toBeLessThanOrEqual(0.8 * SUBSCRIPTION_PAGE_BUDGET);
      expect(report.returningGzip, route).toBeLessThanOrEqual(0.8 * SUBSCRIPTION_PAGE_BUDGET);
    }
  });

  it('never let a public page reach a react-admin, MUI or Emotion module, even lazily', () => {
    for (const route of Object.keys(PAGES)) {
      const report = reports.find((r) => r.route === route);
      expect(report?.reachable.length, route).toBeGreaterThan(2);
      expect(report?.forbidden, route).toEqual([]);
    }
    // The same check does see them where they are: in the back-office's own bundle.
    const adminModules = JSON.parse(
      readFileSync(join(distDir, '.vite', 'chunk-modules-admin.json'), 'utf8'),
    ) as Record<string, string[]>;
    expect(
      Object.values(adminModules)
        .flat()
        .some((id) => FORBIDDEN_MODULE.test(id)),
    ).toBe(true);
  });

  it.each(Object.entries(PAGES))('prerenders %s with its heading and text in the HTML', (route, heading) => {
    const html = readFileSync(join(distDir, htmlFileFor(route)), 'utf8');
    const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    // The headings shown: a subscription page also holds, hidden, the panels its link check may choose.
    const h1 = [...new JSDOM(main).window.document.querySelectorAll('h1')]
      .filter((element) => !element.closest('[hidden]'))
      .map((element) => textOf(element.innerHTML));
    expect(h1).toEqual([heading]);
    expect(textOf(main).length).toBeGreaterThan(
      route === '/unsubscribe' || route === '/email-preferences' ? 30 : 300,
    );
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.includes('application/ld+json')).toBe(route === '/' || route === '/contact');
  });

  it('writes redirect pages, sitemap.xml and robots.txt', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(readFileSync(join(distDir, htmlFileFor(from)), 'utf8')).toContain(`content="0; url=${to}"`);
    }
    const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      Object.keys(PAGES)
        .filter((r) => r !== '/unsubscribe' && r !== '/email-preferences')
        .sort(),
    );
    expect(readFileSync(join(distDir, 'robots.txt'), 'utf8')).toMatch(
      /Disallow: \/admin\n[\s\S]*Sitemap: https?:\/\/\S+\/sitemap\.xml/,
    );
  });
});

describe('the prerendered site in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    expect(existsSync(join(distDir, 'index.html'))).toBe(true);
    browser = await workerBrowser();
  });

  it('shows every page heading without JavaScript', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
    });
    const page = await context.newPage();
    for (const [route, heading] of Object.entries(PAGES)) {
      await page.goto(route);
      expect(
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible(),
        route,
      ).toBe(true);
    }
    // Redirects work on a static host too: the meta refresh needs no script.
    await page.goto('/blog');
    await page.waitForURL('**/ai-home');
    await context.close();
  });

  it('wakes every island of every page without a mismatch or an error', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    for (const route of Object.keys(PAGES)) {
      await page.goto(route);
      expect(page.url(), route).toBe(`${baseUrl()}${route}`);
      // Every island asked to wake, as its trigger would (site/src/islands/islandMap.ts: WAKE_EVENT).
      const names = await page.evaluate(() => {
        const found = [...document.querySelectorAll<HTMLElement>('[data-island]')].map(
          (el) => el.dataset.island!,
        );
        for (const name of found) document.dispatchEvent(new CustomEvent('island:wake', { detail: name }));
        return found;
      });
      expect(names.length, route).toBeGreaterThan(5);
      for (const name of names) await islandAwake(page, name);
      // Waking moves nothing: no layout shift on the page (the banner and the chat are fixed overlays).
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
                total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(shift, route).toBeLessThanOrEqual(0.02);
    }
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
    await context.close();
  });

  it('requests no JavaScript on a text page before any action of a returning visitor', async () => {
    for (const [analytics, expected] of [
      [false, []],
      [true, ['pageview']],
    ] as const) {
      const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
      await storeCookieChoice(context, { analytics });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      for (const route of READING_PAGES) {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
      }
      // The loader is in the HTML; the only file a returning visitor may fetch is the page-view recorder's.
      const modules = [...new Set(scripts.map((path) => /\/assets\/([a-z]+)/i.exec(path)?.[1] ?? path))];
      if (expected.length === 0) expect(scripts).toEqual([]);
      else expect(modules).toContain('pageview');
      expect(scripts.filter((path) => /island-/.test(path))).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('sends unknown paths home with status 404, and serves sitemap.xml as XML and robots.txt as text', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    const unknown = await page.goto('/nulle-part');
    expect(unknown?.status()).toBe(404);
    expect((await page.request.get('/about')).status()).toBe(200);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: PAGES['/'] }).waitFor();
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
