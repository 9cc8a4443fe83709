import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { adminClient, signInContext, storedSession } from './api';
import { axeOn } from './axe';
import { newContext, VIEWPORTS, workerBrowser } from './browser';

let browser: Browser;
let session: { token: string; user: string };
beforeAll(async () => {
  browser = await workerBrowser();
  session = await storedSession('admin@example.com');
});

/** `count` subscribers whose addresses all hold `stamp`, written as an import would: 500 per request. */
async function seedSubscribers(stamp: string, count: number): Promise<string[]> {
  const api = await adminClient();
  const emails = Array.from({ length: count }, (_, i) => `abonne${i}.${stamp}@example.net`);
  for (let i = 0; i < emails.length; i += 500) {
    await api.createMany(
      'subscribers',
      emails.slice(i, i + 500).map((email) => ({
        email,
        status: 'active' as const,
        source: 'admin' as const,
        preferences: DEFAULT_PREFERENCES,
      })),
    );
  }
  return emails;
}

/** The subscribers screen searched for `text` (the list's own filter in its address, as a reload keeps it). */
const searched = (text: string) =>
  `/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: text }))}`;

describe('the subscribers of the back-office', () => {
  it('exports all 5,000 subscribers the search matches in one CSV file, with its progress', async () => {
    const stamp = `export${Date.now()}`;
    const emails = await seedSubscribers(stamp, 5_000);
    const { context, page, pageErrors } = await newContext(browser);
    await signInContext(context, session);
    await page.goto(searched(stamp));
    // The list holds the search's subscribers (which ten come first among those of one import, stamped in the same
    // millisecond, is not the point here).
    await page.getByRole('row').filter({ hasText: stamp }).first().waitFor();

    // The export's second page waits until its progress is seen: a fast machine would otherwise finish unseen.
    let releaseSecondPage = () => undefined as void;
    const secondPageHeld = new Promise<void>((resolve) => (releaseSecondPage = resolve));
    let heldPages = 0;
    await page.route('**/lm/*/subscribers/documents/find', async (route) => {
      const body = route.request().postDataJSON() as { limit?: number; skip?: number };
      if (body.limit === 1000 && body.skip === 1000) {
        heldPages += 1;
        await secondPageHeld;
      }
      await route.fallback();
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    await page
      .getByRole('status')
      .getByText(/^Export en cours\s:\s1\s000 sur 5\s000…$/)
      .waitFor();
    releaseSecondPage();
    expect(heldPages, 'la deuxième page de l’export retenue').toBe(1);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^abonnes-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.getByText(/^5\s000 abonnés exportés dans abonnes-\d{4}-\d{2}-\d{2}\.csv$/).waitFor();

    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toMatch(/^E-mail,Inscription,Statut,Origine du consentement,/);
    const exported = lines.slice(1).map((line) => line.split(',')[0]);
    expect(exported).toHaveLength(5_000);
    expect(new Set(exported)).toEqual(new Set(emails));
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('on a phone, opens a subscriber from the list and erases them, saying which address went', async () => {
    const stamp = `effacement${Date.now()}`;
    const [email] = await seedSubscribers(stamp, 1);
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    await signInContext(context, session);
    await page.goto(searched(stamp));
    await page.getByText(email!).click();
    await page.getByRole('heading', { level: 1, name: `Abonné ${email}` }).waitFor();
    // The person's screen on a phone: no serious or critical axe finding, nothing wider than the window.
    const { violations } = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Effacer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Effacer l’abonné ${email}`).waitFor();
    await dialog.getByRole('button', { name: 'Effacer' }).click();
    await page.getByText(`Abonné ${email} effacé`).waitFor();
    expect(await page.getByText('Élément supprimé').count()).toBe(0);
    await page.getByText('Aucun abonné pour le moment.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/subscribers');

    const { total } = await (await adminClient()).find('subscribers', { filter: { email } });
    expect(total).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
