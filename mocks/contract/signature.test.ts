import { describe, expect, it } from 'vitest';
import { signatureHeaders } from '@shared/http/sign';
import { mintToken, TOKEN_TTL_SECONDS } from '../auth/tokens';
import { ADMIN_EMAIL, HOST_KINDS, useHost } from './hosts';
import { readAnswer } from './signedFetch';
import { imageForm, PNG_BYTES } from './samples';

describe.each(HOST_KINDS)('signatures and tokens (%s)', (kind) => {
  const host = useHost(kind);
  const findUrl = () => `${host.baseUrl}/lm/${host.docs('jobs', '/find')}`;
  const secret = () => host.ctx.config.signSecret;

  async function send(headers: Record<string, string>, body = '{}', url = findUrl()) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return readAnswer(response);
  }

  it.each(['x-timestamp', 'x-nonce', 'X-Sign'])('rejects a request without %s', async (missing) => {
    const headers = await signatureHeaders(secret(), '', '{}');
    delete headers[missing];
    const answer = await send(headers);
    expect(answer).toMatchObject({ status: 401, code: 401, data: { reason: 'signature_missing' } });
    expect(answer.message).toContain('x-timestamp, x-nonce et X-Sign');
  });

  it('accepts a correctly signed request', async () => {
    expect((await send(await signatureHeaders(secret(), '', '{}'))).status).toBe(200);
  });

  it('rejects a tampered body, a tampered query and a wrong secret', async () => {
    const signed = await signatureHeaders(secret(), '', '{}');
    expect(await send(signed, '{"limit":5}')).toMatchObject({
      status: 401,
      data: { reason: 'signature_invalid' },
    });
    const withQuery = await signatureHeaders(secret(), 'a=1', '{}');
    expect(await send(withQuery, '{}', `${findUrl()}?a=2`)).toMatchObject({
      data: { reason: 'signature_invalid' },
    });
    const wrongSecret = await signatureHeaders('not-the-right-secret-at-all', '', '{}');
    const answer = await send(wrongSecret);
    expect(answer).toMatchObject({ status: 401, data: { reason: 'signature_invalid' } });
    expect(answer.message).toBe('Signature X-Sign invalide : la requête a été modifiée ou mal signée.');
  });

  it('accepts the query string signed sorted by key, as sent', async () => {
    const headers = await signatureHeaders(secret(), 'b=2&a=%2C1', '{}');
    expect((await send(headers, '{}', `${findUrl()}?b=2&a=%2C1`)).status).toBe(200);
  });

  it('rejects a timestamp more than 300 s off, either way', async () => {
    for (const offset of [-301_000, 301_000]) {
      const headers = await signatureHeaders(secret(), '', '{}', Date.now() + offset);
      expect(await send(headers)).toMatchObject({ status: 401, data: { reason: 'timestamp_stale' } });
    }
    const fine = await signatureHeaders(secret(), '', '{}', Date.now() - 250_000);
    expect((await send(fine)).status).toBe(200);
  });

  it('rejects a nonce shorter than 16 characters', async () => {
    const headers = await signatureHeaders(secret(), '', '{}');
    const { computeSignature } = await import('@shared/http/sign');
    const nonce = 'short-nonce-15c';
    const sign = await computeSignature({
      secret: secret(),
      query: '',
      timestamp: headers['x-timestamp']!,
      nonce,
      body: '{}',
    });
    const answer = await send({ ...headers, 'x-nonce': nonce, 'X-Sign': sign });
    expect(answer).toMatchObject({ status: 401, data: { reason: 'nonce_invalid' } });
  });

  it('rejects a replayed request (same nonce within 300 s)', async () => {
    const headers = await signatureHeaders(secret(), '', '{}');
    expect((await send(headers)).status).toBe(200);
    const replay = await send(headers);
    expect(replay).toMatchObject({ status: 401, code: 401, data: { reason: 'nonce_replayed' } });
    expect(replay.message).toBe('Requête rejouée : ce x-nonce a déjà été utilisé.');
  });

  it('signs a multipart body as the empty string', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const headers = await signatureHeaders(secret(), '', '');
    const response = await fetch(`${host.baseUrl}/lm/${host.projectId}/file/batch`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: imageForm([{ bytes: PNG_BYTES, type: 'image/png', name: 'a.png' }]),
    });
    expect(response.status).toBe(200);
  });

  it('rejects an invalid, expired or foreign bearer token with 401', async () => {
    const c = host.ctx;
    const good = await host.tokenFor(ADMIN_EMAIL);
    const tampered = `${good.slice(0, -2)}xx`;
    expect(await host.call('user/info', { token: tampered })).toMatchObject({
      status: 401,
      data: { reason: 'token_invalid' },
    });
    const old = await mintToken({
      email: ADMIN_EMAIL,
      projectId: c.config.projectId,
      secret: c.secrets.auth,
      adminEmails: c.config.adminEmails,
      now: new Date(Date.now() - (TOKEN_TTL_SECONDS + 10) * 1000),
    });
    expect(await host.call('user/info', { token: old.accessToken })).toMatchObject({
      status: 401,
      data: { reason: 'token_expired' },
    });
    const foreign = await mintToken({
      email: ADMIN_EMAIL,
      projectId: 'autre-projet',
      secret: c.secrets.auth,
      adminEmails: c.config.adminEmails,
    });
    expect(await host.call('user/info', { token: foreign.accessToken })).toMatchObject({
      status: 401,
      data: { reason: 'token_project' },
    });
    const forged = await mintToken({
      email: ADMIN_EMAIL,
      projectId: c.config.projectId,
      secret: 'x'.repeat(32),
      adminEmails: [],
    });
    expect((await host.call('user/info', { token: forged.accessToken })).status).toBe(401);
    expect((await host.call('user/info', {})).status).toBe(401);
  });
});
