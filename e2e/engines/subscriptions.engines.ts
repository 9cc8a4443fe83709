import { describe, expect, it } from 'vitest';
import type { Subscriber } from '@shared/domain/subscribers';
import { adminClient, createSubscriber } from '../api';
import { ENGINES, WIDTHS } from './driver';
import { openPage } from './open';
import { byText, chooseCookiesBefore, textShown } from './site';

/**
 * The pages a subscriber's e-mail links to, with a real link (the address and its token, made with the server's
 * secret as e2e/subscriptions.e2e.ts does), in Firefox ESR and WebKitGTK.
 */
/** A mailbox of its own (no `+tag`: every tag of one mailbox is one subscriber, docs/newsletter.md#une-boîte-un-abonné). */
const newSubscriber = (label: string) =>
  createSubscriber(`abonne-${label}-${Date.now()}${Math.floor(Math.random() * 1e4)}@example.org`);

const link = (path: string, email: string, token: string) =>
  `${path}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

async function stored(email: string): Promise<Subscriber> {
  const { list } = await (
    await adminClient()
  ).find<Subscriber>('subscribers', { filter: { email }, limit: 1 });
  return list[0]!;
}

describe.each(ENGINES)('the subscription pages in %s', (engine) => {
  it('/email-preferences shows the stored topics and saves a change', async () => {
    const { email, token } = await newSubscriber('prefs');
    const page = await openPage(engine, WIDTHS.phone);
    await chooseCookiesBefore(page);
    await page.goto(link('/email-preferences', email, token));
    await textShown(page, 'Enregistrer mes préférences');
    await textShown(page, email);
    // The stored topics, filled in by the page's start module.
    await page.waitFor(
      () => (document.getElementById('preference-newsletter') as HTMLInputElement | null)?.checked,
      null,
    );
    await page.click('#preference-newsletter');
    await page.click(await byText(page, 'button[type="submit"]', 'Enregistrer mes préférences'));
    await textShown(page, 'Préférences mises à jour avec succès');
    expect((await stored(email)).preferences.newsletter).toBe(false);
    expect((await stored(email)).status).toBe('active');
    expect(await page.pageErrors()).toEqual([]);
  });

  it('/unsubscribe confirms, then the subscriber is stored unsubscribed', async () => {
    const { email, token } = await newSubscriber('unsub');
    const page = await openPage(engine, WIDTHS.phone);
    await chooseCookiesBefore(page);
    await page.goto(link('/unsubscribe', email, token));
    await textShown(page, 'Confirmer la désinscription');
    expect((await stored(email)).status).toBe('active');
    await page.click(await byText(page, 'button[type="submit"]', 'Confirmer la désinscription'));
    await textShown(page, 'Désinscription effectuée avec succès');
    expect((await stored(email)).status).toBe('unsubscribed');
    expect(await page.pageErrors()).toEqual([]);
  });
});
