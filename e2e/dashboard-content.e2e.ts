import { axeOn } from './axe';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthRange } from '../backoffice/src/dates/paris';
import { storeCookieChoice } from '../testing/browser/cookieChoice';
import type { PlatformClient } from '@shared/http/types';
import { adminClient, signIn } from './api';
import { workerBrowser, newContext, VIEWPORTS } from './browser';
import { screenshots } from './shots';
import { fillQuoteForm, uniqueRequest, waitHumanFillTime } from './flows';

const capture = screenshots('dashboard-content');
const REBUILDING =
  'Le site est en cours de reconstruction : la modification sera visible dans quelques instants.';
const ADMIN = 'admin@example.com';

let browser: Browser;
let adminPage: Page;
let closeAdmin: () => Promise<void>;
/** The platform as an administrator, from Node: what the emulator really holds. */
let api: PlatformClient;

beforeAll(async () => {
  browser = await workerBrowser();
  const { context, page } = await newContext(browser);
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('heading', { name: /^Bienvenue/ }).waitFor();
  api = await adminClient();
  adminPage = page;
  closeAdmin = () => context.close();
});
afterAll(async () => {
  await closeAdmin?.();
});

async function storedCounts() {
  const month = monthRange(new Date());
  const inMonth = { $gte: month.from.toISOString(), $lt: month.to.toISOString() };
  const count = async (entity: 'messages' | 'pageviews' | 'emails', filter: Record<string, unknown>) =>
    (await api.find(entity, { filter, limit: 1 })).total;
  return {
    messages: await count('messages', {}),
    unread: await count('messages', { status: 'unread' }),
    visitors: await count('pageviews', { createdAt: inMonth }),
    emails: await count('emails', { status: 'sent' }),
  };
}

/** The figure of a dashboard card, as a number. */
async function cardValue(page: Page, label: string): Promise<number> {
  const value = page.getByRole('link', { name: new RegExp(label) }).getByTestId('stat-value');
  await value.waitFor();
  return Number((await value.innerText()).replace(/\D/g, ''));
}

async function dashboardFigures(page: Page) {
  await page.goto('/admin');
  return {
    messages: await cardValue(page, 'Messages Reçus'),
    unread: await cardValue(page, 'Messages Non Lus'),
    visitors: await cardValue(page, 'Visiteurs du Mois'),
    emails: await cardValue(page, 'Emails Envoyés'),
  };
}

const axeViolations = async (page: Page) =>
  (await axeOn(page).include('main').analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
  );

describe('the dashboard, analytics and content editor on stored data', () => {
  it('records a consented page view and shows it in analytics and in "Visiteurs du Mois"', async () => {
    const { context, page } = await newContext(browser);
    await storeCookieChoice(context, { analytics: true });
    const recorded = page.waitForResponse(
      (r) =>
        /\/lm\/[^/]+\/pageviews\/documents$/.test(new URL(r.url()).pathname) &&
        r.request().method() === 'POST',
    );
    await page.goto('/services');
    expect((await recorded).ok()).toBe(true);
    await context.close();

    await adminPage.goto('/admin/analytics');
    await adminPage.getByRole('button', { name: '7 jours' }).click();
    const row = adminPage.getByRole('row', { name: /\/services/ });
    await row.waitFor();
    expect(
      Number((await row.getByRole('cell').nth(1).innerText()).replace(/\D/g, '')),
    ).toBeGreaterThanOrEqual(1);
  });

  it('shows the stored counts, and they change after a new quote request', async () => {
    const before = await storedCounts();
    expect(before.visitors).toBeGreaterThanOrEqual(1);
    expect(await dashboardFigures(adminPage)).toEqual(before);

    const request = uniqueRequest();
    const { context, page } = await newContext(browser);
    await page.goto('/contact');
    await fillQuoteForm(page, request);
    await waitHumanFillTime(page);
    const stored = page.waitForResponse(
      (r) =>
        /\/lm\/[^/]+\/messages\/documents$/.test(new URL(r.url()).pathname) &&
        r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: /envoyer/i }).click();
    expect((await stored).ok()).toBe(true);
    await page.getByText('Message envoyé !').waitFor();
    await context.close();

    const after = await storedCounts();
    expect(after.messages).toBe(before.messages + 1);
    expect(after.unread).toBe(before.unread + 1);
    await expect.poll(() => dashboardFigures(adminPage)).toEqual(after);
    // The newest message heads the recent messages and the recent activity.
    await adminPage.getByText(`${request.name} — ${request.subject}`).first().waitFor();
    await adminPage.getByText(`Message reçu de ${request.name}`).waitFor();
  });

  it('saves a content change that the public site shows after a reload', async () => {
    const title = `Votre maison, plus sobre (${Date.now()})`;
    await adminPage.goto('/admin/content');
    // The first section, at its own address.
    await adminPage.waitForURL((url) => url.pathname === '/admin/content/home');
    const field = adminPage.getByLabel('Titre principal');
    await field.waitFor();
    expect(await adminPage.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
    await field.fill(title);
    // Another section would drop the change: asked first, and staying keeps it.
    const asked: string[] = [];
    adminPage.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await adminPage.getByRole('tab', { name: 'À propos' }).click();
    await expect
      .poll(() => asked)
      .toEqual([
        'Certains changements n’ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?',
      ]);
    expect(new URL(adminPage.url()).pathname).toBe('/admin/content/home');
    expect(await field.inputValue()).toBe(title);
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await adminPage.getByText('Contenu enregistré').waitFor();
    await expect.poll(() => adminPage.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
    const stored = await api.find('content', { filter: { section: 'home' }, limit: 1 });
    expect(stored.list[0]?.heroTitle).toBe(title);
    // The save rebuilt the site (docs/product.md#publication); the preview server answers once it is done.
    await adminPage.getByText(REBUILDING).waitFor();

    const { context, page } = await newContext(browser);
    await page.goto('/');
    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    await context.close();

    await adminPage.reload();
    expect(await adminPage.getByLabel('Titre principal').inputValue()).toBe(title);
    // Saved, the form lets another section open without asking.
    await adminPage.getByRole('tab', { name: 'À propos' }).click();
    await adminPage.waitForURL((url) => url.pathname === '/admin/content/about');
    await adminPage.reload();
    await adminPage.getByRole('tab', { name: 'À propos', selected: true }).waitFor();
  });

  it('copies a picked image’s alt text into the content, and the public hero image has it after a reload', async () => {
    const alt = 'Maison connectée pilotée depuis un smartphone';
    await adminPage.goto('/admin/content');
    await adminPage.getByRole('button', { name: 'Choisir ou uploader' }).first().click();
    const picker = adminPage.getByRole('dialog');
    await picker.getByRole('button', { name: /maison-connectee\.svg/ }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await adminPage.getByLabel('Texte alternatif').inputValue()).toBe(alt);
    await adminPage.getByRole('button', { name: 'Enregistrer' }).click();
    await adminPage.getByText('Contenu enregistré').waitFor();
    const stored = (await api.find('content', { filter: { section: 'home' }, limit: 1 })).list[0];
    expect(stored?.heroImageAlt).toBe(alt);
    await adminPage.getByText(REBUILDING).waitFor();

    const { context, page } = await newContext(browser);
    await page.goto('/');
    await page.reload();
    const hero = page.locator('section[aria-labelledby="home-title"] img');
    await expect.poll(() => hero.getAttribute('alt')).toBe(alt);
    expect(await hero.getAttribute('src')).toBe(stored?.heroImage);
    await context.close();
  });

  it('shows a signed-in non-administrator no screen, only that the back-office is for administrators', async () => {
    const { context, page } = await newContext(browser);
    await signIn(page, 'visiteur@example.org');
    await page.goto('/admin/content');
    await page.getByRole('heading', { level: 1, name: 'Back-office réservé aux administrateurs' }).waitFor();
    expect(await page.getByLabel('Titre du service').count()).toBe(0);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`dashboard, content editor and analytics at ${viewport.width} px: screenshots, no axe violation`, async () => {
      await adminPage.setViewportSize(viewport);
      await adminPage.goto('/admin');
      await adminPage.getByRole('img', { name: /Demandes de devis reçues par semaine/ }).waitFor();
      await adminPage.getByTestId('activity').first().waitFor();
      await capture(adminPage, `${name}-dashboard.png`, { fullPage: true });
      expect(await axeViolations(adminPage)).toEqual([]);

      await adminPage.goto('/admin/content/services');
      await adminPage.getByLabel('Titre du service').first().waitFor();
      await capture(adminPage, `${name}-content.png`, { fullPage: true });
      expect(await axeViolations(adminPage)).toEqual([]);

      await adminPage.goto('/admin/analytics');
      await adminPage.getByRole('img', { name: 'Pages vues par jour' }).waitFor();
      await capture(adminPage, `${name}-analytics.png`, { fullPage: true });
      expect(await axeViolations(adminPage)).toEqual([]);
    });
  }
});
