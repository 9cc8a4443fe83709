import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import type { StoredCampaign } from '@shared/domain/campaigns';
import type { StoredEmail } from '@shared/domain/emails';
import type { StoredSubscriber } from '@shared/domain/subscribers';
import type { PlatformClient } from '@shared/http/types';
import { adminClient, asReceived, serverSecrets, signIn } from './api';
import { baseUrl, workerBrowser, newContext, VIEWPORTS } from './browser';
import { screenshots } from './shots';

/**
 * The mailbox and e-mail rules on the production build (docs/newsletter.md#une-boîte-un-abonné,
 * #e-mails-bien-formés, #liens-des-e-mails).
 */
const ADMIN = 'admin@example.com';
const capture = screenshots('emails');
const stamp = Date.now().toString(36);

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

/** Signs `email` up in the footer of the home page, as a visitor. */
async function footerSignUp(page: Page, email: string) {
  await page.goto('/');
  await page.getByLabel('Votre adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  await page.getByText(/^Merci\s!/).waitFor();
}

/** Composes a campaign for the « Newsletter mensuelle » topic in the back-office, from a template or from HTML. */
async function composeCampaign(name: string, from: { template: string } | { html: string }): Promise<string> {
  await admin.goto('/admin/campaigns/create');
  await admin.getByLabel('Nom de la campagne').fill(name);
  await admin.getByRole('combobox', { name: 'Sujet' }).click();
  await admin.getByRole('option', { name: 'Newsletter mensuelle' }).click();
  if ('template' in from) {
    await admin.getByRole('combobox', { name: 'Partir du modèle' }).click();
    await admin.getByRole('option', { name: from.template }).click();
    await expect.poll(() => admin.getByLabel('Contenu HTML').inputValue()).toContain('<!doctype html>');
  } else {
    await admin.getByLabel('Objet de l’e-mail').fill(name);
    await admin.getByLabel('Contenu HTML').fill(from.html);
  }
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await admin.waitForURL(/\/campaigns\/[^/]+\/show/);
  return /\/campaigns\/([^/]+)\/show/.exec(admin.url())?.[1] ?? '';
}

/** Sends the campaign open in the back-office and waits until the platform says it is sent. */
async function sendCampaign(id: string): Promise<StoredEmail[]> {
  await admin.getByRole('button', { name: 'Envoyer la campagne' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Envoyer la campagne' }).click();
  await expect
    .poll(async () => (await api.get<StoredCampaign>('campaigns', id)).status, { timeout: 30_000 })
    .toBe('sent');
  return (await api.find<StoredEmail>('emails', { filter: { campaignId: id }, limit: 100 })).list;
}

const welcomesOf = async (part: string) =>
  (
    await api.find<StoredEmail>('emails', { filter: { message: 'newsletter-welcome' }, limit: 1000 })
  ).list.filter((email) => email.to.some((to) => to.includes(part)));

/**
 * The preview's width at every frame from now until its frame shows the HTML and its reader's list is there, and 30
 * frames more.
 */
const PREVIEW_WIDTHS = `new Promise((done) => {
  const seen = [];
  let after = -1;
  const tick = () => {
    const box = document.querySelector('[data-testid="campaign-preview"]');
    if (box) seen.push(Math.round(box.getBoundingClientRect().width));
    const ready = document.querySelector('iframe[srcdoc]') && document.querySelector('[role="combobox"]');
    if (ready && after < 0) after = 30;
    if (after === 0) return done(seen);
    if (after > 0) after--;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/** The absolute links of an e-mail's HTML, entities decoded. */
const linksOf = (html: string) =>
  [...html.matchAll(/href="(https?:[^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

async function expectEveryLinkAnswers200(html: string) {
  const links = linksOf(html);
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) {
    expect(new URL(link).origin, link).toBe(new URL(baseUrl()).origin);
    expect((await fetch(link)).status, link).toBe(200);
  }
}

describe('one mailbox, one subscriber', () => {
  it('takes three spellings signed up in the footer for one subscriber: one welcome, one copy of the next campaign', async () => {
    const local = `claire.martin.${stamp}`;
    const { context, page, pageErrors } = await newContext(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    for (const email of [
      `${local}@example.net`,
      `${local}+devis@example.net`,
      `Claire.Martin.${stamp}+2@Example.net`,
    ]) {
      await footerSignUp(page, email);
    }
    await context.close();
    expect(pageErrors).toEqual([]);

    const subscribers = (
      await api.find<StoredSubscriber>('subscribers', { filter: { status: 'active' }, limit: 1000 })
    ).list.filter((s) => s.email.toLowerCase().includes(local));
    expect(subscribers.map((s) => s.email)).toEqual([`${local}@example.net`]);
    expect(await welcomesOf(local)).toHaveLength(1);

    const id = await composeCampaign(`Une boîte ${stamp}`, { html: '<p>Bonjour, voici nos nouvelles.</p>' });
    const sent = await sendCampaign(id);
    expect(sent.filter((email) => email.to.some((to) => to.includes(local))).map((e) => e.to)).toEqual([
      [`${local}@example.net`],
    ]);
  });
});

describe('a campaign from the sample newsletter template', () => {
  it('is one document with one « Se désinscrire », a text part, the RFC 8058 headers and links that answer 200; so is the welcome', async () => {
    const reader = `lecteur.${stamp}@example.net`;
    const { context, page } = await newContext(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await footerSignUp(page, reader);
    await context.close();

    const id = await composeCampaign(`Modèle ${stamp}`, { template: 'Newsletter mensuelle' });
    // Just saved: the preview takes the page's width from its first frame to its last, laid out once (it was
    // squeezed into a narrow column while its readers and its HTML loaded).
    const widths = (await admin.evaluate(PREVIEW_WIDTHS)) as number[];
    expect(new Set(widths).size, widths.join(', ')).toBe(1);
    expect(widths[0]).toBeGreaterThan(600);

    // The preview shows the very links the reader will get: their token, no placeholder.
    await admin.getByRole('combobox', { name: 'Aperçu pour l’abonné' }).click();
    await admin.getByRole('option', { name: reader }).click();
    const token = await subscriberToken(reader, serverSecrets().subscriber);
    const frame = admin.getByTitle('Aperçu de l’e-mail de la campagne');
    await expect.poll(async () => (await frame.getAttribute('srcdoc')) ?? '').toContain(`token=${token}`);
    expect(await frame.getAttribute('srcdoc')).not.toMatch(/\{\{|\{siteUrl\}|\{unsubscribeUrl\}/);
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await admin.setViewportSize(viewport);
      await capture(admin, `campaign-preview-${viewport.width}.png`, { fullPage: true });
    }

    const sent = (await sendCampaign(id)).filter((email) => email.to.includes(reader));
    expect(sent).toHaveLength(1);
    const email = await asReceived(api, sent[0]!);
    expect(sent[0]).not.toHaveProperty('html');
    const html = email.html ?? '';
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(html).toMatch(/<\/body>\n<\/html>$/);
    expect(html.split('Se désinscrire')).toHaveLength(2);
    const query = `email=${encodeURIComponent(reader)}&token=${token}`;
    expect(email.text).toContain(`Se désinscrire : ${baseUrl()}/unsubscribe?${query}`);
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${baseUrl()}/lm/renovation-lehavre/subscribers/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    await expectEveryLinkAnswers200(html);

    const [welcome] = await welcomesOf(reader);
    expect(welcome?.html).toMatch(/<\/body>\n<\/html>$/);
    expect(linksOf(welcome?.html ?? '')).toContain(`${baseUrl()}/portfolio`);
    await expectEveryLinkAnswers200(welcome?.html ?? '');

    // The outbox shows the e-mail from the campaign's body and the reader's values: its HTML and its text part.
    await admin.goto(`/admin/emails/${email._id}/show`);
    await admin.getByText(`Se désinscrire : ${baseUrl()}/unsubscribe?${query}`).waitFor();
    expect(await admin.getByText('Cet e-mail n’a pas de version texte.').count()).toBe(0);
    expect(await admin.getByTitle('Contenu HTML de l’e-mail').getAttribute('srcdoc')).toBe(html);
  });
});
