import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { storeCookieChoice } from '../testing/browser/cookieChoice';
import type { Job } from '@shared/domain/jobs';
import type { Review } from '@shared/domain/reviews';
import type { PlatformClient } from '@shared/http/types';
import { adminClient, publishSite } from './api';
import { workerBrowser, newContext, VIEWPORTS } from './browser';

/** Every public page of the route table with its main heading. */
const PAGE_HEADINGS: [string, string][] = [
  ['/', DEFAULT_CONTENT.home.heroTitle],
  ['/about', 'À propos de nous'],
  ['/services', 'Nos services'],
  ['/ai-home', 'L’intelligence artificielle au service de votre maison'],
  ['/contact', 'Contactez-nous'],
  ['/careers', 'Rejoignez Notre Équipe'],
  ['/portfolio', 'Nos réalisations'],
  ['/privacy', 'Politique de confidentialité'],
  ['/legal-notice', 'Mentions légales'],
  ['/work-terms', 'Conditions générales de vente'],
  ['/plan-du-site', 'Plan du site'],
];
const headingOf = (path: string) => PAGE_HEADINGS.find(([p]) => p === path)![1];

let browser: Browser;
let admin: PlatformClient;

beforeAll(async () => {
  admin = await adminClient();
  browser = await workerBrowser();
});

/** A visitor who already answered the cookie banner, so it never covers what the test clicks. */
async function visitor(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await newContext(browser, viewport);
  await storeCookieChoice(opened.context);
  return opened;
}

/** The star a person clicks (its radio input is visually hidden inside the label). */
const star = (form: Locator, count: number) =>
  form.locator('label').filter({ hasText: new RegExp(`^${count} étoiles?$`) });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const path = (page: Page) => new URL(page.url()).pathname;

async function expectHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
  expect(await h1(page).count()).toBe(1);
}

async function close(context: BrowserContext, pageErrors: string[]): Promise<void> {
  expect(pageErrors).toEqual([]);
  await context.close();
}

describe('the public pages', () => {
  it.each(Object.entries(VIEWPORTS))('every route renders its heading on %s', async (_name, viewport) => {
    const { context, page, pageErrors } = await visitor(viewport);
    for (const [route, heading] of PAGE_HEADINGS) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await expectHeading(page, heading);
      // Nothing wider than the screen (responsive from 360 px).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
    await close(context, pageErrors);
  });

  it('redirects /blog to /ai-home, /legal to /legal-notice and an unknown path to /', async () => {
    const { context, page, pageErrors } = await visitor();
    for (const [from, to] of [
      ['/blog', '/ai-home'],
      ['/legal', '/legal-notice'],
      ['/nulle-part/ici', '/'],
    ] as const) {
      await page.goto(from);
      await expectHeading(page, headingOf(to));
      await expect.poll(() => path(page)).toBe(to);
    }
    await close(context, pageErrors);
  });

  it('navigates through the header on a desktop and through the menu on a phone', async () => {
    const nav = [
      ['À propos', '/about'],
      ['Services', '/services'],
      ['IA Domestique', '/ai-home'],
      ['Contact', '/contact'],
      ['Accueil', '/'],
    ] as const;
    const desktop = await visitor();
    await desktop.page.goto('/portfolio');
    const bar = desktop.page.getByRole('navigation', { name: 'Navigation principale' });
    for (const [label, to] of nav) {
      await bar.getByRole('link', { name: label, exact: true }).click();
      await expectHeading(desktop.page, headingOf(to));
      expect(path(desktop.page)).toBe(to);
    }
    await bar.getByRole('link', { name: 'Diag Energie' }).click();
    await expectHeading(desktop.page, 'Contactez-nous');
    await close(desktop.context, desktop.pageErrors);

    const phone = await visitor(VIEWPORTS.phone);
    await phone.page.goto('/portfolio');
    const menu = phone.page.getByRole('button', { name: 'Menu' });
    // The menu is the browser's popover (docs/islands.md#le-html-dabord): open is :popover-open.
    const open = () =>
      phone.page.locator('#primary-navigation').evaluate((nav) => nav.matches(':popover-open'));
    for (const [label, to] of nav) {
      expect(await open()).toBe(false);
      await menu.click();
      expect(await open()).toBe(true);
      await phone.page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expectHeading(phone.page, headingOf(to));
    }
    await close(phone.context, phone.pageErrors);
  });

  it('navigates through every footer link', async () => {
    const { context, page, pageErrors } = await visitor();
    await page.goto('/');
    const links = [
      ['À propos', '/about'],
      ['Services', '/services'],
      ['Réalisations', '/portfolio'],
      ['Contact', '/contact'],
      ['Carrières', '/careers'],
      ['Politique de confidentialité', '/privacy'],
      ['Mentions légales', '/legal-notice'],
      ['Conditions générales de vente', '/work-terms'],
      ['Plan du site', '/plan-du-site'],
      ['Accueil', '/'],
    ] as const;
    for (const [label, to] of links) {
      await page.locator('footer').getByRole('link', { name: label, exact: true }).click();
      await expectHeading(page, headingOf(to));
      expect(path(page)).toBe(to);
    }
    await close(context, pageErrors);
  });

  it('opens one service card at a time, and closes the open one on a second click', async () => {
    const { context, page, pageErrors } = await visitor(VIEWPORTS.phone);
    await page.goto('/services');
    const cards = page.locator('summary[aria-controls^="service-"]');
    expect(await cards.count()).toBe(4);
    // Each card is a <details> (its summary the button): the browser opens it, one at a time (its `name`).
    const expanded = () =>
      page.locator('details').evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
    expect(await expanded()).toEqual([false, false, false, false]);
    await cards.nth(0).click();
    expect(await expanded()).toEqual([true, false, false, false]);
    await page.getByRole('region', { name: /Rénovation Énergétique/ }).waitFor();
    await cards.nth(2).click();
    expect(await expanded()).toEqual([false, false, true, false]);
    await cards.nth(2).click();
    expect(await expanded()).toEqual([false, false, false, false]);
    await close(context, pageErrors);
  });
});

describe('stored data over built-in defaults', () => {
  it('filters the five job offers by department, and shows the empty message once a department has none', async () => {
    const { context, page, pageErrors } = await visitor();
    await page.goto('/careers');
    const filters = page.getByRole('group', { name: 'Filtrer les offres par département' });
    // Radios and the stylesheet (docs/islands.md#le-html-dabord): the other departments' offers are hidden.
    const offers = page.locator('#offres article:visible');
    await expect.poll(() => offers.count()).toBe(5);
    await filters.getByText('Développement', { exact: true }).click();
    expect(await filters.getByRole('radio', { name: 'Développement' }).isChecked()).toBe(true);
    await expect.poll(() => offers.count()).toBe(2);
    await filters.getByText('Support', { exact: true }).click();
    await expect.poll(() => offers.count()).toBe(1);

    // The administrator removes the only Support offer: the stored list is the truth.
    const { list } = await admin.find<Job>('jobs', { filter: { department: 'Support' } });
    expect(list).toHaveLength(1);
    const [support] = list;
    await admin.remove('jobs', support!._id);
    await publishSite();
    try {
      await page.reload();
      await expect.poll(() => offers.count()).toBe(4);
      await filters.getByText('Support', { exact: true }).click();
      await page.getByText('Aucune offre disponible dans ce département actuellement.').waitFor();
      expect(await offers.count()).toBe(0);
      await filters.getByText('Tous', { exact: true }).click();
      await expect.poll(() => offers.count()).toBe(4);
    } finally {
      // Put back for this file's last test, which reads the published offers.
      const { _id: _i, createdAt: _c, updatedAt: _u, ...job } = support!;
      await admin.create('jobs', job);
      await publishSite();
    }
    await close(context, pageErrors);
  });

  it('shows a heroTitle changed through the API on / once published, in the HTML itself', async () => {
    const { context, page, pageErrors } = await visitor();
    const title = `Votre maison, en mieux (${Date.now()})`;
    await admin.update('content', { _id: 'content-home' }, { heroTitle: title });
    // Stored but not yet published: the pages still hold the published text (docs/product.md#publication).
    expect(await (await page.request.get('/')).text()).toContain(DEFAULT_CONTENT.home.heroTitle);
    await publishSite();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain(title);
    expect(html).not.toContain(DEFAULT_CONTENT.home.heroTitle);
    await page.goto('/');
    await expectHeading(page, title);
    await page.reload();
    await expectHeading(page, title);
    await close(context, pageErrors);
  });

  it('renders the published texts and offers when the backend is down', async () => {
    const { context, page, pageErrors } = await visitor();
    await page.route('**/lm/**', (route) => route.abort());
    await page.goto('/careers');
    await expectHeading(page, 'Rejoignez Notre Équipe');
    await page.getByRole('heading', { level: 3, name: 'Technicien·ne SAV et maintenance' }).waitFor();
    await page.goto('/portfolio');
    await page.getByRole('heading', { level: 3, name: 'Extension à ossature bois de 28 m²' }).waitFor();
    const image = page.getByRole('img', { name: 'Extension en bois accolée à une maison à Montivilliers' });
    await image.scrollIntoViewIfNeeded();
    // Lazy: it loads once in view; decode() settles when it is drawn, and fails if it is broken.
    await image.evaluate((img: HTMLImageElement) => img.decode());
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await close(context, pageErrors);
  });
});

describe('the review form on /contact', () => {
  it('labels each rating, stays disabled at 0, stores a pending review and offers another one', async () => {
    const { context, page, pageErrors } = await visitor(VIEWPORTS.phone);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Laisser un avis' });
    await form.waitFor();
    const submit = form.getByRole('button', { name: 'Publier mon avis' });
    await form.getByText('Cliquez pour noter').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    const email = `avis.${Date.now()}@example.org`;
    await form.getByLabel('Nom').fill('Paul Lefebvre');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Votre avis').fill('Pompe à chaleur posée en deux jours, très propre.');
    expect(await submit.isDisabled()).toBe(true);
    const labels = ['Très insatisfait', 'Insatisfait', 'Correct', 'Satisfait', 'Très satisfait'];
    for (const [index, label] of labels.entries()) {
      const stars = index + 1;
      await star(form, stars).click();
      await form.getByText(label, { exact: true }).waitFor();
    }
    // Keyboard: arrows move the choice within the radio group.
    await form.getByRole('radio', { name: '5 étoiles' }).press('ArrowLeft');
    await form.getByText('Satisfait', { exact: true }).waitFor();
    expect(await submit.isDisabled()).toBe(false);

    await submit.click();
    await page.getByRole('heading', { name: 'Merci pour votre avis !' }).waitFor();
    const { list } = await admin.find<Review>('reviews', { filter: { email } });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Paul Lefebvre', rating: 4, status: 'pending' });

    await page.getByRole('button', { name: 'Laisser un autre avis' }).click();
    await form.getByText('Cliquez pour noter').waitFor();
    expect(await form.getByLabel('Nom').inputValue()).toBe('');
    expect(await form.getByRole('button', { name: 'Publier mon avis' }).isDisabled()).toBe(true);
    await close(context, pageErrors);
  });

  it('keeps the review and says so in French when storing fails', async () => {
    const { context, page, pageErrors } = await visitor();
    await page.route('**/lm/*/reviews/documents', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 503, message: 'Indisponible', data: null }),
      }),
    );
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Laisser un avis' });
    await form.getByLabel('Nom').fill('Léa Martin');
    await form.getByLabel('E-mail').fill('lea@example.org');
    await form.getByLabel('Votre avis').fill('Très bon contact.');
    await star(form, 3).click();
    await form.getByRole('button', { name: 'Publier mon avis' }).click();
    await form
      .getByText('Une erreur est survenue lors de l’envoi de votre avis.', { exact: false })
      .waitFor();
    expect(await form.getByLabel('Nom').inputValue()).toBe('Léa Martin');
    await form.getByText('Correct', { exact: true }).waitFor();
    await close(context, pageErrors);
  });
});
