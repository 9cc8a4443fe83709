/**
 * What a visitor's requests can no longer reach on the production build (docs/security.md#lectures-publiques,
 * docs/security.md#crochet-de-déploiement): hidden review fields by range or sort, and the preview server's rebuild.
 */
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { mintToken } from '../mocks/auth/tokens';
import { config } from '@shared/config';
import { PlatformError } from '@shared/http/errors';
import { adminClient, serverSecrets, visitorClient } from './api';
import { baseUrl, workerBrowser, newContext } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** The platform's refusal of a visitor's read, as the site's client reports it. */
async function refusal(read: Promise<unknown>): Promise<{ code: number; message: string }> {
  const error = await read.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PlatformError);
  const { code, message } = error as PlatformError;
  return { code, message };
}

describe('approved reviews, read by a visitor', () => {
  it('are found by equality on the displayed name only; a range or a sort on a hidden field is a 400', async () => {
    const surname = `Dubois${Date.now()}`;
    const admin = await adminClient();
    const review = await admin.create<Record<string, unknown>>('reviews', {
      name: `Claire ${surname}`,
      email: 'claire.privee@example.org',
      rating: 5,
      comment: 'Chantier propre et dans les temps.',
      status: 'approved',
    });
    const visitor = visitorClient();
    const shown = await visitor.find<Record<string, unknown>>('reviews', {
      filter: { name: 'Claire D.' },
      limit: 1000,
    });
    expect(shown.list.find((doc) => doc._id === review._id)).toMatchObject({ name: 'Claire D.' });
    const byStoredName = await visitor.find('reviews', { filter: { name: `Claire ${surname}` } });
    expect(byStoredName.list).toEqual([]);

    expect(await refusal(visitor.find('reviews', { filter: { name: { $gt: 'Claire Dt' } } }))).toEqual({
      code: 400,
      message: 'Filtre refusé : un visiteur ne filtre que par égalité (« $gt » sur « name »).',
    });
    expect(await refusal(visitor.find('reviews', { filter: { name: { $lt: 'Claire Du' } } }))).toMatchObject({
      code: 400,
    });
    expect(await refusal(visitor.find('reviews', { sort: { email: 1 } }))).toEqual({
      code: 400,
      message:
        'Tri refusé : « email » n’est pas un champ public. Un visiteur ne trie que sur les champs affichés.',
    });
  });
});

describe('the deploy hook, called by a visitor', () => {
  it('refuses a visitor’s browser (401) and a signed-in non-administrator (403)', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    await page.goto('/');
    const fromPage = await page.evaluate(async () => {
      const response = await fetch('/__deploy-hook', { method: 'POST' });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(fromPage).toEqual({
      status: 401,
      body: {
        code: 401,
        message: 'Connexion requise : seul un administrateur peut reconstruire le site.',
        data: { reason: 'authentication_required' },
      },
    });
    const { accessToken } = await mintToken({
      email: 'jean.dupont@example.org',
      projectId: config.projectId,
      secret: serverSecrets().auth,
      adminEmails: config.adminEmails,
    });
    const user = await fetch(`${baseUrl()}/__deploy-hook`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(user.status).toBe(403);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
