import { axeOn } from './axe';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import { config } from '@shared/config';
import type { SentEmail, SiteEmail } from '@shared/domain/emails';
import type { StoredSubscriber, Subscriber } from '@shared/domain/subscribers';
import { PlatformError } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { oneClickUnsubscribeUrl } from '@shared/email/newsletterEmail';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER } from '@shared/email/welcomeNewsletterEmail';
import { adminClient, createSubscriber, serverSecrets, visitorClient } from './api';
import { baseUrl, workerBrowser, newContext, VIEWPORTS } from './browser';
import { screenshots } from './shots';

const capture = screenshots('subscriptions');
const TITLES = [
  'Newsletter mensuelle',
  'Offres et promotions',
  'Nouveautés produits',
  'Conseils énergie',
  'Événements',
];

let browser: Browser;
/** A visitor (signed requests, no session) and an administrator, talking to the e2e server like the site does. */
let visitor: PlatformClient;
let admin: PlatformClient;

beforeAll(async () => {
  visitor = visitorClient();
  admin = await adminClient();
  browser = await workerBrowser();
});

/** A new subscriber, created as the newsletter sign-up would (visitor request, spec defaults). */
async function newSubscriber(label: string): Promise<{ email: string; token: string }> {
  return createSubscriber(`abonne.${label}+${Date.now()}${Math.floor(Math.random() * 1e4)}@example.org`);
}

async function stored(email: string): Promise<StoredSubscriber> {
  const { list } = await admin.find<Subscriber>('subscribers', { filter: { email }, limit: 1 });
  expect(list).toHaveLength(1);
  return list[0]!;
}

const link = (path: string, email: string, token: string) =>
  `${path}?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

const switches = (page: Page) =>
  Promise.all(TITLES.map((name) => page.getByRole('switch', { name }).isChecked()));

/** axe-core on the page's own content (the states a route-wide check without a valid link never reaches). */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await axeOn(page).include('main').analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('email preferences', () => {
  it('shows the stored preferences, saves the changes for real, and shows them again after a reload', async () => {
    const { email, token } = await newSubscriber('prefs');
    const desktop = await newContext(browser, VIEWPORTS.desktop);
    await desktop.page.goto(link('/email-preferences', email, token));
    // Prerendered loading state, then the form after its minimum second (docs/product.md#constantes).
    await desktop.page.getByText('Chargement de vos préférences...').waitFor();
    await desktop.page.getByRole('button', { name: 'Enregistrer mes préférences' }).waitFor();
    await capture(desktop.page, `preferences-form-1280.png`, { fullPage: true });
    expect(await axeViolations(desktop.page)).toEqual([]);
    expect(desktop.pageErrors).toEqual([]);
    await desktop.context.close();

    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    await page.goto(link('/email-preferences', email, token));
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).waitFor();
    await capture(page, `preferences-form-390.png`, { fullPage: true });
    expect(await page.getByText(email).count()).toBe(1);
    expect(await switches(page)).toEqual([true, false, true, true, false]);
    expect(await page.getByText(/au maximum 2 e-mails par semaine/).count()).toBe(1);

    await page.getByRole('switch', { name: 'Newsletter mensuelle' }).click();
    await page.getByRole('switch', { name: 'Offres et promotions' }).click();
    await page.getByRole('switch', { name: 'Événements' }).click();
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await page.getByRole('button', { name: 'Enregistrement...' }).waitFor();
    await h1(page, 'Préférences mises à jour');
    await page.getByText('Préférences mises à jour avec succès').waitFor();
    await capture(page, `preferences-success-390.png`);
    expect(await axeViolations(page)).toEqual([]);

    const after = await stored(email);
    expect(after.preferences).toEqual({
      newsletter: false,
      promotions: true,
      productUpdates: true,
      energyTips: true,
      events: true,
    });
    expect(after.status).toBe('active');

    await page.reload();
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).waitFor();
    expect(await switches(page)).toEqual([false, true, true, true, true]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('unsubscribe', () => {
  it('confirms, then marks the stored subscriber unsubscribed', async () => {
    const { email, token } = await newSubscriber('unsub');
    const shot = await newContext(browser, VIEWPORTS.desktop);
    await shot.page.goto(link('/unsubscribe', email, token));
    await shot.page.getByRole('button', { name: 'Confirmer la désinscription' }).waitFor();
    await capture(shot.page, `unsubscribe-confirm-1280.png`, { fullPage: true });
    // "Gérer mes préférences" leads to the preferences of the same link.
    await shot.page.getByRole('link', { name: 'Gérer mes préférences' }).click();
    await shot.page.getByRole('button', { name: 'Enregistrer mes préférences' }).waitFor();
    expect(new URL(shot.page.url()).pathname).toBe('/email-preferences');
    await shot.context.close();

    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    await page.goto(link('/unsubscribe', email, token));
    await page.getByRole('button', { name: 'Confirmer la désinscription' }).waitFor();
    expect(await page.getByText(email).count()).toBe(1);
    for (const title of TITLES) expect(await page.getByRole('listitem').getByText(title).count()).toBe(1);
    await capture(page, `unsubscribe-confirm-390.png`, { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect((await stored(email)).status).toBe('active');

    await page.getByRole('button', { name: 'Confirmer la désinscription' }).click();
    await page.getByRole('button', { name: 'Désinscription en cours...' }).waitFor();
    await h1(page, 'Désinscription confirmée');
    await page.getByText('Désinscription effectuée avec succès').waitFor();
    expect(await page.getByText(/jusqu’à 48h/).count()).toBe(1);
    await capture(page, `unsubscribe-success-390.png`);
    expect(await axeViolations(page)).toEqual([]);

    const after = await stored(email);
    expect(after.status).toBe('unsubscribed');
    expect(after.unsubscribedAt).toEqual(expect.any(String));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a link opened after a one-click unsubscribe', () => {
  it('says « déjà désinscrite », never offers to unsubscribe again, and re-subscribes only by a new e-mailed confirmation', async () => {
    const { email, token } = await newSubscriber('deja');
    // The mailbox provider's RFC 8058 POST, unsigned, as the List-Unsubscribe header names it.
    const oneClick = oneClickUnsubscribeUrl(baseUrl(), config.projectId, email).replace(
      UNSUBSCRIBE_TOKEN_PLACEHOLDER,
      encodeURIComponent(token),
    );
    const answer = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect((await stored(email)).status).toBe('unsubscribed');

    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    await page.goto(link('/unsubscribe', email, token));
    await h1(page, 'Adresse déjà désinscrite');
    expect(await page.getByText(email).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Confirmer la désinscription' }).count()).toBe(0);
    await capture(page, `already-unsubscribed-390.png`, { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // The preferences link of the same e-mail says the same, with no switches to save.
    await page.goto(link('/email-preferences', email, token));
    await h1(page, 'Adresse déjà désinscrite');
    expect(await page.getByRole('switch').count()).toBe(0);

    await page.getByRole('button', { name: 'Me réinscrire' }).click();
    await h1(page, 'Confirmez votre réinscription par e-mail');
    expect(await axeViolations(page)).toEqual([]);
    await capture(page, `already-unsubscribed-sent-390.png`, { fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await capture(page, `already-unsubscribed-sent-1280.png`);
    // Nothing comes back until the e-mailed link is followed.
    expect((await stored(email)).status).toBe('pending');
    const { list } = await admin.find<SentEmail>('emails', {
      filter: { to: email, message: 'newsletter-confirmation' },
      limit: 10,
    });
    expect(list).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('re-subscription through the link', () => {
  /** One message whatever the address (docs/newsletter.md#inscription). */
  const SIGNED_UP =
    'Merci ! Votre demande est enregistrée. Si cette adresse n’était pas encore abonnée, vous allez recevoir un e-mail de notre part.';

  /** Signs up in the footer; resolves with the platform's answer to the page (status and body). */
  async function footerSignUp(page: Page, email: string, firstVisit = false) {
    await page.goto('/');
    // The cookie banner appears after a second on the first visit only (the choice is kept).
    if (firstVisit) await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await page.getByLabel('Votre adresse e-mail').fill(email);
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/subscribers/documents'),
      ),
      page.getByRole('button', { name: 'S’inscrire' }).click(),
    ]);
    await page.getByText(SIGNED_UP).waitFor();
    return { status: response.status(), body: (await response.json()) as unknown };
  }

  const outboxOf = async (email: string, message: SiteEmail) =>
    (await admin.find<SentEmail>('emails', { filter: { to: email, message }, limit: 10 })).list;

  it('keeps a returning address pending with its topics until the e-mailed link confirms, then welcomes it once', async () => {
    const email = `abonne.retour+${Date.now()}${Math.floor(Math.random() * 1e4)}@example.org`;
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    // A second sign-up once logged a 409 in the console (an e-mail asked for twice): none now.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const unknown = await footerSignUp(page, email, true);
    expect(unknown).toEqual({ status: 200, body: { code: 200, message: 'success', data: { email } } });
    const token = await subscriberToken(email, serverSecrets().subscriber);
    const topics = { ...(await stored(email)).preferences, promotions: true, events: true };
    await visitor.update('subscribers', { email }, { preferences: topics }, { token });
    await visitor.update('subscribers', { email }, { status: 'unsubscribed' }, { token });

    // Entered again in the footer: the same answer as for an unknown address; nothing comes back yet, a link
    // goes out to that address.
    expect(await footerSignUp(page, email)).toEqual(unknown);
    expect(await stored(email)).toMatchObject({ status: 'pending', preferences: topics });
    const [confirmation] = await outboxOf(email, 'newsletter-confirmation');
    const link = /https?:\/\/\S+\/email-preferences\?\S+/.exec(confirmation?.text ?? '')?.[0] ?? '';
    // It leads back to the site the visitor was on, with the address's own token.
    expect(new URL(link).origin).toBe(new URL(baseUrl()).origin);
    expect(new URL(link).searchParams.get('token')).toBe(token);

    await page.goto(link);
    await h1(page, 'Confirmer votre réinscription');
    expect(await page.getByText(email).count()).toBe(1);
    await capture(page, `resubscribe-confirm-390.png`, { fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect((await stored(email)).status).toBe('pending');
    await page.getByRole('button', { name: 'Confirmer ma réinscription' }).click();
    await page.getByText('Réinscription confirmée : vous recevrez de nouveau nos e-mails').waitFor();
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).waitFor();
    expect(await switches(page)).toEqual([
      topics.newsletter,
      true,
      topics.productUpdates,
      topics.energyTips,
      true,
    ]);
    expect(await stored(email)).toMatchObject({ status: 'active', preferences: topics });
    await expect.poll(async () => (await outboxOf(email, 'newsletter-welcome')).length).toBe(2);

    // Signed up again while subscribed: the same answer and message, and no third welcome.
    expect(await footerSignUp(page, email)).toEqual(unknown);
    expect((await outboxOf(email, 'newsletter-welcome')).length).toBe(2);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('invalid links', () => {
  it('shows "Lien invalide" when the e-mail or the token is missing', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    for (const url of [
      '/unsubscribe',
      '/unsubscribe?email=marie%40example.org',
      '/unsubscribe?token=abc',
      '/email-preferences?email=marie%40example.org',
      '/email-preferences?token=abc',
    ]) {
      await page.goto(url);
      await h1(page, 'Lien invalide');
      expect(await page.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe('/contact');
    }
    await page.goto('/unsubscribe?email=marie%40example.org');
    await h1(page, 'Lien invalide');
    expect(await page.getByText('Ce lien de désinscription n’est pas valide ou a expiré.').count()).toBe(1);
    await capture(page, `invalid-link-390.png`);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('refuses a forged token on both pages, and nothing changes in the store', async () => {
    const { email } = await newSubscriber('forged');
    const other = await newSubscriber('other');
    const before = await stored(email);
    // Forged: the right shape, but another secret; and the real token of another address.
    const forgedTokens = [await subscriberToken(email, 'not-the-server-secret'), other.token];

    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.desktop);
    for (const forged of forgedTokens) {
      for (const path of ['/unsubscribe', '/email-preferences']) {
        await page.goto(link(path, email, forged));
        await h1(page, 'Lien invalide');
        expect(await page.getByRole('button', { name: 'Confirmer la désinscription' }).count()).toBe(0);
        expect(await page.getByRole('switch').count()).toBe(0);
      }
    }
    await capture(page, `forged-link-1280.png`);

    // Straight to the platform with the forged token: refused too.
    const refusal = await visitor
      .update('subscribers', { email }, { status: 'unsubscribed' }, { token: forgedTokens[0] })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PlatformError);
    expect((refusal as PlatformError).code).toBe(403);

    expect(await stored(email)).toEqual(before);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
