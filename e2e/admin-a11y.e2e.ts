import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { adminClient, createSubscriber, signInContext, storedSession } from './api';
import { axeOn } from './axe';
import { ADMIN_SCREENS as SCREENS, openScreen } from './adminScreens';
import { workerBrowser, newContext, VIEWPORTS } from './browser';
import { Reader } from './reader';

/** WCAG 2.1 A and AA, as for the public pages (e2e/a11y.e2e.ts). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Moderate or minor findings the back-office keeps, each justified in docs/product.md#accessibilité-du-back-office.
 * Anything serious or critical fails, whatever its rule.
 */
const ACCEPTED: readonly string[] = [];

/** A subscriber of the test's own, so the subscribers table has rows to select. */
const SUBSCRIBER = `a11y.admin.${Date.now()}@example.org`;

let browser: Browser;
let session: { token: string; user: string };

beforeAll(async () => {
  session = await storedSession('admin@example.com');
  await createSubscriber(SUBSCRIBER);
  // Whatever the data: an address and a subject with no place to break, newest so first in their lists (a phone's
  // screen must not grow wider for them).
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const longAddress = `abonne.largeur.sans.coupure+${stamp}${'0'.repeat(60)}`.slice(0, 64) + '@example.org';
  await createSubscriber(longAddress);
  await (
    await adminClient()
  ).sendEmail({
    to: [longAddress],
    subject: `SujetSansEspace${'RenovationEnergetique'.repeat(8)}${stamp}`,
    html: '<p>Largeur</p>',
  });
  browser = await workerBrowser();
});

/** The whole page's WCAG A/AA findings, one line per rule: serious and critical ones, and unexpected others. */
async function findings(page: Page, where: string): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  const results = await axeOn(page)
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

/** How many pixels wider than the window the page is (a phone would scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// One sweep per width reads each screen once for every check a screen gets at that width: loading the back-office
// is what costs (docs/testing.md#bout-en-bout).
describe.concurrent(
  'back-office screens: axe-core (WCAG 2.1 A/AA), one named h1, the window’s width, French words',
  () => {
    it.for(Object.entries(VIEWPORTS))(
      'every screen at %s width: no serious or critical violation, exactly one non-empty h1, nothing wider than the window, no English word',
      { timeout: 240_000 },
      async ([name, viewport], { expect }) => {
        const { context, page, pageErrors } = await newContext(browser, viewport);
        const found: string[] = [];
        const reader = new Reader(page);
        // Signed out: the sign-in screen.
        await page.goto('/admin');
        await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
        found.push(...(await findings(page, `/admin (connexion) @${name}`)));
        expect(await h1Texts(page)).toEqual([expect.stringMatching(/\S/)]);

        await signInContext(context, session);
        await page.goto('/admin');
        for (const screen of SCREENS) {
          await openScreen(page, screen);
          found.push(...(await findings(page, `${screen.path} @${name}`)));
          const headings = await h1Texts(page);
          if (headings.length !== 1 || !headings[0])
            found.push(`${screen.path} @${name}: h1 ${JSON.stringify(headings)}`);
          const wider = await overflow(page);
          if (wider > 0) found.push(`${screen.path} @${name}: ${wider} px de trop`);
          await reader.read(`${screen.path} @${name}`);
        }
        found.push(...reader.found);
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
        await signInContext(context, session);
        await page.goto('/admin');
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
          await openScreen(page, screen);
          found.push(...(await findings(page, `${screen.path} (sombre)`)));
        }
        if (found.length) console.error(found.join('\n'));
        expect(found).toEqual([]);
        expect(pageErrors).toEqual([]);
        await context.close();
      },
    );
  },
);
