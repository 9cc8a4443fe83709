import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signInContext, storedSession } from './api';
import { newContext, VIEWPORTS, workerBrowser } from './browser';
import { closeServer, openServer } from './fileServer';
import type { E2eServer } from './serverBroker';
import { screenshots } from './shots';

/**
 * The back-office on a platform without the campaign calls (docs/platform.md#extensions): the preview server started
 * with `{ extensions: { campaigns: false } }`, the production build in Chromium. The campaigns screens say so and
 * offer no send, instead of failing on the first click.
 */
const UNAVAILABLE = 'L’envoi des campagnes n’est pas disponible sur cette plateforme.';
let browser: Browser;
/** This file's platform, asked of the broker beside the server every file gets. */
let server: E2eServer | undefined;
let campaignId = '';

beforeAll(async () => {
  browser = await workerBrowser();
  server = await openServer({ extensions: { campaigns: false } });
  const api = await adminClient(server);
  campaignId = (
    await api.create('campaigns', {
      name: 'Aides 2027',
      subject: 'Les aides à la rénovation en 2027',
      topic: 'newsletter',
      status: 'draft',
      html: '<p>Bonjour</p>',
    })
  )._id;
});

afterAll(async () => {
  if (server) await closeServer(server);
});

const capture = screenshots('platform-extensions');

describe('a platform without the campaign calls', () => {
  it('shows the campaigns with « L’envoi des campagnes n’est pas disponible… » and no « Envoyer la campagne »', async () => {
    const { context, page, pageErrors } = await newContext(browser, undefined, server!.url);
    try {
      await signInContext(context, await storedSession('admin@example.com', server!));
      await page.goto('/admin/campaigns');
      await page.getByText(UNAVAILABLE).waitFor();
      await page.getByText('Aides 2027').waitFor();
      await capture(page, '1280-list.png');
      await page.goto(`/admin/campaigns/${campaignId}/show`);
      await page.getByText(UNAVAILABLE).waitFor();
      await page.getByRole('button', { name: 'Envoyer un test' }).waitFor();
      expect(await page.getByRole('button', { name: 'Envoyer la campagne' }).count()).toBe(0);
      await capture(page, '1280-campaign.png');
      await page.setViewportSize(VIEWPORTS.phone);
      await page.getByText(UNAVAILABLE).waitFor();
      expect(await page.getByRole('button', { name: 'Envoyer la campagne' }).count()).toBe(0);
      await capture(page, '390-campaign.png');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the published contract', () => {
  it('is served with the build: the document and its French reference page', async () => {
    const { context, page } = await newContext(browser, undefined, server!.url);
    try {
      const document = await page.request.get('/plateforme/openapi.json');
      expect(document.status()).toBe(200);
      expect(await document.json()).toEqual(JSON.parse(readFileSync('docs/openapi.json', 'utf8')));
      const reference = await page.request.get('/plateforme/contrat.html');
      expect(reference.status()).toBe(200);
      expect(reference.headers()['content-type']).toMatch(/^text\/html/);
      expect(await reference.text()).toContain('<html lang="fr">');
    } finally {
      await context.close();
    }
  });
});
