import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@shared/config';
import { createPlatformClient } from '@shared/http/client';
import { NETWORK_ERROR_MESSAGE } from '@shared/http/envelope';
import { computeSignature } from '@shared/http/sign';
import { createDataProvider } from './dataProvider';

/**
 * The data provider wired to the real platform client: each of react-admin's nine methods must put exactly
 * this request on the wire (the style of ra-data-simple-rest's own tests), and every failure must reach
 * react-admin as an HttpError.
 */

const API = 'http://api.test';
const DOCS = `${API}/lm/proj-1`;
const testConfig: AppConfig = {
  apiBaseUrl: API,
  authOrigin: 'http://auth.test',
  projectId: 'proj-1',
  signSecret: 'provider-test-secret-0123',
  adminEmails: ['admin@example.com'],
  siteUrl: 'http://site.test',
};

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

type Answer = (sent: Sent) => Response | Promise<Response>;

const envelope = (data: unknown, status = 200, code = status, message = 'success') =>
  new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function setup(answer: Answer = () => envelope({}), { token = true }: { token?: boolean } = {}) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const call: Sent = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    };
    sent.push(call);
    return answer(call);
  };
  const client = createPlatformClient({
    config: testConfig,
    fetch: fetch as typeof globalThis.fetch,
    retryDelayMs: 1,
    ...(token ? { getToken: () => 'jeton-123' } : {}),
  });
  return { sent, dataProvider: createDataProvider(client) };
}

/** Headers every call carries; the signature's values are checked by `expectValidSignature`. */
const signed = (extra: Record<string, string> = {}) => ({
  accept: 'application/json',
  authorization: 'Bearer jeton-123',
  'x-timestamp': expect.stringMatching(/^\d+$/),
  'x-nonce': expect.stringMatching(/^[\w-]{16,}$/),
  'x-sign': expect.any(String),
  ...extra,
});
const json = { 'content-type': 'application/json' };

/**
 * The browser's date while a test runs, fixed (only `Date`: the timers stay real): a signature carries exactly its
 * second, and no assertion reads the machine's clock (docs/testing.md#attentes).
 */
const SIGNED_AT = Date.parse('2026-03-10T08:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: SIGNED_AT });
});

/** The platform's check, recomputed over what went on the wire. */
async function expectValidSignature(call: Sent) {
  const timestamp = call.headers['x-timestamp'] ?? '';
  const nonce = call.headers['x-nonce'] ?? '';
  const expected = await computeSignature({
    secret: testConfig.signSecret,
    query: new URL(call.url).search.slice(1),
    timestamp,
    nonce,
    body: call.body,
  });
  expect(call.headers['x-sign']).toBe(expected);
  expect(timestamp).toBe(String(SIGNED_AT / 1000));
}

const only = (sent: Sent[]): Sent => {
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
};

const stamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-02T00:00:00.000Z' };

describe('dataProvider over HTTP', () => {
  describe('getList', () => {
    it('POSTs documents/find with the server-side filter, sort, limit and skip', async () => {
      const { sent, dataProvider } = setup(() =>
        envelope({ total: 42, list: [{ _id: 'm1', name: 'Ana', ...stamps }] }),
      );
      const result = await dataProvider.getList('messages', {
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'date', order: 'DESC' },
        filter: { q: ' a.b (c) ', status: ['unread', 'read'], date_gte: '2025-01-01' },
      });

      const call = only(sent);
      expect(call.method).toBe('POST');
      expect(call.url).toBe(`${DOCS}/messages/documents/find`);
      expect(call.headers).toEqual(signed(json));
      const pattern = 'a\\.b \\(c\\)';
      expect(JSON.parse(call.body)).toEqual({
        filter: {
          $or: [
            { name: { $regex: pattern, $options: 'i' } },
            { email: { $regex: pattern, $options: 'i' } },
            { subject: { $regex: pattern, $options: 'i' } },
          ],
          status: { $in: ['unread', 'read'] },
          date: { $gte: '2025-01-01' },
        },
        sort: { date: -1 },
        limit: 10,
        skip: 20,
      });
      await expectValidSignature(call);
      expect(result).toEqual({ total: 42, data: [{ id: 'm1', name: 'Ana', ...stamps }] });
    });

    it('sorts ascending on _id when react-admin sorts on id, first page by default', async () => {
      const { sent, dataProvider } = setup(() => envelope({ total: 0, list: [] }));
      await dataProvider.getList('templates', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(JSON.parse(only(sent).body)).toEqual({ filter: {}, sort: { _id: 1 }, limit: 25, skip: 0 });
    });

    it('sends no authorization header without a token getter', async () => {
      const { sent, dataProvider } = setup(() => envelope({ total: 0, list: [] }), { token: false });
      await dataProvider.getList('reviews', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'date', order: 'DESC' },
        filter: { status: 'pending' },
      });
      const call = only(sent);
      const { authorization: _omitted, ...anonymous } = signed(json);
      expect(call.headers).toEqual(anonymous);
      expect(JSON.parse(call.body)).toEqual({
        filter: { status: 'pending' },
        sort: { date: -1 },
        limit: 5,
        skip: 0,
      });
      await expectValidSignature(call);
    });
  });

  it('getOne GETs the document by its encoded id, without a body', async () => {
    const { sent, dataProvider } = setup(() => envelope({ _id: 'm/1', subject: 'Devis', ...stamps }));
    const { data } = await dataProvider.getOne('messages', { id: 'm/1' });

    const call = only(sent);
    expect(call.method).toBe('GET');
    expect(call.url).toBe(`${DOCS}/messages/documents/m%2F1`);
    expect(call.headers).toEqual(signed());
    expect(call.body).toBe('');
    await expectValidSignature(call);
    expect(data).toEqual({ id: 'm/1', subject: 'Devis', ...stamps });
  });

  it('getMany POSTs documents/find with an $in on _id, limited to the ids', async () => {
    const { sent, dataProvider } = setup(() =>
      envelope({
        total: 2,
        list: [
          { _id: 'a', ...stamps },
          { _id: 'b', ...stamps },
        ],
      }),
    );
    const { data } = await dataProvider.getMany('media', { ids: ['a', 'b'] });

    const call = only(sent);
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`${DOCS}/media/documents/find`);
    expect(call.headers).toEqual(signed(json));
    expect(JSON.parse(call.body)).toEqual({ filter: { _id: { $in: ['a', 'b'] } }, limit: 2 });
    await expectValidSignature(call);
    expect(data).toEqual([
      { id: 'a', ...stamps },
      { id: 'b', ...stamps },
    ]);
  });

  it('getManyReference POSTs documents/find with the target, the other filters, sort and page', async () => {
    const { sent, dataProvider } = setup(() =>
      envelope({ total: 6, list: [{ _id: 'x', folder: 'projets', name: 'toit.jpg' }] }),
    );
    const result = await dataProvider.getManyReference('media', {
      target: 'folder',
      id: 'projets',
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'uploadedAt', order: 'DESC' },
      filter: { q: 'Toit' },
    });

    const call = only(sent);
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`${DOCS}/media/documents/find`);
    expect(call.headers).toEqual(signed(json));
    expect(JSON.parse(call.body)).toEqual({
      filter: { $or: [{ name: { $regex: 'Toit', $options: 'i' } }], folder: 'projets' },
      sort: { uploadedAt: -1 },
      limit: 5,
      skip: 5,
    });
    await expectValidSignature(call);
    expect(result).toEqual({ total: 6, data: [{ id: 'x', folder: 'projets', name: 'toit.jpg' }] });
  });

  it('create POSTs the record without the platform-owned fields', async () => {
    const { sent, dataProvider } = setup(() =>
      envelope({ _id: 't1', name: 'Promo', subject: 'Offre', ...stamps }),
    );
    const { data } = await dataProvider.create('templates', {
      data: { id: 'ignored', _id: 'ignored', name: 'Promo', subject: 'Offre', ...stamps },
    });

    const call = only(sent);
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`${DOCS}/templates/documents`);
    expect(call.headers).toEqual(signed(json));
    expect(JSON.parse(call.body)).toEqual({ name: 'Promo', subject: 'Offre' });
    await expectValidSignature(call);
    expect(data).toEqual({ id: 't1', name: 'Promo', subject: 'Offre', ...stamps });
  });

  it('update PUTs { filter: { _id }, update } with the changed record minus platform fields', async () => {
    const { sent, dataProvider } = setup(() => envelope({ _id: 'm1', status: 'read', ...stamps }));
    const { data } = await dataProvider.update('messages', {
      id: 'm1',
      data: { id: 'm1', status: 'read', ...stamps },
      previousData: { id: 'm1', status: 'unread' },
    });

    const call = only(sent);
    expect(call.method).toBe('PUT');
    expect(call.url).toBe(`${DOCS}/messages/documents`);
    expect(call.headers).toEqual(signed(json));
    expect(JSON.parse(call.body)).toEqual({ filter: { _id: 'm1' }, update: { status: 'read' } });
    await expectValidSignature(call);
    expect(data).toEqual({ id: 'm1', status: 'read', ...stamps });
  });

  it('updateMany PUTs one { filter: { _id }, update } per id and answers the ids', async () => {
    const { sent, dataProvider } = setup((call) => {
      const { filter } = JSON.parse(call.body) as { filter: { _id: string } };
      return envelope({ _id: filter._id, status: 'archived' });
    });
    const { data } = await dataProvider.updateMany('messages', {
      ids: ['a', 'b'],
      data: { status: 'archived' },
    });

    expect(sent).toHaveLength(2);
    // The two calls run concurrently: compare them in id order.
    const calls = [...sent].sort((x, y) => x.body.localeCompare(y.body));
    for (const [index, id] of ['a', 'b'].entries()) {
      const call = calls[index] as Sent;
      expect(call.method).toBe('PUT');
      expect(call.url).toBe(`${DOCS}/messages/documents`);
      expect(call.headers).toEqual(signed(json));
      expect(JSON.parse(call.body)).toEqual({ filter: { _id: id }, update: { status: 'archived' } });
      await expectValidSignature(call);
    }
    expect(calls[0]?.headers['x-nonce']).not.toBe(calls[1]?.headers['x-nonce']);
    expect(data).toEqual(['a', 'b']);
  });

  it('delete DELETEs the document by id and answers the previous record', async () => {
    const { sent, dataProvider } = setup(() => envelope({ deleted: 1 }));
    const { data } = await dataProvider.delete('messages', {
      id: 'm1',
      previousData: { id: 'm1', name: 'Ana' },
    });

    const call = only(sent);
    expect(call.method).toBe('DELETE');
    expect(call.url).toBe(`${DOCS}/messages/documents/m1`);
    expect(call.headers).toEqual(signed());
    expect(call.body).toBe('');
    await expectValidSignature(call);
    expect(data).toEqual({ id: 'm1', name: 'Ana' });
  });

  it('deleteMany DELETEs batch-by-ids once, ids comma-separated and each encoded, signed over the query', async () => {
    const { sent, dataProvider } = setup(() => envelope({ deleted: 3 }));
    const { data } = await dataProvider.deleteMany('messages', { ids: ['a', 'b c', 'd,e'] });

    const call = only(sent);
    expect(call.method).toBe('DELETE');
    expect(call.url).toBe(`${DOCS}/messages/documents/batch-by-ids?ids=a,b%20c,d%2Ce`);
    expect(call.headers).toEqual(signed());
    expect(call.body).toBe('');
    await expectValidSignature(call);
    expect(data).toEqual(['a', 'b c', 'd,e']);
  });

  it('refuses an unknown resource without any request', async () => {
    const { sent, dataProvider } = setup();
    const error = await dataProvider.getOne('nope', { id: '1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, message: 'Ressource inconnue : nope' });
    expect(sent).toHaveLength(0);
  });

  describe('errors reach react-admin as HttpError', () => {
    const listParams = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'date', order: 'DESC' as const },
      filter: {},
    };

    it('403: the server’s message and status', async () => {
      const { dataProvider } = setup(() => envelope(null, 403, 403, 'Accès réservé aux administrateurs'));
      const error = await dataProvider.getList('messages', listParams).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        status: 403,
        message: 'Accès réservé aux administrateurs',
        body: { code: 403, message: 'Accès réservé aux administrateurs', data: null },
      });
    });

    it('404 on getOne: not retried, status 404', async () => {
      const { sent, dataProvider } = setup(() => envelope(null, 404, 404, 'Document introuvable.'));
      const error = await dataProvider.getOne('messages', { id: 'gone' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 404, message: 'Document introuvable.' });
      expect(sent).toHaveLength(1);
    });

    it('401: status 401, so the auth provider signs out', async () => {
      const message = 'En-tête Authorization invalide : « Bearer <jeton> » attendu.';
      const { dataProvider } = setup(() => envelope({ reason: 'token_invalid' }, 401, 401, message));
      const error = await dataProvider
        .update('messages', { id: 'm1', data: { status: 'read' }, previousData: { id: 'm1' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 401, message, body: { data: { reason: 'token_invalid' } } });
    });

    it('an error code inside an HTTP 200 answer is still an error', async () => {
      const { dataProvider } = setup(() => envelope(null, 200, 403, 'Accès réservé aux administrateurs'));
      const error = await dataProvider.deleteMany('messages', { ids: ['a'] }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 403, message: 'Accès réservé aux administrateurs' });
    });

    it('a non-envelope answer (a proxy’s 502 page) gives its status', async () => {
      const { dataProvider } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
      const error = await dataProvider.create('templates', { data: { name: 'T' } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 502, message: 'Erreur du serveur (502).' });
    });

    it('a network failure: status 0 and the French message', async () => {
      const { sent, dataProvider } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
      const error = await dataProvider
        .delete('messages', { id: 'm1', previousData: { id: 'm1' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
      expect(sent).toHaveLength(1);
    });
  });
});
