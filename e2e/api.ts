import { mintToken } from '../mocks/auth/tokens';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import { config } from '@shared/config';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { createPlatformClient } from '@shared/http/client';
import type { PlatformClient } from '@shared/http/types';
import { inject } from 'vitest';
import { baseUrl } from './browser';

/** The e2e server's secrets (globalSetup): what it mints tokens and subscriber links with. */
export const serverSecrets = () => inject('secrets');

/** The platform client the site uses, pointed at the e2e server. */
const apiConfig = () => ({ ...config, apiBaseUrl: baseUrl() });

/** A visitor: signed requests, no session. */
export const visitorClient = (): PlatformClient => createPlatformClient({ config: apiConfig() });

/** An administrator (admin@example.com, token minted with the emulator's secret): what the platform really holds. */
export async function adminClient(): Promise<PlatformClient> {
  const { accessToken } = await mintToken({
    email: 'admin@example.com',
    projectId: config.projectId,
    secret: serverSecrets().auth,
    adminEmails: config.adminEmails,
  });
  return createPlatformClient({ config: apiConfig(), getToken: () => accessToken });
}

/** A subscriber created as the newsletter sign-up does (visitor request, spec defaults), and its link token. */
export async function createSubscriber(email: string): Promise<{ email: string; token: string }> {
  await visitorClient().create('subscribers', { email, source: 'footer', preferences: DEFAULT_PREFERENCES });
  return { email, token: await subscriberToken(email, serverSecrets().subscriber) };
}
