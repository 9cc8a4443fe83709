import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { createSubscriber, storedSession } from './api';
import { launchBrowser, newContext, VIEWPORTS } from './browser';

/** WCAG 2.1 A and AA, as for the public pages (e2e/a11y.e2e.ts). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Moderate or minor findings the back-office keeps, each justified in docs/product.md#accessibilité-du-back-office.
 * Anything serious or critical fails, whatever its rule.
 */
const ACCEPTED: readonly string[] = [];

interface Screen {
  path: string;
  /** The screen's one heading of level 1. */
  h1: string | RegExp;
  /** What proves the screen shows its data, beyond its heading. */
  ready?: (page: Page) => Promise<unknown>;
}

/** Every back-office screen an administrator opens (docs/product.md#back-office), on the seeded data. */
const SCREENS: readonly Screen[] = [
  {
    path: '/admin',
    h1: /^Bienvenue/,
    ready: (page) => page.getByRole('img', { name: /Demandes de devis reçues par semaine/ }).waitFor(),
  },
  {
    path: '/admin/messages',
    h1: 'Messages & Contacts',
    ready: (page) =>
      page.getByRole('region', { name: 'Liste des messages' }).getByRole('link').first().waitFor(),
  },
  { path: '/admin/emails', h1: 'E-mails envoyés' },
  { path: '/admin/reviews', h1: 'Avis', ready: (page) => page.getByText('Aurélie B.').first().waitFor() },
  {
    path: '/admin/templates',
    h1: /^Templates email$/i,
    ready: (page) => page.getByRole('list', { name: 'Templates disponibles' }).waitFor(),
  },
  {
    path: '/admin/templates/create',
    h1: /^Templates email$/i,
    ready: (page) => page.getByLabel(/^Nom du template/).waitFor(),
  },
  {
    path: '/admin/subscribers',
    h1: 'Abonnés',
    ready: (page) => page.getByText(SUBSCRIBER).first().waitFor(),
  },
  { path: '/admin/campaigns', h1: 'Campagnes' },
  {
    path: '/admin/campaigns/create',
    h1: 'Nouvelle campagne',
    ready: (page) => page.getByLabel(/^Nom/).first().waitFor(),
  },
  {
    path: '/admin/media',
    h1: 'Médias & Images',
    ready: (page) => page.getByRole('list', { name: 'Dossiers' }).waitFor(),
  },
  {
    path: '/admin/content/home',
    h1: 'Contenu du site',
    ready: (page) => page.getByLabel('Titre principal').waitFor(),
  },
  {
    path: '/admin/analytics',
    h1: 'Statistiques de visite',
    ready: (page) => page.getByRole('img').first().waitFor(),
  },
];

/** A subscriber of the test's own, so the subscribers table has rows to select. */
const SUBSCRIBER = `a11y.admin.${Date.now()}@example.org`;

let browser: Browser;
let session: { token: string; user: string };

beforeAll(async () => {
  session = await storedSession('admin@example.com');
  await createSubscriber(SUBSCRIBER);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context signed in as the administrator from its first page (the session the sign-in stores). */
async function signedIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([keys, stored]) => {
      localStorage.setItem(keys.token, stored.token);
      localStorage.setItem(keys.user, stored.user);
    },
    [SESSION_STORAGE_KEYS, session] as const,
  );
}

/** The whole page's WCAG A/AA findings, one line per rule: serious and critical ones, and unexpected others. */
async function findings(page: Page, where: string): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || !ACCEPTED.includes(v.id))
    .map(
      (v) =>
        `${where}: ${v.id} [${v.impact ?? '?'}] ${v.nodes.map((n) => n.target.join(' ')).join(' | ')} — ${v.help}`,
    );
}

/** The texts of the page's level-1 headings, as the accessibility tree names them. */
const h1Texts = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim() ?? ''));

describe.concurrent('back-office screens: axe-core (WCAG 2.1 A/AA) and one named h1', () => {
  it.for(Object.entries(VIEWPORTS))(
    'every screen at %s width: no serious or critical violation, exactly one non-empty h1',
    { timeout: 240_000 },
    async ([name, viewport], { expect }) => {
      const { context, page, pageErrors } = await newContext(browser, viewport);
      const found: string[] = [];
      // Signed out: the sign-in screen.
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
      found.push(...(await findings(page, `/admin (connexion) @${name}`)));
      expect(await h1Texts(page)).toEqual([expect.stringMatching(/\S/)]);

      await signedIn(context);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await page.getByRole('heading', { level: 1, name: screen.h1 }).waitFor();
        await screen.ready?.(page);
        await page.waitForLoadState('networkidle');
        found.push(...(await findings(page, `${screen.path} @${name}`)));
        const headings = await h1Texts(page);
        if (headings.length !== 1 || !headings[0])
          found.push(`${screen.path} @${name}: h1 ${JSON.stringify(headings)}`);
      }
      if (found.length) console.error(found.join('\n'));
      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );

  it(
    'in dark mode (the system’s choice), the screens with the app bar, lists and forms: no serious or critical violation',
    {
      timeout: 120_000,
    },
    async ({ expect }) => {
      const { context, page, pageErrors } = await newContext(browser);
      await page.emulateMedia({ colorScheme: 'dark' });
      await signedIn(context);
      const found: string[] = [];
      for (const screen of SCREENS.filter((s) =>
        [
          '/admin',
          '/admin/messages',
          '/admin/subscribers',
          '/admin/campaigns/create',
          '/admin/media',
        ].includes(s.path),
      )) {
        await page.goto(screen.path);
        await page.getByRole('heading', { level: 1, name: screen.h1 }).waitFor();
        await screen.ready?.(page);
        await page.waitForLoadState('networkidle');
        found.push(...(await findings(page, `${screen.path} (sombre)`)));
      }
      if (found.length) console.error(found.join('\n'));
      expect(found).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
