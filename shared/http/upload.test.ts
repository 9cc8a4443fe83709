import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@shared/config';
import { createPlatformClient } from './client';
import { NETWORK_ERROR_MESSAGE } from './envelope';
import { PlatformError } from './errors';

const testConfig: AppConfig = {
  apiBaseUrl: 'http://api.test',
  authOrigin: 'http://auth.test',
  projectId: 'proj-1',
  signSecret: 'upload-test-secret-0123',
  adminEmails: ['admin@example.com'],
  siteUrl: 'http://site.test',
};

/** A scripted XMLHttpRequest: records what the client sends, then plays progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static reply: { status: number; body: string } | 'network-error' = { status: 200, body: '' };
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
    queueMicrotask(() => {
      const reply = FakeXhr.reply;
      if (reply === 'network-error') return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = reply.status;
      this.responseText = reply.body;
      this.onload?.();
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

const client = () => createPlatformClient({ config: testConfig, getToken: () => 'tok' });
const files = () => [new File(['png-bytes'], 'a.png', { type: 'image/png' }), new File(['gif'], 'b.gif')];

describe('uploadFiles with progress (XMLHttpRequest)', () => {
  it('posts the files field, signed over an empty body, with the bearer; reports progress; answers data', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = {
      status: 200,
      body: JSON.stringify({
        code: 200,
        message: 'ok',
        data: [{ fileUrl: '/f/a.png' }, { fileUrl: '/f/b.gif' }],
      }),
    };
    const ratios: number[] = [];
    const result = await client().uploadFiles(files(), { onProgress: (r) => ratios.push(r) });

    expect(result).toEqual([{ fileUrl: '/f/a.png' }, { fileUrl: '/f/b.gif' }]);
    expect(ratios).toEqual([0.5, 1]);
    const xhr = FakeXhr.last;
    expect([xhr?.method, xhr?.url]).toEqual(['POST', 'http://api.test/lm/proj-1/file/batch']);
    expect((xhr?.body?.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.gif']);
    const h = xhr?.headers ?? {};
    expect(h.authorization).toBe('Bearer tok');
    const bodyHash = createHash('sha256').update('').digest('hex');
    const expected = createHmac('sha256', testConfig.signSecret)
      .update(`\n${h['x-timestamp']}\n${h['x-nonce']}\n${bodyHash}`)
      .digest('base64');
    expect(h['x-sign']).toBe(expected);
  });

  it('throws the envelope of an error answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = { status: 413, body: JSON.stringify({ code: 413, message: 'Fichier trop volumineux' }) };
    const error = await client()
      .uploadFiles(files(), { onProgress: () => undefined })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 413, message: 'Fichier trop volumineux' });
  });

  it('turns a network failure into code 0', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = 'network-error';
    const error = await client()
      .uploadFiles(files(), { onProgress: () => undefined })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('goes through the guard like any call', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reply = { status: 200, body: JSON.stringify({ code: 200, message: 'ok', data: [] }) };
    const c = client();
    const same = files();
    for (let i = 0; i < 4; i++) await c.uploadFiles(same, { onProgress: () => undefined });
    const error = await c.uploadFiles(same, { onProgress: () => undefined }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 429 });
  });
});
