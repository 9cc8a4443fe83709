import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { mintToken } from '../mocks/auth/tokens';
import { startPreviewServer, type PreviewServer } from '../hosting/previewServer';
import { newContext, VIEWPORTS, workerBrowser } from './browser';
import { screenshots } from './shots';

/**
 * The back-office on a platform without the campaign calls (docs/platform.md#extensions): the preview server started
 * with `{ extensions: { campaigns: false } }`, the production build in Chromium. The campaigns screens say so and
 * offer no send, instead of failing on the first click.
 */
const UNAVAILABLE = 'L’envoi des campagnes n’est pas disponible sur cette plateforme.';
let browser: Browser;
let server: PreviewServer;
let dataDir = '';
let campaignId = '';

beforeAll(async () => {
  browser = await workerBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-extensions-'));
  server = await startPreviewServer({
    port: 0,
    dataDir,
    distDir: resolve(process.env.E2E_DIST ?? 'dist'),
    extensions: { campaigns: false },
  });
  campaignId = server.store.insert('campaigns', {
    name: 'Aides 2027',
    subject: 'Les aides à la rénovation en 2027',
    topic: 'newsletter',
    status: 'draft',
    html: '<p>Bonjour</p>',
  })._id;
  await server.store.flush();
});

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const capture = screenshots('platform-extensions');

describe('a platform without the campaign calls', () => {
  it('shows the campaigns with « L’envoi des campagnes n’est pas disponible… » and no « Envoyer la campagne »', async () => {
    const { context, page, pageErrors } = await newContext(browser, undefined, server.url);
    try {
      const { accessToken, user } = await mintToken({
        email: 'admin@example.com',
        projectId: server.ctx.config.projectId,
        secret: server.ctx.secrets.auth,
        adminEmails: server.ctx.config.adminEmails,
      });
      await context.addInitScript(
        ([keys, token, userJson]) => {
          // Not in the campaign's preview, a sandboxed frame without storage.
          if (window !== window.top) return;
          localStorage.setItem(keys.token, token);
          localStorage.setItem(keys.user, userJson);
        },
        [SESSION_STORAGE_KEYS, accessToken, JSON.stringify(user)] as const,
      );
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
    const { context, page } = await newContext(browser, undefined, server.url);
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
