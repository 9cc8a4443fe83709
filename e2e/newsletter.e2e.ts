import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import type { StoredCampaign } from '@shared/domain/campaigns';
import type { StoredConsentProof } from '@shared/domain/consents';
import type { StoredEmail } from '@shared/domain/emails';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import type { StoredSubscriber } from '@shared/domain/subscribers';
import type { PlatformClient } from '@shared/http/types';
import { adminClient, asReceived, serverSecrets, signIn, visitorClient } from './api';
import { baseUrl, workerBrowser, newContext } from './browser';

/** The reviews and newsletter loops on the production build: published reviews, campaigns, one-click unsubscribe, consent proof. */
const ADMIN = 'admin@example.com';
const stamp = Date.now().toString(36);
const address = (name: string) => `${name}.${stamp}@example.net`;

let browser: Browser;
let admin: Page;
let closeAdmin: () => Promise<void>;
let api: PlatformClient;

beforeAll(async () => {
  browser = await workerBrowser();
  const { context, page } = await newContext(browser);
  await signIn(page, ADMIN);
  await page.goto('/admin');
  await page.getByRole('heading', { name: /^Bienvenue/ }).waitFor();
  admin = page;
  closeAdmin = () => context.close();
  api = await adminClient();
});
afterAll(async () => {
  await closeAdmin?.();
});

describe('published reviews', () => {
  it('publishes a review approved in the back-office in the HTML of /contact and /, with its rating, never a refused one', async () => {
    const visitor = visitorClient();
    const approved = `Chantier impeccable ${stamp}`;
    const refused = `Avis refusé ${stamp}`;
    await visitor.create('reviews', {
      name: 'Claire Dubois-Lefèvre',
      email: address('claire'),
      rating: 4,
      comment: approved,
    });
    await visitor.create('reviews', {
      name: 'Bruno Faux',
      email: address('bruno'),
      rating: 1,
      comment: refused,
    });

    await admin.goto('/admin/reviews');
    await admin.getByRole('button', { name: 'Approuver : Claire Dubois-Lefèvre' }).click();
    await admin.getByText('Avis approuvé').waitFor();
    await admin.getByRole('button', { name: 'Refuser : Bruno Faux' }).click();
    await admin.getByText('Avis refusé', { exact: true }).waitFor();

    // The back-office's moderation calls the deploy hook (docs/product.md#publication): no publishSite() here.
    const html = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text();
    await expect.poll(() => html('/contact'), { timeout: 20_000 }).toContain(approved);
    const contact = await html('/contact');
    expect(contact).not.toContain(refused);
    expect(contact).not.toContain(address('claire'));
    expect(contact).toMatch(
      /"aggregateRating":\{"@type":"AggregateRating","ratingValue":[\d.]+,"reviewCount":\d+/,
    );

    // Shown with no script at all: the section is in the HTML.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    await page.goto('/contact');
    const section = page.getByRole('region', { name: 'Avis de nos clients' });
    await section.getByText(`« ${approved} »`).waitFor();
    expect(await section.innerText()).toContain('Claire D.');
    expect(await section.innerText()).toMatch(/\d,?\d?\/5 sur \d+ avis/);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Ils nous ont fait confiance' })
      .getByText(`« ${approved} »`)
      .waitFor();
    await context.close();
  });
});

describe('a campaign', () => {
  const capped = address('plafond');
  const noTopic = address('sans-sujet');
  const reader = address('lecteur');
  const waiting = address('en-attente');

  beforeAll(async () => {
    // Only these three are subscribed while the campaign goes: the file's own server starts with no subscriber.
    // Two newsletters this week for `capped`, through the platform's send, while it is the only one subscribed.
    await api.create('subscribers', {
      email: capped,
      status: 'active',
      source: 'admin',
      preferences: { ...DEFAULT_PREFERENCES, energyTips: true },
    });
    for (const name of ['Première', 'Deuxième']) {
      const id = (
        await api.create('campaigns', {
          name: `${name} ${stamp}`,
          subject: name,
          topic: 'energyTips',
          html: '<p>x</p>',
          status: 'draft',
        })
      )._id;
      const { claim } = await api.claimCampaign(id);
      for (let seq = 1; !(await api.sendCampaignStep(id, { claimId: claim.id, seq })).done; seq++);
    }
    for (const [email, energyTips] of [
      [noTopic, false],
      [reader, true],
    ] as const) {
      await api.create('subscribers', {
        email,
        status: 'active',
        source: 'admin',
        preferences: { ...DEFAULT_PREFERENCES, energyTips },
      });
    }
    // A re-subscription still waiting for its link (docs/newsletter.md#réinscription) receives no campaign.
    await api.create('subscribers', {
      email: waiting,
      status: 'pending',
      source: 'admin',
      preferences: { ...DEFAULT_PREFERENCES, energyTips: true },
    });
  });
  const outboxOf = async (campaignId: string) =>
    (await api.find<StoredEmail>('emails', { filter: { campaignId }, limit: 100 })).list;

  it('is composed, sent once to the right person with personal links and headers, and reports the counts', async () => {
    await admin.goto('/admin/campaigns/create');
    await admin.getByLabel('Nom de la campagne').fill(`Hiver ${stamp}`);
    await admin.getByRole('combobox', { name: 'Sujet' }).click();
    await admin.getByRole('option', { name: 'Conseils énergie' }).click();
    await admin.getByLabel('Objet de l’e-mail').fill('Nos conseils pour l’hiver');
    await admin.getByLabel('Contenu HTML').fill('<p>Bonjour, voici nos conseils.</p>');
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByRole('button', { name: 'Envoyer la campagne' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Envoyer la campagne' }).click();
    // Waits for the end of the send, then reads its counts (a wrong count then says which, not only « timeout »).
    const report = admin.getByText(/^Campagne envoyée/);
    await report.waitFor();
    expect(await report.textContent()).toBe(
      'Campagne envoyée : 1 envoyé(s), 1 ignoré(s) par le plafond, 1 par les préférences.',
    );
    const id = /\/campaigns\/([^/]+)\/show/.exec(admin.url())?.[1] ?? '';
    expect(id).not.toBe('');

    const sent = await outboxOf(id);
    expect(sent.map((e) => e.to)).toEqual([[reader]]);
    const token = await subscriberToken(reader, serverSecrets().subscriber);
    const query = `email=${encodeURIComponent(reader)}&token=${token}`;
    expect(sent[0]?.headers).toEqual({
      'List-Unsubscribe': `<${baseUrl()}/lm/renovation-lehavre/subscribers/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const { html } = await asReceived(api, sent[0]!);
    expect(html).toContain(`${baseUrl()}/unsubscribe?${query.replace('&', '&amp;')}`);
    expect(html).toContain(`${baseUrl()}/email-preferences?${query.replace('&', '&amp;')}`);

    // Its page: the counts and who got what.
    await admin.getByRole('button', { name: 'Fermer' }).click();
    await admin.getByText('Envoyés : 1').waitFor();
    await admin.getByText('Ignorés (plafond) : 1').waitFor();
    await admin.getByText('Ignorés (préférences) : 1').waitFor();
    await admin.getByRole('cell', { name: capped }).waitFor();

    // Sent: no button any more, and the platform refuses to send it again; nothing new leaves.
    await admin.reload();
    await admin.getByText('Envoyés : 1').waitFor();
    expect(await admin.getByRole('button', { name: /Envoyer la campagne|Reprendre l’envoi/ }).count()).toBe(
      0,
    );
    await expect(api.claimCampaign(id)).rejects.toMatchObject({ code: 409 });
    expect(await outboxOf(id)).toHaveLength(1);
    expect((await api.get<StoredCampaign>('campaigns', id)).status).toBe('sent');

    // The mailbox provider's one-click POST unsubscribes the reader at once, unsigned.
    const url = /^<(.+)>$/.exec(sent[0]?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const [stored] = (await api.find<StoredSubscriber>('subscribers', { filter: { email: reader } })).list;
    expect(stored?.status).toBe('unsubscribed');
  });
});

describe('proof of consent', () => {
  it('stores a refused cookie choice as a consents document', async () => {
    const { context, page } = await newContext(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    // The proof's module loads with the choice: its visitor id is stored a moment after the click.
    const visitorId = await page
      .waitForFunction(() => window.localStorage.getItem('cookie-consent-visitor'))
      .then((handle) => handle.jsonValue());
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    let proofs: StoredConsentProof[] = [];
    await expect
      .poll(async () => {
        proofs = (await api.find<StoredConsentProof>('consents', { filter: { visitorId } })).list;
        return proofs.length;
      })
      .toBe(1);
    expect(proofs[0]).toMatchObject({
      decision: 'refuse_all',
      method: 'banner',
      categories: { functional: false, analytics: false, marketing: false },
      policyVersion: 1,
    });
    await context.close();
  });
});
