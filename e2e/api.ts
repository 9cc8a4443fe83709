import { mintToken } from '../mocks/auth/tokens';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import { DEFAULT_SECRETS } from '../mocks/secrets';
import { config } from '@shared/config';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { createPlatformClient } from '@shared/http/client';
import type { PlatformClient } from '@shared/http/types';
import { baseUrl } from './browser';

/** The platform client the site uses, pointed at the e2e server. */
const apiConfig = () => ({ ...config, apiBaseUrl: baseUrl() });

/** A visitor: signed requests, no session. */
export const visitorClient = (): PlatformClient => createPlatformClient({ config: apiConfig() });

/** An administrator (admin@example.com, token minted with the emulator's secret): what the platform really holds. */
export async function adminClient(): Promise<PlatformClient> {
  const { accessToken } = await mintToken({
    email: 'admin@example.com',
    projectId: config.projectId,
    secret: DEFAULT_SECRETS.auth,
    adminEmails: config.adminEmails,
  });
  return createPlatformClient({ config: apiConfig(), getToken: () => accessToken });
}

/** A subscriber created as the newsletter sign-up does (visitor request, spec defaults), and its link token. */
export async function createSubscriber(email: string): Promise<{ email: string; token: string }> {
  await visitorClient().create('subscribers', { email, source: 'footer', preferences: DEFAULT_PREFERENCES });
  return { email, token: await subscriberToken(email) };
}
