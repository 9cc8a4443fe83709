import { describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import type { SentEmail } from '@shared/domain/emails';
import { adminClient } from '../api';
import { ENGINES, type Engine } from './driver';
import { openPage } from './open';
import { byText, signInBefore, textShown } from './site';

/**
 * The back-office's subscribers and campaigns in Firefox ESR and WebKitGTK: a subscriber erased, a campaign sent
 * (e2e/subscribers.e2e.ts and e2e/campaign-sends.e2e.ts have the whole flows).
 */
const DIALOG = '[role="dialog"]';

/** Subscribers of `topic` of this test only, removed after it: the next test's campaign does not reach them. */
async function newReaders(engine: Engine, label: string, count: number, topic = 'events'): Promise<string[]> {
  const stamp = `${label}-${engine}-${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const emails = Array.from({ length: count }, (_, i) => `lecteur${i}-${stamp}@example.net`);
  const api = await adminClient();
  const created = await api.createMany(
    'subscribers',
    emails.map((email) => ({
      email,
      status: 'active' as const,
      source: 'admin' as const,
      preferences: { ...DEFAULT_PREFERENCES, [topic]: true },
    })),
  );
  onTestFinished(async () => {
    await api.removeMany(
      'subscribers',
      created.map((subscriber) => subscriber._id),
    );
  });
  return emails;
}

describe.each(ENGINES)('the audience in the back-office in %s', (engine) => {
  it('opens a subscriber found by the search and erases them', async () => {
    const [email] = await newReaders(engine, 'effacement', 1);
    const page = await openPage(engine);
    await signInBefore(page);
    await page.goto(`/admin/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
    await page.click(await byText(page, 'td', email!));
    await textShown(page, `Abonné ${email}`);
    await page.click(await byText(page, 'button', 'Effacer'));
    await page.click(await byText(page, `${DIALOG} button`, 'Effacer'));
    await textShown(page, `Abonné ${email} effacé`);
    expect((await (await adminClient()).find('subscribers', { filter: { email } })).total).toBe(0);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('sends a campaign to its topic’s readers', async () => {
    const readers = await newReaders(engine, 'campagne', 2);
    const api = await adminClient();
    const campaign = await api.create('campaigns', {
      name: `Portes ouvertes ${engine} ${Date.now()}`,
      subject: 'Portes ouvertes : venez nous voir',
      topic: 'events',
      html: '<p>Bonjour, venez nous voir.</p>',
      status: 'draft',
    });
    const page = await openPage(engine);
    await signInBefore(page);
    await page.goto(`/admin/campaigns/${campaign._id}/show`);
    await page.click(await byText(page, 'button', 'Envoyer la campagne'));
    await page.click(await byText(page, `${DIALOG} button`, 'Envoyer la campagne'));
    await textShown(page, 'Campagne envoyée', 40_000);
    const sent = (await api.find<SentEmail>('emails', { filter: { campaignId: campaign._id }, limit: 100 }))
      .list;
    const reached = sent.flatMap((email) => email.to).filter((to) => readers.includes(to));
    expect(reached.sort()).toEqual([...readers].sort());
    expect(await page.pageErrors()).toEqual([]);
  });
});
