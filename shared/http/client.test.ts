import { createHash, createHmac } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@shared/config';
import type { EmailPayload } from '@shared/domain/emails';
import { CLIENT_REQUEST_LIMITS, createPlatformClient, type PlatformClientOptions } from './client';
import { NETWORK_ERROR_MESSAGE } from './envelope';
import { EMAIL_MISSING_PARAMETERS, IDEMPOTENCY_KEY_REUSED, PlatformError, TOO_MANY_REQUESTS } from './errors';

const LIMITS = CLIENT_REQUEST_LIMITS;

const API = 'http://api.test';
const testConfig: AppConfig = {
  apiBaseUrl: API,
  authOrigin: 'http://auth.test',
  projectId: 'proj-1',
  signSecret: 'client-test-secret-0123',
  adminEmails: ['admin@example.com'],
  siteUrl: 'http://site.test',
};

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  form: FormData | null;
}
let seen: Seen[] = [];
/** Per-test answer; default is a 200 envelope echoing nothing. */
let answer: (call: Seen, index: number) => Response = () =>
  HttpResponse.json({ code: 200, message: 'ok', data: {} });

const server = setupServer(
  http.all(`${API}/lm/*`, async ({ request }) => {
    const isMultipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    const call: Seen = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: isMultipart ? '' : await request.text(),
      form: isMultipart ? await request.formData() : null,
    };
    seen.push(call);
    return answer(call, seen.length - 1);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
/**
 * The browser's date while a test runs, fixed (only `Date`: the timers stay real): a signature carries exactly its
 * second, and no assertion reads the machine's clock (docs/testing.md#attentes).
 */
const SIGNED_AT = Date.parse('2026-03-10T08:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: SIGNED_AT });
  seen = [];
  answer = () => HttpResponse.json({ code: 200, message: 'ok', data: {} });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (options: PlatformClientOptions = {}) =>
  createPlatformClient({ config: testConfig, retryDelayMs: 5, ...options });

/** The platform's check, redone with node:crypto over what the server received. */
function signatureIsValid(call: Seen): boolean {
  const query = call.url.search.slice(1);
  const sorted = query
    ? query
        .split('&')
        .map((pair, index) => ({ pair, key: pair.split('=')[0] ?? '', index }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index))
        .map((p) => p.pair)
        .join('&')
    : '';
  const timestamp = call.headers.get('x-timestamp') ?? '';
  const nonce = call.headers.get('x-nonce') ?? '';
  const bodyHash = createHash('sha256').update(call.body, 'utf8').digest('hex');
  const sign = createHmac('sha256', testConfig.signSecret)
    .update(`${sorted}\n${timestamp}\n${nonce}\n${bodyHash}`)
    .digest('base64');
  const fresh = timestamp === String(SIGNED_AT / 1000);
  return fresh && nonce.length >= 16 && call.headers.get('x-sign') === sign;
}

async function rejection(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('requests', () => {
  it('sends each call to its path with its body, signed', async () => {
    const c = client();
    answer = (call) =>
      HttpResponse.json({
        code: 200,
        message: 'ok',
        data: call.url.pathname === '/lm/user/info' ? { email: 'a@example.com' } : {},
      });
    await c.find('messages', { filter: { status: 'unread' }, sort: { createdAt: -1 }, limit: 25, skip: 50 });
    await c.list('reviews', { filter: { status: 'approved' }, sort: { createdAt: -1 } });
    await c.get('messages', 'abc 1');
    await c.create('messages', { name: 'A' });
    await c.createMany('jobs', [{ title: 'x' }]);
    await c.update('subscribers', { _id: 's1' }, { active: false }, { token: 't0k' });
    await c.remove('messages', 'm1');
    await c.removeMany('messages', ['a', 'b', 'c']);
    await c.deleteFiles(['http://api.test/files/1.png']);
    await c.userInfo('tok');

    const summary = seen.map((s) => [s.method, s.url.pathname + s.url.search, s.body]);
    expect(summary).toEqual([
      [
        'POST',
        '/lm/proj-1/messages/documents/find',
        '{"filter":{"status":"unread"},"sort":{"createdAt":-1},"limit":25,"skip":50}',
      ],
      [
        'POST',
        '/lm/proj-1/reviews/documents/list',
        '{"filter":{"status":"approved"},"sort":{"createdAt":-1}}',
      ],
      ['GET', '/lm/proj-1/messages/documents/abc%201', ''],
      ['POST', '/lm/proj-1/messages/documents', '{"name":"A"}'],
      ['POST', '/lm/proj-1/jobs/documents/batch', '[{"title":"x"}]'],
      [
        'PUT',
        '/lm/proj-1/subscribers/documents',
        '{"filter":{"_id":"s1"},"update":{"active":false},"token":"t0k"}',
      ],
      ['DELETE', '/lm/proj-1/messages/documents/m1', ''],
      ['DELETE', '/lm/proj-1/messages/documents/batch-by-ids?ids=a,b,c', ''],
      ['DELETE', '/lm/proj-1/file/batch', '{"fileUrls":["http://api.test/files/1.png"]}'],
      ['POST', '/lm/user/info', ''],
    ]);
    for (const call of seen) expect(signatureIsValid(call)).toBe(true);
  });

  it('find without a query sends an empty filter', async () => {
    await client().find('projects');
    expect(seen[0]?.body).toBe('{"filter":{}}');
  });

  it('find and list carry a subscriber link token in the body', async () => {
    const c = client();
    await c.find('subscribers', { filter: { email: 'a@example.com' }, token: 't0k', limit: 1 });
    await c.list('subscribers', { filter: { email: 'a@example.com' }, token: 't0k' });
    expect(seen.map((s) => s.body)).toEqual([
      '{"filter":{"email":"a@example.com"},"token":"t0k","limit":1}',
      '{"filter":{"email":"a@example.com"},"token":"t0k"}',
    ]);
  });

  it('carries the bearer token from getToken on every call, and an explicit one for userInfo', async () => {
    let token: string | null = 'stored-token';
    const c = client({ getToken: () => token });
    answer = () => HttpResponse.json({ code: 200, message: 'ok', data: { email: 'a@example.com' } });
    await c.find('messages');
    await c.userInfo('explicit-token');
    token = null;
    await c.list('content');
    expect(seen.map((s) => s.headers.get('authorization'))).toEqual([
      'Bearer stored-token',
      'Bearer explicit-token',
      null,
    ]);
  });
});

describe('envelope', () => {
  it('answers data', async () => {
    answer = () => HttpResponse.json({ code: 200, message: 'ok', data: { total: 1, list: [{ _id: 'x' }] } });
    await expect(client().find('messages')).resolves.toEqual({ total: 1, list: [{ _id: 'x' }] });
  });

  it('throws a non-200 code of a 200 response with its code and message', async () => {
    answer = () => HttpResponse.json({ code: 404, message: 'Document introuvable', data: null });
    const error = await rejection(client().get('messages', 'nope'));
    expect(error).toMatchObject({ code: 404, message: 'Document introuvable' });
  });

  it('throws the envelope of an error status', async () => {
    answer = () =>
      HttpResponse.json({ code: 403, message: 'Accès réservé aux administrateurs' }, { status: 403 });
    const error = await rejection(client().create('templates', {}));
    expect(error).toMatchObject({ code: 403, message: 'Accès réservé aux administrateurs' });
  });

  it('throws the status of an error without envelope', async () => {
    answer = () => new HttpResponse('boom', { status: 500 });
    expect(await rejection(client().create('messages', {}))).toMatchObject({ code: 500 });
  });

  it('turns a network failure into code 0 with a French message', async () => {
    answer = () => HttpResponse.error();
    const error = await rejection(client().create('messages', {}));
    expect(error).toMatchObject({ code: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('rejects a user that is not one', async () => {
    answer = () => HttpResponse.json({ code: 200, message: 'ok', data: { name: 'no e-mail' } });
    expect(await rejection(client().userInfo('t'))).toMatchObject({ code: 500 });
  });
});

describe('client-side guard', () => {
  it('rejects the fifth identical request within 1 s before sending it', async () => {
    // A fixed clock: the five requests fall in one window however slow the machine (docs/testing.md#attentes).
    const c = client({ now: () => 10_000 });
    for (let i = 0; i < LIMITS.throttleMaxRequests; i++) await c.find('messages', { filter: { a: 1 } });
    const error = await rejection(c.find('messages', { filter: { a: 1 } }));
    expect(error).toMatchObject({ code: 429, message: TOO_MANY_REQUESTS });
    expect(seen).toHaveLength(4);
  });

  it('lets a different body or a different path through', async () => {
    const c = client({ now: () => 10_000 });
    for (let i = 0; i < 4; i++) await c.find('messages', { filter: { a: 1 } });
    await c.find('messages', { filter: { a: 2 } });
    await c.find('reviews', { filter: { a: 1 } });
    await c.removeMany('messages', ['x']);
    expect(seen).toHaveLength(7);
  });

  it('lets the request through again once the window has slid past', async () => {
    let now = 10_000;
    const c = client({ now: () => now });
    for (let i = 0; i < 4; i++) {
      await c.get('messages', 'm1');
      now += 100;
    }
    await rejection(c.get('messages', 'm1'));
    expect(seen).toHaveLength(4);
    now = 10_000 + LIMITS.throttleWindowMs; // the first request leaves the window
    await c.get('messages', 'm1');
    expect(seen).toHaveLength(5);
    await rejection(c.get('messages', 'm1'));
    expect(seen).toHaveLength(5);
  });
});

describe('retries', () => {
  it.each(LIMITS.retryStatusCodes)('retries a GET once on %i, signed afresh', async (status) => {
    answer = (_call, index) =>
      index === 0
        ? HttpResponse.json({ code: status, message: 'temporaire' }, { status })
        : HttpResponse.json({ code: 200, message: 'ok', data: { _id: 'm1' } });
    await expect(client().get('messages', 'm1')).resolves.toEqual({ _id: 'm1' });
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(first?.headers.get('x-nonce')).not.toBe(second?.headers.get('x-nonce'));
    expect(first?.headers.get('x-sign')).not.toBe(second?.headers.get('x-sign'));
    for (const call of seen) expect(signatureIsValid(call)).toBe(true);
  });

  it('retries a GET only once, then throws', async () => {
    answer = () => HttpResponse.json({ code: 503, message: 'Indisponible' }, { status: 503 });
    expect(await rejection(client().get('messages', 'm1'))).toMatchObject({
      code: 503,
      message: 'Indisponible',
    });
    expect(seen).toHaveLength(2);
  });

  it('does not retry a GET on other statuses', async () => {
    answer = () => HttpResponse.json({ code: 404, message: 'Introuvable' }, { status: 404 });
    await rejection(client().get('messages', 'm1'));
    expect(seen).toHaveLength(1);
  });

  const mutations: [string, (c: ReturnType<typeof client>) => Promise<unknown>][] = [
    ['POST', (c) => c.create('messages', { name: 'A' })],
    ['POST find', (c) => c.find('messages')],
    ['PUT', (c) => c.update('messages', { _id: 'm1' }, { status: 'read' })],
    ['DELETE', (c) => c.remove('messages', 'm1')],
    ['DELETE batch', (c) => c.removeMany('messages', ['a'])],
  ];
  it.each(mutations)('never retries %s', async (_name, send) => {
    answer = () => HttpResponse.json({ code: 503, message: 'Indisponible' }, { status: 503 });
    await rejection(send(client()));
    expect(seen).toHaveLength(1);
  });
});

describe('idempotency keys (docs/platform.md#clés-didempotence)', () => {
  const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const keyOf = (call: Seen | undefined) => call?.headers.get('idempotency-key');

  it('sends the key of a create and of a site e-mail', async () => {
    const c = client();
    await c.create('messages', { name: 'A' }, { idempotencyKey: KEY });
    await c.sendSiteEmail(
      { message: 'quote-notification', documentId: 'm1' },
      { idempotencyKey: `${KEY}.n` },
    );
    await c.create('messages', { name: 'B' });
    expect(seen.map(keyOf)).toEqual([KEY, `${KEY}.n`, null]);
  });

  it.each([503, 500, 408])(
    'retries a keyed write twice on %i with the same key, signed afresh',
    async (status) => {
      answer = () => HttpResponse.json({ code: status, message: 'temporaire' }, { status });
      await rejection(client().create('messages', { name: 'A' }, { idempotencyKey: KEY }));
      expect(seen).toHaveLength(1 + LIMITS.keyedWriteRetries);
      expect(seen.map(keyOf)).toEqual([KEY, KEY, KEY]);
      expect(new Set(seen.map((call) => call.headers.get('x-nonce'))).size).toBe(3);
      for (const call of seen) expect(signatureIsValid(call)).toBe(true);
    },
  );

  it('retries a keyed write after a network failure, and answers what the platform answers then', async () => {
    answer = (_call, index) =>
      index === 0
        ? HttpResponse.error()
        : HttpResponse.json({ code: 200, message: 'ok', data: { _id: 'm1' } });
    await expect(client().create('messages', { name: 'A' }, { idempotencyKey: KEY })).resolves.toEqual({
      _id: 'm1',
    });
    expect(seen.map(keyOf)).toEqual([KEY, KEY]);
  });

  it.each([400, 409, 422, 429])('does not retry a keyed write refused with %i', async (status) => {
    answer = () => HttpResponse.json({ code: status, message: 'refusé' }, { status });
    await rejection(client().create('messages', { name: 'A' }, { idempotencyKey: KEY }));
    expect(seen).toHaveLength(1);
  });

  it('shares the first call with a repeat of its key in the page, pending or answered', async () => {
    answer = () => HttpResponse.json({ code: 200, message: 'ok', data: { _id: 'm1' } });
    const c = client();
    const write = () => c.create('messages', { name: 'A' }, { idempotencyKey: KEY });
    const [first, second] = await Promise.all([write(), write()]);
    const third = await write();
    expect([first, second, third]).toEqual([{ _id: 'm1' }, { _id: 'm1' }, { _id: 'm1' }]);
    expect(seen).toHaveLength(1);
  });

  it('sends a key again once its call failed', async () => {
    answer = (_call, index) =>
      index === 0
        ? HttpResponse.json({ code: 400, message: 'refusé' }, { status: 400 })
        : HttpResponse.json({ code: 200, message: 'ok', data: { _id: 'm1' } });
    const c = client();
    await rejection(c.create('messages', { name: 'A' }, { idempotencyKey: KEY }));
    await expect(c.create('messages', { name: 'A' }, { idempotencyKey: KEY })).resolves.toEqual({
      _id: 'm1',
    });
    expect(seen).toHaveLength(2);
  });

  it('refuses, without sending, the same key with another body', async () => {
    const c = client();
    await c.create('messages', { name: 'A' }, { idempotencyKey: KEY });
    const error = await rejection(c.create('messages', { name: 'B' }, { idempotencyKey: KEY }));
    expect(error).toMatchObject({ code: 422, message: IDEMPOTENCY_KEY_REUSED });
    expect(seen).toHaveLength(1);
  });
});

describe('sendEmail', () => {
  const valid: EmailPayload = { to: 'client@example.com', subject: 'Bonjour', text: 'Texte' };
  const missing: [string, Partial<EmailPayload>][] = [
    ['no to', { to: undefined }],
    ['empty to', { to: [] }],
    ['no subject', { subject: undefined }],
    ['blank subject', { subject: '  ' }],
    ['neither html nor text', { text: undefined, html: undefined }],
  ];
  it.each(missing)('rejects %s without sending', async (_name, change) => {
    const error = await rejection(client().sendEmail({ ...valid, ...change } as EmailPayload));
    expect(error).toMatchObject({ code: 400, message: EMAIL_MISSING_PARAMETERS });
    expect(seen).toHaveLength(0);
  });

  it('turns a single recipient and reply-to into lists', async () => {
    await client().sendEmail({
      ...valid,
      html: '<p>Hi</p>',
      replyTo: 'visiteur@example.com',
      fromName: 'Site',
    });
    expect(seen[0]?.url.pathname).toBe('/lm/proj-1/email/send');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      to: ['client@example.com'],
      subject: 'Bonjour',
      text: 'Texte',
      html: '<p>Hi</p>',
      replyTo: ['visiteur@example.com'],
      fromName: 'Site',
    });
  });

  it('keeps lists as they are', async () => {
    await client().sendEmail({ ...valid, to: ['a@example.com', 'b@example.com'] });
    expect(JSON.parse(seen[0]?.body ?? '').to).toEqual(['a@example.com', 'b@example.com']);
  });
});

describe('sendSiteEmail', () => {
  it('names the site e-mail and its document, and sends nothing else', async () => {
    await client().sendSiteEmail({ message: 'quote-confirmation', documentId: 'msg-1' });
    expect(seen[0]?.url.pathname).toBe('/lm/proj-1/email/send');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ message: 'quote-confirmation', documentId: 'msg-1' });
  });
});

describe('addToConversation', () => {
  it('posts the question and its token in the body, the key in its header, the token never in the address', async () => {
    await client().addToConversation(
      'msg/1',
      { token: 'jeton-secret', text: 'Et les murs ?' },
      { idempotencyKey: 'cle-de-la-question-0001' },
    );
    expect(seen[0]?.url.pathname).toBe('/lm/proj-1/messages/msg%2F1/conversation');
    expect(seen[0]?.url.href).not.toContain('jeton-secret');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ token: 'jeton-secret', text: 'Et les murs ?' });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('cle-de-la-question-0001');
  });
});

describe('uploadFiles', () => {
  it('posts multipart with one `files` field per file, signed over an empty body', async () => {
    answer = () =>
      HttpResponse.json({
        code: 200,
        message: 'ok',
        data: [{ fileUrl: '/f/a.png' }, { fileUrl: '/f/b.png' }],
      });
    const files = [
      new File(['aaa'], 'a.png', { type: 'image/png' }),
      new File(['bbbb'], 'b.png', { type: 'image/png' }),
    ];
    const result = await client({ getToken: () => 'tok' }).uploadFiles(files);
    expect(result).toEqual([{ fileUrl: '/f/a.png' }, { fileUrl: '/f/b.png' }]);
    const call = seen[0];
    expect(call?.url.pathname).toBe('/lm/proj-1/file/batch');
    expect(call?.headers.get('authorization')).toBe('Bearer tok');
    const sent = call?.form?.getAll('files') as File[];
    expect(sent.map((f) => [f.name, f.size])).toEqual([
      ['a.png', 3],
      ['b.png', 4],
    ]);
    expect(call && signatureIsValid(call)).toBe(true);
  });
});
