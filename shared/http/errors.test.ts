import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@shared/config';
import { createPlatformClient } from './client';
import { PlatformError, rateLimitMessage, TOO_MANY_REQUESTS } from './errors';

const WAIT = 'Trop de demandes en peu de temps. Veuillez réessayer dans 12 minutes.';

const server = setupServer(
  http.all('http://api.test/lm/*', () =>
    HttpResponse.json(
      { code: 429, message: WAIT, data: { reason: 'rate_limited', retryAfter: 720 } },
      { status: 429, headers: { 'retry-after': '720' } },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('rateLimitMessage', () => {
  it('gives the platform’s message of a 429 refused for volume, as the client hands it over', async () => {
    const client = createPlatformClient({ config: { ...config, apiBaseUrl: 'http://api.test' } });
    const error = await client.create('messages', { name: 'x' }).catch((e: unknown) => e);
    expect(rateLimitMessage(error)).toBe(WAIT);
  });

  it('is null for anything else: the client’s own guard, other codes, other errors', () => {
    expect(rateLimitMessage(new PlatformError(429, TOO_MANY_REQUESTS))).toBeNull();
    expect(rateLimitMessage(new PlatformError(500, 'Erreur', { reason: 'rate_limited' }))).toBeNull();
    expect(rateLimitMessage(new PlatformError(429, '', { reason: 'rate_limited' }))).toBeNull();
    expect(rateLimitMessage(new Error(WAIT))).toBeNull();
    expect(rateLimitMessage(undefined)).toBeNull();
  });
});
