/**
 * The back-office's first load as Chromium fetches it from the production build (docs/product.md#premier-chargement):
 * the JavaScript of `/admin` until the sign-in screen shows (signed out), or until the dashboard is whole (signed
 * in as an administrator, its chart drawn), within 300 KiB gzip each, and no more files than the build's budget
 * check counts for that path. Each keeps a fifth of its budget free.
 */
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FIRST_LOAD_BUDGET, ADMIN_FIRST_LOAD_SHARE } from '../pipeline/budgets';
import { checkBudgets } from '../pipeline/check-budgets';
import { baseUrl, workerBrowser, newContext, VIEWPORTS } from './browser';
import { signInThroughPopup } from './flows';

const distDir = resolve(process.env.E2E_DIST ?? 'dist');
/** The chunks of the back-office's other screens (backoffice/src/App.tsx and each resource's index.ts). */
const OTHER_SCREENS =
  /^assets\/(Campaign(List|Create|Edit|Show)|Content(Redirect|Editor)|Email(List|Show)|MediaList|MessageInbox|ReviewList|SubscriberList|Template(List|Create|Edit|Show)|AnalyticsPage)-/;

let browser: Browser;
/** A signed-in administrator's storage (its session), to open /admin with an empty HTTP cache. */
let adminSession: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await workerBrowser();
  const { context, page } = await newContext(browser);
  await signInThroughPopup(page, 'admin@example.com');
  await page.getByRole('heading', { name: /^Bienvenue/ }).waitFor();
  adminSession = await context.storageState();
  await context.close();
});

/** Every script file the page receives, with its size once gzip-compressed (level 9, as the build's check). */
function scriptsOf(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.replace(/^\//, '');
    void response.body().then(
      (body) => scripts.set(file, gzipSync(body, { level: 9 }).length),
      () => scripts.set(file, Number.NaN),
    );
  });
  return scripts;
}

/** Opens /admin in a fresh context (empty cache), counting scripts until `shown` resolves, then until the network is quiet. */
async function firstLoad(
  storageState: typeof adminSession | undefined,
  viewport: { width: number; height: number },
  shown: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    storageState,
  });
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  await page.goto('/admin');
  await shown(page);
  const atShow = new Set(scripts.keys());
  // The bodies of the last responses are read asynchronously.
  await expect.poll(() => [...atShow].every((file) => scripts.has(file))).toBe(true);
  const files = [...atShow].sort();
  const gzip = files.reduce((sum, file) => sum + (scripts.get(file) ?? Number.NaN), 0);
  await context.close();
  if (process.env.E2E_ADMIN_LOAD_LOG)
    console.log(`${viewport.width} px : ${(gzip / 1024).toFixed(1)} KiB, ${files.length} fichiers`);
  return { files, gzip };
}

describe('/admin’s first load, in Chromium', () => {
  const { admin } = checkBudgets(distDir);

  it('counts at most 80 % of the budget for the sign-in screen and the dashboard in the production build', () => {
    expect(admin!.signIn.firstLoadGzip).toBeLessThanOrEqual(ADMIN_FIRST_LOAD_SHARE * ADMIN_FIRST_LOAD_BUDGET);
    expect(admin!.dashboard.firstLoadGzip).toBeLessThanOrEqual(
      ADMIN_FIRST_LOAD_SHARE * ADMIN_FIRST_LOAD_BUDGET,
    );
  });

  it.each(Object.entries(VIEWPORTS))(
    'fetches at most 80 % of the 300 KiB gzip budget for the sign-in screen (%s)',
    async (_name, viewport) => {
      const { files, gzip } = await firstLoad(undefined, viewport, (page) =>
        page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor(),
      );
      expect(gzip).toBeGreaterThan(100 * 1024);
      expect(gzip).toBeLessThanOrEqual(ADMIN_FIRST_LOAD_SHARE * ADMIN_FIRST_LOAD_BUDGET);
      // The build's check counts at least what the browser fetched: its table is not an underestimate.
      expect(files.filter((file) => !admin!.signIn.firstLoad.includes(file))).toEqual([]);
    },
  );

  it.each(Object.entries(VIEWPORTS))(
    'fetches at most 80 % of the 300 KiB gzip budget until a signed-in administrator’s dashboard is whole (%s)',
    async (_name, viewport) => {
      const { files, gzip } = await firstLoad(adminSession, viewport, async (page) => {
        await page.getByRole('heading', { name: /^Bienvenue/ }).waitFor();
        await page.getByRole('img', { name: /Demandes de devis reçues par semaine/ }).waitFor();
      });
      expect(gzip).toBeGreaterThan(100 * 1024);
      expect(gzip).toBeLessThanOrEqual(ADMIN_FIRST_LOAD_SHARE * ADMIN_FIRST_LOAD_BUDGET);
      expect(files.filter((file) => !admin!.dashboard.firstLoad.includes(file))).toEqual([]);
      // Neither the sign-in screen's own file nor the notification's snackbar, which come when needed.
      expect(files.filter((file) => /\/(sign-in|LoginPage|AdminNotification)-/.test(file))).toEqual([]);
      // In two files, each compressed whole: the sign-in screen's, then what the dashboard adds
      // (pipeline/vite/adminChunks.ts), not some forty small ones; the bundler may put its helpers in a third.
      expect(files.filter((file) => !/\/rolldown-runtime-[\w-]+\.js$/.test(file)).length).toBeLessThanOrEqual(
        2,
      );
      // No other screen comes with the dashboard.
      expect(files.filter((file) => OTHER_SCREENS.test(file))).toEqual([]);
    },
  );

  it('on a phone, opens the menu over the dashboard in react-admin’s drawer, and closes it on a choice', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: VIEWPORTS.phone,
      locale: 'fr-FR',
      storageState: adminSession,
    });
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: /^Bienvenue/ }).waitFor();
    const menu = page.getByRole('menuitem', { name: 'Messages' });
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await menu.waitFor();
    await menu.click();
    await page.getByRole('heading', { level: 1, name: 'Messages & Contacts' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });
});
