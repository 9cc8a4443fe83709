import type { BrowserContext, Page } from 'playwright-core';
import { mintToken } from '../mocks/auth/tokens';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { config } from '@shared/config';
import { PREVIEW_DEPLOY_HOOK_PATH } from '@shared/domain/publication';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { readerCopy, type CampaignBody, type ReaderFields } from '@shared/email/campaignBody';
import { createPlatformClient } from '@shared/http/client';
import type { PlatformClient } from '@shared/http/types';
import { baseUrl } from './browser';
import { fileServer } from './fileServer';
import type { E2eServer } from './serverBroker';

/** The file's server's secrets (e2e/fileServer.ts): what it mints tokens and subscriber links with. */
export const serverSecrets = () => fileServer().secrets;

/** The platform client the site uses, pointed at the file's server unless another is given. */
const apiConfig = (server: E2eServer) => ({ ...config, apiBaseUrl: server.url });

/** A visitor: signed requests, no session. */
export const visitorClient = (server = fileServer()): PlatformClient =>
  createPlatformClient({ config: apiConfig(server) });

/** The session the sign-in leaves in the browser for `email`: its token (minted with the server's secret) and user. */
export async function storedSession(
  email: string,
  server = fileServer(),
): Promise<{ token: string; user: string }> {
  const { accessToken, user } = await mintToken({
    email,
    projectId: config.projectId,
    secret: server.secrets.auth,
    adminEmails: config.adminEmails,
  });
  return { token: accessToken, user: JSON.stringify(user) };
}

/** admin@example.com's access token, minted with the server's secret. */
const adminToken = async (server = fileServer()): Promise<string> =>
  (await storedSession('admin@example.com', server)).token;

/**
 * Signs the page's browser in as `email` as the sign-in pop-up leaves it: the session in the site's localStorage,
 * read from the next page load on. The pop-up itself is tested once (contact.e2e.ts, « back-office access »):
 * elsewhere it cost each test a pop-up, a form and a round trip (docs/testing.md#bout-en-bout).
 */
export async function signIn(page: Page, email: string): Promise<void> {
  const session = await storedSession(email);
  // Storage belongs to an origin: a tab not yet on the site opens one of its files that runs no script.
  if (new URL(page.url()).origin !== new URL(baseUrl()).origin) await page.goto('/robots.txt');
  await page.evaluate(
    ([keys, stored]) => {
      localStorage.setItem(keys.token, stored.token);
      localStorage.setItem(keys.user, stored.user);
    },
    [SESSION_STORAGE_KEYS, session] as const,
  );
}

/**
 * Signs a whole context in from its next page load on, with a session `storedSession` made (a server of the test's
 * own mints it with that server's secret): what the sign-in leaves in the site's localStorage, put there before any
 * script of the page runs. Not in the e-mail previews: sandboxed frames have no storage.
 */
export async function signInContext(
  context: BrowserContext,
  session: { token: string; user: string },
): Promise<void> {
  await context.addInitScript(
    ([keys, stored]) => {
      if (window !== window.top) return;
      localStorage.setItem(keys.token, stored.token);
      localStorage.setItem(keys.user, stored.user);
    },
    [SESSION_STORAGE_KEYS, session] as const,
  );
}

/** An administrator (admin@example.com, token minted with the emulator's secret): what the platform really holds. */
export async function adminClient(server = fileServer()): Promise<PlatformClient> {
  const accessToken = await adminToken(server);
  return createPlatformClient({ config: apiConfig(server), getToken: () => accessToken });
}

/** A subscriber created as the newsletter sign-up does (visitor request, spec defaults), and its link token. */
export async function createSubscriber(email: string): Promise<{ email: string; token: string }> {
  await visitorClient().create('subscribers', { email, source: 'footer', preferences: DEFAULT_PREFERENCES });
  return { email, token: await subscriberToken(email, serverSecrets().subscriber) };
}

/**
 * Publishes what the platform holds, as the back-office does after a save (docs/product.md#publication): a change
 * made through the API reaches the prerendered pages only then. Resolves once the server has rewritten them.
 */
export async function publishSite(): Promise<void> {
  // The preview server's hook is for administrators only (docs/security.md#crochet-de-déploiement).
  const response = await fetch(`${baseUrl()}${PREVIEW_DEPLOY_HOOK_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  if (!response.ok) throw new Error(`Deploy hook: ${response.status} ${await response.text()}`);
}

/**
 * An outbox e-mail as its reader got it: a campaign's e-mail keeps its body by reference (rendered once for the
 * campaign) and its reader's values, filled here as the back-office's outbox screen does.
 */
export async function asReceived<
  T extends { bodyId?: string; reader?: ReaderFields; html?: string; text?: string },
>(api: PlatformClient, email: T): Promise<T> {
  if (!email.bodyId || !email.reader) return email;
  const body = await api.get<CampaignBody>('emailBodies', email.bodyId);
  const copy = readerCopy(body, email.reader);
  return { ...email, html: copy.html, text: copy.text };
}
