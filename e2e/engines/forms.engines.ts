import { describe, expect, it } from 'vitest';
import type { Review } from '@shared/domain/reviews';
import type { Subscriber } from '@shared/domain/subscribers';
import { adminClient } from '../api';
import { ENGINES, WIDTHS } from './driver';
import { openPage } from './open';
import { byText, chooseCookiesBefore, openReady, textShown } from './site';

/** The review form on /contact and the newsletter sign-up of every page's footer, in Firefox ESR and WebKitGTK. */
const REVIEW = '.review-form';
const NEWSLETTER = 'form:has(#newsletter-email)';

/** One message whatever the address (docs/newsletter.md#inscription). */
const SIGNED_UP =
  'Merci ! Votre demande est enregistrée. Si cette adresse n’était pas encore abonnée, vous allez recevoir un e-mail de notre part.';

const uniqueEmail = (label: string) => `${label}.${Date.now()}${Math.floor(Math.random() * 1e4)}@example.org`;

describe.each(ENGINES)('the visitor’s forms in %s', (engine) => {
  it('sends a review: « Merci pour votre avis ! » and one stored review', async () => {
    const email = uniqueEmail('julie');
    const page = await openPage(engine, WIDTHS.phone);
    await chooseCookiesBefore(page);
    await openReady(page, '/contact');
    await page.fill(`${REVIEW} #review-name`, 'Julie Moreau');
    await page.fill(`${REVIEW} #review-email`, email);
    await page.click(`${REVIEW} label:has(input[name="rating"][value="4"])`);
    await page.fill(`${REVIEW} #review-comment`, 'Chantier propre et délais tenus.');
    await page.click(await byText(page, `${REVIEW} button[type="submit"]`, 'Publier mon avis'));
    await textShown(page, 'Merci pour votre avis !');
    const admin = await adminClient();
    const stored = (await admin.find<Review>('reviews', { filter: { email } })).list;
    expect(stored.map((review) => review.rating)).toEqual([4]);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('signs up to the newsletter from the footer: the thanks shown and the address stored', async () => {
    const email = uniqueEmail('abonne');
    const page = await openPage(engine);
    await chooseCookiesBefore(page);
    await openReady(page, '/about');
    await page.fill(`${NEWSLETTER} #newsletter-email`, email);
    await page.click(`${NEWSLETTER} button[type="submit"]`);
    await textShown(page, SIGNED_UP);
    const admin = await adminClient();
    expect((await admin.find<Subscriber>('subscribers', { filter: { email } })).list).toHaveLength(1);
    expect(await page.pageErrors()).toEqual([]);
  });
});
