/**
 * The subscription pages load like a reading page (docs/islands.md#pages-dabonnement): their link is checked without
 * React, by a start module on the signing client the page view already uses; React comes with the first use of a
 * control and takes the page over as the check left it. Every outcome of the check, a failing platform, form code that
 * cannot come, and the JavaScript a first and a returning visitor download before any action.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { StoredSubscriber, Subscriber } from '@shared/domain/subscribers';
import { htmlFileFor } from '../hosting/prerender/document';
import { gzipSize, inlineModules, SUBSCRIPTION_PAGE_BUDGET } from '../pipeline/budgets';
import { storeCookieChoice } from '../testing/browser/cookieChoice';
import { adminClient, createSubscriber } from './api';
import { newContext, VIEWPORTS, workerBrowser } from './browser';
import { cutScripts } from './scriptCut';
import { screenshots } from './shots';

const distDir = resolve(process.env.E2E_DIST ?? 'dist');
const capture = screenshots('subscriptionLoad');

/** The page at 390 px, then at 1280 px. */
async function captureBoth(page: Page, name: string) {
  await capture(page, `${name}-390.png`, { fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);
  await capture(page, `${name}-1280.png`, { fullPage: true });
  await page.setViewportSize(VIEWPORTS.phone);
}

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const newSubscriber = (label: string) =>
  createSubscriber(`abonne.${label}+${Date.now()}${Math.floor(Math.random() * 1e4)}@example.org`);

const link = (path: string, email: string, token: string) =>
  `${path}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

async function stored(email: string): Promise<StoredSubscriber> {
  const admin = await adminClient();
  const { list } = await admin.find<Subscriber>('subscribers', { filter: { email }, limit: 1 });
  return list[0]!;
}

/** The platform's subscriber calls of the page (the check reads, the actions write). */
const isSubscriberCall = (request: Request) =>
  /\/lm\/[^/]+\/subscribers\//.test(new URL(request.url()).pathname);

/** Every script file the page asks for, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

async function open(label: string) {
  const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
  onTestFinished(() => context.close());
  const { email, token } = await newSubscriber(label);
  return { context, page, pageErrors, email, token };
}

describe('a subscription page at load', () => {
  it('shows the confirmation with no React, which comes at the first tap and unsubscribes once', async () => {
    const { page, pageErrors, email, token } = await open('leger');
    const scripts = scriptsOf(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const writes: string[] = [];
    page.on('request', (request) => {
      // The check is a POST …/find; an update is the one PUT.
      if (isSubscriberCall(request) && request.method() === 'PUT') writes.push(request.url());
    });
    await page.goto(link('/unsubscribe', email, token));
    const confirm = page.getByRole('button', { name: 'Confirmer la désinscription' });
    await confirm.waitFor();
    expect(await page.getByText(email).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /island-/.test(path))).toBe(false);
    expect(scripts.some((path) => /\/start-unsubscribe-/.test(path))).toBe(true);
    await captureBoth(page, 'confirm');

    // A double tap before React is there: shown as under way at once, sent once.
    await confirm.dblclick();
    await h1(page, 'Désinscription confirmée');
    await page.getByText('Désinscription effectuée avec succès').waitFor();
    expect(scripts.some((path) => /island-runtime-/.test(path))).toBe(true);
    expect((await stored(email)).status).toBe('unsubscribed');
    expect(writes).toHaveLength(1);
    // Hydrated over what the check showed: React reports no mismatch (#418, #423, #425).
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('says in French that a link without its token is invalid, asking the platform nothing', async () => {
    const { page, pageErrors, email } = await open('sansjeton');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isSubscriberCall(request)) calls.push(request.url());
    });
    await page.goto(`/email-preferences?email=${encodeURIComponent(email)}`);
    await h1(page, 'Lien invalide');
    await page.getByText('Ce lien de gestion des préférences n’est pas valide ou a expiré.').waitFor();
    await captureBoth(page, 'invalid');
    expect(await page.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe('/contact');
    expect(calls).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('says the service is unavailable when the platform is down, with « Réessayer », the telephone and the e-mail', async () => {
    const { context, page, pageErrors, email, token } = await open('panne');
    let down = true;
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await context.route('**/lm/**/subscribers/**', async (route) => {
      await held;
      await (down ? route.abort() : route.fallback());
    });
    await page.goto(link('/unsubscribe', email, token));
    // The prerendered wait, while the platform has not answered.
    await page.getByText('Vérification de votre lien de désinscription...').waitFor();
    await captureBoth(page, 'loading');
    answer();
    await h1(page, 'Service momentanément indisponible');
    await captureBoth(page, 'unavailable');
    const retry = page.getByRole('link', { name: 'Réessayer' });
    expect(await retry.getAttribute('href')).toBe(page.url());
    const main = page.getByRole('main');
    expect(await main.locator('a[href^="tel:"]:visible').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await main.locator('a[href^="mailto:"]:visible').getAttribute('href')).toMatch(/^mailto:.+@.+/);
    expect(await page.getByRole('button', { name: 'Confirmer la désinscription' }).count()).toBe(0);

    // The platform back, « Réessayer » checks the same link again.
    down = false;
    await retry.click();
    await page.getByRole('button', { name: 'Confirmer la désinscription' }).waitFor();
    expect((await stored(email)).status).toBe('active');
    expect(pageErrors).toEqual([]);
  });

  it('tells of a request that could not leave when the form’s code cannot come, keeping the choices, and saves once on « Réessayer »', async () => {
    const { context, page, pageErrors, email, token } = await open('coupe');
    await page.goto(link('/email-preferences', email, token));
    const save = page.getByRole('button', { name: 'Enregistrer mes préférences' });
    await save.waitFor();
    // Checked: from now on no script file can come (offline, a deployment that removed them), and one refused once
    // stays refused on this page, as in browsers that keep a failed module failed.
    const scripts = await cutScripts(context);
    const events = page.getByRole('switch', { name: 'Événements' });
    const newsletter = page.getByRole('switch', { name: 'Newsletter mensuelle' });
    await events.click();
    await newsletter.click();
    await save.click();

    const notice = page.getByRole('alert').filter({ hasText: 'Votre demande n’a pas pu être envoyée.' });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain('Vos choix sont conservés.');
    expect(await notice.getByRole('button', { name: 'Réessayer' }).isVisible()).toBe(true);
    expect(await notice.locator('a[href^="tel:"]').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await notice.locator('a[href^="mailto:"]').getAttribute('href')).toMatch(/^mailto:.+@.+/);
    expect(await events.isChecked()).toBe(true);
    expect(await newsletter.isChecked()).toBe(false);
    expect(await save.isEnabled()).toBe(true);
    await captureBoth(page, 'code-missing');
    expect((await stored(email)).preferences).toMatchObject({ events: false, newsletter: true });

    scripts.restore();
    await notice.getByRole('button', { name: 'Réessayer' }).click();
    await h1(page, 'Préférences mises à jour');
    expect((await stored(email)).preferences).toMatchObject({ events: true, newsletter: false });
    expect(pageErrors).toEqual([]);
  });
});

describe('the JavaScript of a subscription page before any action', () => {
  /** What the page asked for by network idle, gzip level 9 as the build counts it, inline loader included. */
  function requestedGzip(route: string, scripts: readonly string[]): number {
    const html = readFileSync(join(distDir, htmlFileFor(route)), 'utf8');
    const files = [...new Set(scripts)].map((path) => readFileSync(join(distDir, path)));
    return gzipSize(inlineModules(html)) + files.reduce((sum, file) => sum + gzipSize(file), 0);
  }

  it.each([
    ['/unsubscribe', 'first', 'Confirmer la désinscription'],
    ['/unsubscribe', 'returning', 'Confirmer la désinscription'],
    ['/email-preferences', 'first', 'Enregistrer mes préférences'],
    ['/email-preferences', 'returning', 'Enregistrer mes préférences'],
  ] as const)(
    '%s, %s visitor: at most 25 KiB and 80 % of its limit, no React',
    async (route, visitor, button) => {
      const { context, page, pageErrors, email, token } = await open('poids');
      if (visitor === 'returning') await storeCookieChoice(context, { analytics: true });
      const scripts = scriptsOf(page);
      await page.goto(link(route, email, token));
      await page.getByRole('button', { name: button }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(scripts.some((path) => /island-/.test(path))).toBe(false);
      if (visitor === 'returning') expect(scripts.some((path) => /\/pageview-/.test(path))).toBe(true);
      const bytes = requestedGzip(route, scripts);
      expect(bytes).toBeLessThanOrEqual(25 * 1024);
      expect(bytes).toBeLessThanOrEqual(0.8 * SUBSCRIPTION_PAGE_BUDGET);
      expect(pageErrors).toEqual([]);
    },
  );
});
