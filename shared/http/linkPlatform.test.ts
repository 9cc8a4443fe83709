// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { linkPlatform } from './linkPlatform';
import { platform } from './platform';

const authorizations: (string | null)[] = [];
const server = setupServer(
  http.post('*/lm/*/subscribers/documents/find', ({ request }) => {
    authorizations.push(request.headers.get('authorization'));
    return HttpResponse.json({ code: 200, message: 'ok', data: { documents: [], total: 0 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the client of a signed link’s check', () => {
  it('reads no browser storage and sends no session, where the app’s client sends the stored one', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEYS.token, 'jeton-admin');
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    await linkPlatform.find('subscribers', { filter: { email: 'a@example.net' }, limit: 1 });
    expect(reads).not.toHaveBeenCalled();
    await platform.find('subscribers', { filter: { email: 'a@example.net' }, limit: 1 });
    expect(reads).toHaveBeenCalledWith(SESSION_STORAGE_KEYS.token);
    expect(authorizations).toEqual([null, 'Bearer jeton-admin']);
    reads.mockRestore();
    window.localStorage.removeItem(SESSION_STORAGE_KEYS.token);
  });
});
