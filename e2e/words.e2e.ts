import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@shared/config';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { createPlatformClient } from '@shared/http/client';
import type { PlatformClient } from '@shared/http/types';
import { mintToken } from '../mocks/auth/tokens';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import { startPreviewServer, type PreviewServer } from '../hosting/previewServer';
import { signInContext } from './api';
import { ADMIN_SCREENS, openScreen, type AdminScreen } from './adminScreens';
import { workerBrowser, newContext, pageDrawn, VIEWPORTS } from './browser';
import { DENY_RULES, offences } from './deny-list';
import { Reader, visibleTexts } from './reader';

/**
 * Every word French (docs/product.md#langue): each public page and each back-office screen of the production
 * build, in the states a visit shows (banner, dialogs, errors, empty and filled lists), read as a person
 * sees it — the page's text, its tab title, and the title, aria-label, placeholder and alt attributes — and
 * checked against e2e/deny-list.ts. A server started in this file, beside the one every file gets: it writes into
 * its store what only the platform's send writes (a sent campaign and its delivery).
 */

let server: PreviewServer;
let dataDir = '';
let browser: Browser;
let admin: PlatformClient;
let session: { token: string; user: string };
let linkQuery = '';
const ids = { message: '', template: '', email: '', draft: '', sent: '' };
const names = { template: '', email: '' };

/** Every public route of the route table (site/src/routes.tsx), as the a11y test reads it. */
const PUBLIC_ROUTES = [
  ...readFileSync(new URL('../site/src/routes.tsx', import.meta.url), 'utf8').matchAll(
    /^\s+path: '(\/[^']*)',$/gm,
  ),
].map((m) => m[1] as string);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-words-'));
  server = await startPreviewServer({ port: 0, dataDir, distDir: resolve(process.env.E2E_DIST ?? 'dist') });
  const minted = await mintToken({
    email: 'admin@example.com',
    projectId: config.projectId,
    secret: server.ctx.secrets.auth,
    adminEmails: config.adminEmails,
  });
  session = { token: minted.accessToken, user: JSON.stringify(minted.user) };
  const apiConfig = { ...config, apiBaseUrl: server.url };
  admin = createPlatformClient({ config: apiConfig, getToken: () => minted.accessToken });
  const visitor = createPlatformClient({ config: apiConfig });

  // What a used site holds beside the seed: a subscriber, a pending review, a sent e-mail, two campaigns.
  const email = 'lea.martin@example.org';
  await visitor.create('subscribers', { email, source: 'footer', preferences: DEFAULT_PREFERENCES });
  linkQuery = `?email=${encodeURIComponent(email)}&token=${encodeURIComponent(await subscriberToken(email, server.ctx.secrets.subscriber))}`;
  await visitor.create('reviews', {
    name: 'Paul Lefebvre',
    email: 'paul.lefebvre@example.org',
    rating: 5,
    comment: 'Isolation des combles faite proprement, équipe ponctuelle.',
  });
  const [message] = (await admin.find('messages', { sort: { date: -1 }, limit: 1 })).list;
  const [template] = (await admin.find('templates', { limit: 1 })).list;
  await admin.sendEmail({
    to: [email],
    subject: 'Votre devis de rénovation',
    html: '<p>Bonjour, voici votre devis.</p>',
    text: 'Bonjour, voici votre devis.',
    fromName: 'Habitat Durable Le Havre',
  });
  const [sentEmail] = (await admin.find('emails', { limit: 1 })).list;
  const campaign = {
    subject: 'Les nouvelles de l’automne',
    topic: 'newsletter',
    html: '<p>Bonjour, voici nos nouvelles.</p>',
  } as const;
  const draft = await admin.create('campaigns', { ...campaign, name: 'Automne', status: 'draft' });
  const now = new Date().toISOString();
  // A sent campaign and its delivery are the platform's to write (its send): put straight into the store.
  const sent = server.store.insert('campaigns', {
    ...campaign,
    name: 'Été',
    status: 'sent',
    audience: 1,
    startedAt: now,
    finishedAt: now,
  });
  server.store.insert('deliveries', {
    campaignId: sent._id,
    mailbox: email.toLowerCase(),
    email,
    subscriberId: 'abonne-des-mots',
    outcome: 'sent',
    at: now,
  });
  await server.store.flush();
  Object.assign(ids, {
    message: message!._id,
    template: template!._id,
    email: sentEmail!._id,
    draft: draft._id,
    sent: sent._id,
  });
  names.template = String(template!.name);
  names.email = String(sentEmail!.subject);
  browser = await workerBrowser();
});

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

it('the deny-list catches each kind of mistake, and only the imposed wordings pass', () => {
  expect(offences('Chargement… Enregistrer, Annuler, 12,5 Ko, l’e-mail, Templates Email')).toEqual([]);
  for (const wrong of ['Loading...', 'Rows per page:', 'Cancel', 'DESKTOP', '12 KB', '3.4 MB', "l'email"]) {
    expect(offences(wrong), wrong).not.toEqual([]);
  }
  expect(offences('Votre email')).toEqual(['« email » au lieu de « e-mail »']);
  expect(offences('Nos templates')).toEqual(['mot anglais « Templates »']);
  expect(offences('Écrire à contact@exemple.fr, voir /email-preferences')).toEqual([]);
  expect(DENY_RULES.length).toBeGreaterThan(10);
});

describe('every visible text is French, with French typography', () => {
  it('on every public page, signed out and signed in, with its banner, dialogs and error states', async () => {
    expect(PUBLIC_ROUTES.length).toBeGreaterThan(10);
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.desktop, server.url);
    const reader = new Reader(page);
    // First visit: the cookie banner, then its settings dialog.
    await page.goto('/');
    await page.locator('[aria-labelledby="cookie-banner-title"]').waitFor();
    await reader.read('/ (bandeau cookies)');
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    await page.getByRole('dialog').waitFor();
    await reader.read('/ (paramètres des cookies)');
    await page.getByRole('button', { name: 'Enregistrer les préférences' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await pageDrawn(page);
      await reader.read(route);
    }
    for (const route of ['/unsubscribe', '/email-preferences']) {
      await page.goto(route + linkQuery);
      await page
        .getByRole('button', { name: /Confirmer la désinscription|Enregistrer mes préférences/ })
        .waitFor();
      await reader.read(`${route} (lien valide)`);
    }
    // The quote form's errors, and the chat.
    await page.goto('/contact');
    const quote = page.locator('form', { has: page.getByLabel(/code postal/i) });
    await quote.getByRole('button', { name: 'Envoyer la demande' }).click();
    await quote.locator('[aria-invalid="true"]').first().waitFor();
    await reader.read('/contact (erreurs du formulaire)');
    await page.getByRole('button', { name: 'Discuter avec un conseiller' }).click();
    await page.locator('#chat-panel').waitFor();
    await reader.read('/contact (discussion)');
    // An administrator reads the same pages with two more header items.
    await signInContext(context, session);
    await page.goto('/');
    await page.getByRole('button', { name: 'Déconnexion' }).waitFor();
    await reader.read('/ (administrateur)');
    expect(reader.report()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('on the phone menu', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone, server.url);
    const reader = new Reader(page);
    await page.goto('/services');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link').first().waitFor();
    await reader.read('/services (menu mobile)');
    expect(reader.report()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('on the back-office sign-in screen and the provider’s sign-in page, signed out', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.desktop, server.url);
    const reader = new Reader(page);
    await page.goto('/admin/messages');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    await reader.read('/admin/login');
    // The sign-in emulator's page (the provider's, in development and in the preview server).
    await page.goto('/auth/sign-in');
    await page.getByLabel(/e-mail/i).waitFor();
    await reader.read('/auth/sign-in');
    expect(reader.report()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

/** A heading of level 2 named `name`: what tells apart the screens that share their h1 (templates, content…). */
const h2 = (name: string) => (page: Page) => page.getByRole('heading', { level: 2, name }).waitFor();

/** What a screen of e2e/adminScreens.ts waits for, by address. */
const seeded = (path: string): Omit<AdminScreen, 'path'> =>
  ADMIN_SCREENS.find((screen) => screen.path === path)!;

/**
 * Every back-office screen, in the order an administrator's tab opens them, `{name}` standing for the id of the
 * document made in beforeAll: each one's h1, and what proves it shows its own content, so that no text of the screen
 * before is read for it, in any order (no two screens share both).
 */
const SCREENS: Record<string, Omit<AdminScreen, 'path'>> = {
  '/admin': seeded('/admin'),
  '/admin/messages': { ...seeded('/admin/messages'), ready: h2('Aucun message sélectionné') },
  '/admin/messages/{message}': {
    h1: 'Messages & Contacts',
    ready: (page) =>
      page
        .getByRole('button', { name: /Répondre/ })
        .first()
        .waitFor(),
  },
  '/admin/emails': seeded('/admin/emails'),
  '/admin/emails/{email}/show': {
    h1: /^E-mail « /,
    ready: (page) => page.getByRole('heading', { level: 1, name: `E-mail « ${names.email} »` }).waitFor(),
  },
  '/admin/reviews': seeded('/admin/reviews'),
  '/admin/templates': { ...seeded('/admin/templates'), ready: h2('Aucun template sélectionné') },
  '/admin/templates/create': { ...seeded('/admin/templates/create'), ready: h2('Créer un template') },
  '/admin/templates/{template}': { h1: /^Templates email$/i, ready: h2('Modifier le template') },
  '/admin/templates/{template}/show': { h1: /^Templates email$/i, ready: (page) => h2(names.template)(page) },
  '/admin/subscribers': seeded('/admin/subscribers'),
  '/admin/campaigns': seeded('/admin/campaigns'),
  '/admin/campaigns/create': seeded('/admin/campaigns/create'),
  '/admin/campaigns/{draft}': {
    h1: 'Modifier la campagne « Automne »',
    ready: (page) => page.getByLabel(/^Nom/).first().waitFor(),
  },
  '/admin/campaigns/{sent}/show': { h1: 'Campagne « Été »', ready: h2('Destinataires') },
  '/admin/media': seeded('/admin/media'),
  '/admin/content/home': { ...seeded('/admin/content/home'), ready: h2('Accueil') },
  '/admin/content/about': { h1: 'Contenu du site', ready: h2('À propos') },
  '/admin/content/services': { h1: 'Contenu du site', ready: h2('Services') },
  '/admin/content/contact': { h1: 'Contenu du site', ready: h2('Contact') },
  '/admin/content/footer': { h1: 'Contenu du site', ready: h2('Pied de page') },
  '/admin/analytics': seeded('/admin/analytics'),
  '/admin/ecran-inconnu': { h1: 'Page introuvable' },
};
const address = (screen: string) =>
  screen.replace(/\{(\w+)\}/, (_, name: string) => ids[name as keyof typeof ids]);
/** Opens `screen` (a key of SCREENS) in the running back-office, as its menu's links do (e2e/adminScreens.ts). */
const open = (page: Page, screen: string) => openScreen(page, { path: address(screen), ...SCREENS[screen]! });

// One administrator's tab from screen to screen, as the menu's links go (loading the back-office again for each
// screen cost most of this sweep: docs/testing.md#bout-en-bout); one test per screen, so a failure names it and a
// slow machine gets the usual time for each. Each screen has exactly one h1 (docs/product.md#accessibilité-du-back-office).
describe('every visible text of the back-office is French, signed in as an administrator', () => {
  let admin: Awaited<ReturnType<typeof newContext>>;
  beforeAll(async () => {
    admin = await newContext(browser, VIEWPORTS.desktop, server.url);
    await signInContext(admin.context, session);
    await admin.page.goto('/admin');
  });
  afterAll(async () => {
    await admin?.context.close();
  });

  it.for(Object.keys(SCREENS))('on %s', async (screen) => {
    const { page, pageErrors } = admin;
    const reader = new Reader(page);
    await open(page, screen);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await reader.read(screen);
    expect(reader.report()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('in the e-mail previews (their frames) and the dialogs the screens open', async () => {
    const { page, pageErrors } = admin;
    const reader = new Reader(page);
    await open(page, '/admin/templates/{template}/show');
    await page.frameLocator('iframe').first().getByText('Bonjour,').first().waitFor();
    expect(await visibleTexts(page)).toContain('Bonjour,');
    await open(page, '/admin/media');
    await page.getByRole('button', { name: 'Uploader', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await reader.read('/admin/media (envoi de fichier)');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Nouveau Dossier' }).click();
    await page.getByRole('dialog').waitFor();
    await reader.read('/admin/media (nouveau dossier)');
    await page.keyboard.press('Escape');
    await open(page, '/admin/messages/{message}');
    await page
      .getByRole('button', { name: /Répondre/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await reader.read('/admin/messages (réponse)');
    expect(reader.report()).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
