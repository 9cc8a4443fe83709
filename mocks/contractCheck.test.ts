import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { signatureHeaders } from '@shared/http/sign';
import { checkAgainstContract } from './contractCheck';

/** A request as the product's client sends it, signed (the contract requires the three headers). */
async function signed(path: string, body?: unknown, method = 'POST'): Promise<Request> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    ...(await signatureHeaders('secret-de-test-0123456789', '', text ?? '')),
    'content-type': 'application/json',
  };
  return new Request(`http://emulateur.test/lm/${path}`, { method, headers, body: text });
}

const envelope = (data: unknown, status = 200) =>
  HttpResponse.json({ code: status, message: status === 200 ? 'success' : 'Refusé.', data }, { status });

async function violationsOf(handler: HttpHandler, request: Request): Promise<string[]> {
  const check = checkAgainstContract([handler]);
  await getResponse(check.handlers, request);
  return await check.violations();
}

describe('the emulator held to docs/openapi.json', () => {
  it('lets an answer that follows the contract through, unchanged and unrecorded', async () => {
    const handler = http.post('*/lm/user/info', () =>
      envelope({ email: 'admin@example.com', role: 'admin' }),
    );
    const check = checkAgainstContract([handler]);
    const response = await getResponse(check.handlers, await signed('user/info'));
    expect(await response?.json()).toEqual({
      code: 200,
      message: 'success',
      data: { email: 'admin@example.com', role: 'admin' },
    });
    expect(await check.violations()).toEqual([]);
  });

  it('records an answer whose body does not fit its schema', async () => {
    const handler = http.post('*/lm/user/info', () => envelope({ email: 'admin@example.com', extra: 1 }));
    expect(await violationsOf(handler, await signed('user/info'))).toEqual([
      expect.stringMatching(/^POST \/lm\/user\/info \(\/lm\/user\/info\) : réponse 200 : /),
    ]);
  });

  it('records a status the call does not declare', async () => {
    const handler = http.post('*/lm/user/info', () => envelope(null, 418));
    expect(await violationsOf(handler, await signed('user/info'))).toEqual([
      'POST /lm/user/info (/lm/user/info) : statut 418 non déclaré',
    ]);
  });

  it('records a request outside the contract that was accepted', async () => {
    const handler = http.post('*/lm/:project/:entity/documents/find', () => envelope({ total: 0, list: [] }));
    const violations = await violationsOf(
      handler,
      await signed('projet/templates/documents/find', { limit: 0 }),
    );
    expect(violations).toEqual([
      expect.stringContaining('requête hors contrat acceptée (corps : data/limit must be >= 1)'),
    ]);
  });

  it('records a call the contract does not name, unless it answered 404', async () => {
    const unknown = http.post('*/lm/:project/inconnu', () => envelope({}));
    expect(await violationsOf(unknown, await signed('projet/inconnu', {}))).toEqual([
      'POST /lm/projet/inconnu : appel absent du contrat, répondu 200',
    ]);
    const refused = http.post('*/lm/:project/inconnu', () => envelope(null, 404));
    expect(await violationsOf(refused, await signed('projet/inconnu', {}))).toEqual([]);
  });
});
