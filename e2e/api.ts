import { mintToken } from '../mocks/auth/tokens';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import { config } from '@shared/config';
import { PREVIEW_DEPLOY_HOOK_PATH } from '@shared/domain/publication';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { createPlatformClient } from '@shared/http/client';
import type { PlatformClient } from '@shared/http/types';
import { baseUrl, workerServer } from './browser';

/** The e2e server's secrets (globalSetup): what it mints tokens and subscriber links with. */
export const serverSecrets = () => workerServer().secrets;

/** The platform client the site uses, pointed at the e2e server. */
const apiConfig = () => ({ ...config, apiBaseUrl: baseUrl() });

/** A visitor: signed requests, no session. */
export const visitorClient = (): PlatformClient => createPlatformClient({ config: apiConfig() });

/** admin@example.com's access token, minted with the emulator's secret. */
async function adminToken(): Promise<string> {
  const { accessToken } = await mintToken({
    email: 'admin@example.com',
    projectId: config.projectId,
    secret: serverSecrets().auth,
    adminEmails: config.adminEmails,
  });
  return accessToken;
}

/** An administrator (admin@example.com, token minted with the emulator's secret): what the platform really holds. */
export async function adminClient(): Promise<PlatformClient> {
  const accessToken = await adminToken();
  return createPlatformClient({ config: apiConfig(), getToken: () => accessToken });
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
