import { axeOn } from './axe';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriber } from './api';
import { workerBrowser, newContext, VIEWPORTS } from './browser';
import { pixelContrastFailures } from './pixelContrast';

/** WCAG 2.1 A and AA, the level every public page meets. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every public route; the subscription pages get a valid link so axe sees their real form, not an error. */
const ROUTES = [
  '/',
  '/about',
  '/services',
  '/ai-home',
  '/contact',
  '/careers',
  '/portfolio',
  '/privacy',
  '/legal-notice',
  '/work-terms',
  '/unsubscribe',
  '/email-preferences',
] as const;

/** What proves a route has finished rendering its own content (beyond network idle). */
const READY: Partial<Record<(typeof ROUTES)[number], (page: Page) => Promise<void>>> = {
  '/unsubscribe': (page) => page.getByRole('button', { name: 'Confirmer la désinscription' }).waitFor(),
  '/email-preferences': (page) => page.getByRole('button', { name: 'Enregistrer mes préférences' }).waitFor(),
  '/contact': (page) => page.getByRole('form', { name: 'Laisser un avis' }).waitFor(),
};

let browser: Browser;
let linkQuery = '';

beforeAll(async () => {
  // A subscriber created as the newsletter sign-up does (signed visitor request), and its real token.
  const { email, token } = await createSubscriber(`a11y.${Date.now()}@example.org`);
  linkQuery = `?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
  browser = await workerBrowser();
});

/**
 * The whole page's WCAG A/AA violations, one readable line per rule (id, impact, targets, help), plus the
 * texts over a gradient or an image whose contrast, measured on the pixels, is too low (axe cannot tell).
 */
async function violations(page: Page, where: string): Promise<string[]> {
  // Let entrance transitions end, so colours are measured at rest.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  const results = await axeOn(page)
    // Passes are not read: skipping their details keeps each run short. (Before withTags: options()
    // replaces the whole option object, tag filter included.)
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(TAGS)
    .analyze();
  const lines = results.violations.map(
    (v) =>
      `${where}: ${v.id} [${v.impact ?? '?'}] ${v.nodes.map((n) => n.target.join(' ')).join(' | ')} — ${v.help}`,
  );
  for (const low of await pixelContrastFailures(page, results)) {
    lines.push(
      `${where}: color-contrast (measured on pixels) ${low.target} «${low.text}» ${low.ratio}:1 < ${low.required}:1`,
    );
  }
  return lines;
}

/** Loads a route like a first-time visitor: network idle, then the cookie banner after its second. */
async function settle(page: Page, route: (typeof ROUTES)[number]): Promise<void> {
  const query = route === '/unsubscribe' || route === '/email-preferences' ? linkQuery : '';
  await page.goto(route + query);
  await READY[route]?.(page);
  await page.locator('[aria-labelledby="cookie-banner-title"]').waitFor();
  // Resolves at once when the network went idle while the banner was waiting its second.
  await page.waitForLoadState('networkidle');
}

it('the test covers every page of the route table', () => {
  const table = readFileSync(new URL('../site/src/routes.tsx', import.meta.url), 'utf8');
  const paths = [...table.matchAll(/^\s+path: '(\/[^']*)',$/gm)].map((m) => m[1]);
  expect(paths.length).toBeGreaterThan(0);
  expect([...ROUTES].sort()).toEqual([...paths].sort());
});

/** The two states of /contact a plain visit never shows: the quote form's errors and the review thank-you. */
async function contactStates(page: Page, name: string): Promise<string[]> {
  await settle(page, '/contact');
  const found: string[] = [];
  const quote = page.locator('form', { has: page.getByLabel(/code postal/i) });
  await quote.getByRole('button', { name: 'Envoyer la demande' }).click();
  await quote.locator('[aria-invalid="true"]').first().waitFor();
  found.push(...(await violations(page, `/contact quote errors @${name}`)));

  const review = page.getByRole('form', { name: 'Laisser un avis' });
  await review.getByLabel('Nom').fill('Paul Lefebvre');
  await review.getByLabel('E-mail').fill(`avis.a11y.${name}.${Date.now()}@example.org`);
  await review.getByLabel('Votre avis').fill('Isolation des combles faite proprement, équipe ponctuelle.');
  await review
    .locator('label')
    .filter({ hasText: /^5 étoiles$/ })
    .click();
  await review.getByRole('button', { name: 'Publier mon avis' }).click();
  await page.getByRole('heading', { name: 'Merci pour votre avis !' }).waitFor();
  found.push(...(await violations(page, `/contact review thanks @${name}`)));
  return found;
}

/** One visitor per width, kept from route to route as a person browsing (the banner shows until a choice). */
const visitors: Record<string, Awaited<ReturnType<typeof newContext>>> = {};
beforeAll(async () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS))
    visitors[name] = await newContext(browser, viewport);
});
afterAll(async () => {
  for (const visitor of Object.values(visitors)) await visitor.context.close();
});

/** Runs `check` at both widths side by side (most of a visit is waiting: network idle, the banner's second). */
async function atBothWidths(check: (page: Page, name: string) => Promise<string[]>): Promise<string[]> {
  const found = await Promise.all(Object.entries(visitors).map(([name, { page }]) => check(page, name)));
  return found.flat();
}

// One test per route, so a failure names its route and a slow machine gets the usual time for each.
describe('axe-core, WCAG 2.1 A and AA, whole page with the cookie banner shown, at 390 and 1280 px', () => {
  it.for(ROUTES)('finds no violation on %s', async (route) => {
    const found = await atBothWidths(async (page, name) => {
      await settle(page, route);
      return violations(page, `${route} @${name}`);
    });
    if (found.length) console.error(found.join('\n'));
    expect(found).toEqual([]);
    for (const visitor of Object.values(visitors)) expect(visitor.pageErrors).toEqual([]);
  });

  it('finds no violation on /contact with the quote form’s errors, nor after a review', async () => {
    const found = await atBothWidths(contactStates);
    if (found.length) console.error(found.join('\n'));
    expect(found).toEqual([]);
    for (const visitor of Object.values(visitors)) expect(visitor.pageErrors).toEqual([]);
  });
});
