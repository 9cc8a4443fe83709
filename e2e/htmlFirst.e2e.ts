/**
 * HTML first (docs/islands.md#le-html-dabord): with JavaScript switched off in Chromium, the phone menu,
 * the service cards, the careers filter, the AI-home steps and the chat's panel work, through the browser's own
 * elements, with their accessible states; and the approved reviews are in the page.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_GREETING, CHAT_TITLE } from '../site/src/chat/chatMessages';
import { baseUrl, workerBrowser, VIEWPORTS } from './browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  browser = await workerBrowser();
  context = await browser.newContext({
    baseURL: baseUrl(),
    javaScriptEnabled: false,
    viewport: VIEWPORTS.phone,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  page = await context.newPage();
  cdp = await context.newCDPSession(page);
});
afterAll(async () => {
  await context?.close();
});

/** No script ran: the page's inline loader never marked the document ready. */
async function noScript() {
  expect(await page.locator('html[data-loader]').count()).toBe(0);
}

/** What Chromium tells assistive technologies about a node (role, or its start: DisclosureTriangleGrouped), name, states. */
async function axNode(role: string, name: string | RegExp) {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      ignored: boolean;
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  const node = nodes.find(
    (n) =>
      !n.ignored &&
      n.role?.value.startsWith(role) &&
      (typeof name === 'string' ? n.name?.value === name : name.test(n.name?.value ?? '')),
  );
  if (!node) throw new Error(`Aucun nœud ${role} « ${String(name)} » dans l’arbre d’accessibilité`);
  const states = Object.fromEntries((node.properties ?? []).map((p) => [p.name, p.value.value]));
  return { name: node.name?.value ?? '', states };
}

describe('with JavaScript switched off', () => {
  it('opens the phone menu, says it is expanded, closes it with Escape, and its links lead on', async () => {
    await page.goto('/about');
    await noScript();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    expect(await nav.isVisible()).toBe(false);
    expect((await axNode('button', 'Menu')).states.expanded).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Services', exact: true }).waitFor();
    expect((await axNode('button', 'Menu')).states.expanded).toBe(true);
    // The current page is marked in the HTML.
    expect(await nav.getByRole('link', { name: 'À propos' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await page.waitForURL('**/services');
    await page.getByRole('heading', { level: 1, name: 'Nos services' }).waitFor();
  });

  it('opens a service card and closes it, one open at a time, with the expanded state', async () => {
    await page.goto('/services');
    await noScript();
    const summaries = page.locator('summary[aria-controls^="service-"]');
    expect(await summaries.count()).toBe(4);
    const energy = page.getByRole('region', { name: /Rénovation Énergétique/ });
    const extension = page.getByRole('region', { name: /Extension de Maison/ });
    expect(await energy.isVisible()).toBe(false);
    await summaries.nth(0).click();
    await energy.getByRole('heading', { name: 'Prestations incluses' }).waitFor();
    expect((await axNode('DisclosureTriangle', /^Rénovation Énergétique/)).states.expanded).toBe(true);
    await summaries.nth(1).click();
    await extension.waitFor();
    await energy.waitFor({ state: 'hidden' });
    expect((await axNode('DisclosureTriangle', /^Rénovation Énergétique/)).states.expanded).toBe(false);
    await summaries.nth(1).click();
    await extension.waitFor({ state: 'hidden' });
  });

  it('filters the job offers by department, the chosen one checked, the arrow keys moving the choice', async () => {
    await page.goto('/careers');
    await noScript();
    // Without the loader, a part of the page far from the screen is laid out only as it comes near it
    // (docs/islands.md#premier-écran), in a frame after the scroll: until then its offers have no box, and
    // Playwright counts them as hidden. The whole part is laid out at once, its last offer with the others.
    await page.locator('#offres').scrollIntoViewIfNeeded();
    await page.locator('#offres article').last().waitFor();
    const filters = page.getByRole('group', { name: 'Filtrer les offres par département' });
    const offers = page.locator('#offres article:visible');
    expect(await filters.getByRole('radio', { name: 'Tous' }).isChecked()).toBe(true);
    const all = await offers.count();
    expect(all).toBeGreaterThan(1);
    await filters.getByText('Développement', { exact: true }).click();
    expect(await filters.getByRole('radio', { name: 'Développement' }).isChecked()).toBe(true);
    expect((await axNode('radio', 'Développement')).states.checked).toBe('true');
    expect(await offers.count()).toBeLessThan(all);
    expect(await offers.count()).toBeGreaterThan(0);
    const departments = await offers.evaluateAll((shown) =>
      shown.map((article) => article.querySelector('p')?.textContent),
    );
    expect(new Set(departments)).toEqual(new Set(['Développement']));
    // The keyboard moves between departments as radios do.
    await page.keyboard.press('ArrowRight');
    expect(await filters.getByRole('radio', { name: 'Conseil' }).isChecked()).toBe(true);
    await filters.getByText('Tous', { exact: true }).click();
    expect(await offers.count()).toBe(all);
  });

  it('shows the chosen AI-home step, checked, and moves between steps with the arrow keys', async () => {
    await page.goto('/ai-home');
    await noScript();
    const steps = page.getByRole('group', { name: 'Les étapes de votre projet' });
    const panel = (title: string) => page.getByRole('region', { name: title });
    await panel('Analyse de votre habitat').getByText('Étape 1 sur 4').waitFor();
    expect(await panel('Conception de la solution').isVisible()).toBe(false);
    await steps.getByText('Conception de la solution').click();
    await panel('Conception de la solution').getByText('Étape 2 sur 4').waitFor();
    expect(await panel('Analyse de votre habitat').isVisible()).toBe(false);
    expect((await axNode('radio', /^Conception de la solution/)).states.checked).toBe('true');
    await page.keyboard.press('ArrowDown');
    await panel('Installation et configuration').waitFor();
    expect(await panel('Conception de la solution').isVisible()).toBe(false);
  });

  it('opens the chat’s panel with its greeting, says it is expanded, and closes it with its × and with Escape', async () => {
    await page.goto('/about');
    await noScript();
    const launcher = page.getByRole('button', { name: 'Discuter avec un conseiller' });
    const panel = page.getByRole('region', { name: CHAT_TITLE });
    expect(await panel.isVisible()).toBe(false);
    expect((await axNode('button', 'Discuter avec un conseiller')).states.expanded).toBe(false);
    await launcher.click();
    await panel.getByText(CHAT_GREETING).waitFor();
    expect((await axNode('button', 'Discuter avec un conseiller')).states.expanded).toBe(true);
    // The field takes text without any script (sending needs one).
    await panel.getByRole('textbox', { name: 'Votre message' }).fill('Bonjour');
    await panel.getByRole('button', { name: 'Fermer la discussion' }).click();
    await panel.waitFor({ state: 'hidden' });
    await launcher.click();
    expect(await panel.getByRole('textbox', { name: 'Votre message' }).inputValue()).toBe('Bonjour');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it('shows the approved reviews and their average on /contact and /', async () => {
    await page.goto('/contact');
    await noScript();
    const section = page.getByRole('region', { name: 'Avis de nos clients' });
    await section.getByText(/\d(,\d)?\/5 sur \d+ avis/).waitFor();
    expect(await section.locator('blockquote').count()).toBeGreaterThan(0);
    await page.goto('/');
    const home = page.getByRole('region', { name: 'Ils nous ont fait confiance' });
    await home.getByText(/\d(,\d)?\/5 sur \d+ avis/).waitFor();
    expect(await home.locator('blockquote').count()).toBe(3);
  });
});
