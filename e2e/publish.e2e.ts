/**
 * Publication (docs/product.md#publication): the stored content is the source of the published HTML. An
 * administrator's save rebuilds the pages; a visitor's first paint is the final one.
 */
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformClient } from '@shared/http/types';
import { adminClient, publishSite, signIn } from './api';
import { baseUrl, workerBrowser, newContext } from './browser';

let browser: Browser;
let api: PlatformClient;

beforeAll(async () => {
  browser = await workerBrowser();
  api = await adminClient();
});

/** The home section as stored. */
const storedHome = async () =>
  (await api.find<{ heroTitle: string }>('content', { filter: { section: 'home' }, limit: 1 })).list[0]!;

/** `/` as a client without JavaScript gets it (a search engine, curl). */
const rawHome = async () => (await fetch(`${baseUrl()}/`)).text();

describe('publishing from the back-office', () => {
  it('puts an edited home title into the raw HTML of /, and tells the administrator the site is being rebuilt', async () => {
    const title = `Une maison plus sobre, publiée (${Date.now()})`;
    expect(await rawHome()).not.toContain(title);

    const { context, page, pageErrors } = await newContext(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/content');
    const field = page.getByLabel('Titre principal');
    await field.waitFor();
    await field.fill(title);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page
      .getByText(
        'Le site est en cours de reconstruction : la modification sera visible dans quelques instants.',
      )
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();

    // The page itself holds the new title: no script needs to run.
    await expect.poll(rawHome, { timeout: 20_000 }).toContain(title);
    const html = await rawHome();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(title);
  });

  it('paints the published title once on a fresh load: no old text, no blank frame, no swap', async () => {
    const home = await storedHome();
    const title = `Rénovation publiée d’avance (${Date.now()})`;
    await api.update('content', { _id: home._id }, { heroTitle: title });
    await publishSite();

    const { context, page, pageErrors } = await newContext(browser);
    // Every state of the page's h1 from the first parsed byte on: its text, or a marker while it is missing.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __h1: string[] }).__h1 = seen;
      const note = () => {
        const h1 = document.querySelector('h1');
        const state = h1 ? (h1.textContent ?? '') : '(aucun titre)';
        if (h1 === null && seen.length === 0) return;
        if (seen.at(-1) !== state) seen.push(state);
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const contentReads: string[] = [];
    page.on('request', (request) => {
      if (/\/lm\/[^/]+\/(content|jobs|projects)\//.test(new URL(request.url()).pathname))
        contentReads.push(request.url());
    });
    await page.goto('/');
    // The banner shown (its script, no island), the reviews in view awake, and every request done.
    await page.getByRole('region', { name: 'Vos choix de cookies' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __h1: string[] }).__h1)).toEqual([title]);
    // Nothing asked the platform for the page's content.
    expect(contentReads).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
