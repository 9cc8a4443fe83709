import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { subscriberToken } from '../handlers/subscriberToken';
import { ADMIN_EMAIL, HOST_KINDS, USER_EMAIL, useHost } from './hosts';
import { sampleDoc, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string };

/** Newsletter rules (docs/newsletter.md) on both hosts. */
describe.each(HOST_KINDS)('newsletter on %s', (kind) => {
  const host = useHost(kind);
  const admin = () => host.tokenFor(ADMIN_EMAIL);

  const subscribe = async (email: string) =>
    (
      await host.call<Doc>(host.docs('subscribers'), {
        json: { email, status: 'active', preferences: DEFAULT_PREFERENCES, source: 'admin' },
        token: await admin(),
      })
    ).data;

  /** The one-click POST a mail provider sends: no signature, only the URL's token. */
  const oneClick = (query: string, body = 'List-Unsubscribe=One-Click') =>
    fetch(`${host.baseUrl}/lm/${host.projectId}/subscribers/unsubscribe?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });

  const stored = (id: string) => host.store.get('subscribers', id);

  it('unsubscribes at once with a good token, unsigned, and answers 200', async () => {
    const email = uniqueEmail('un-clic');
    const doc = await subscribe(email);
    const token = await subscriberToken(email, host.ctx.secrets.subscriber);
    const answer = await oneClick(`email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`);
    expect(answer.status).toBe(200);
    expect(stored(doc._id)).toMatchObject({ status: 'unsubscribed' });
    expect(stored(doc._id)?.unsubscribedAt).toEqual(expect.any(String));
  });

  it('changes nothing with a forged token (403) or without one (400)', async () => {
    const email = uniqueEmail('un-clic');
    const doc = await subscribe(email);
    const forged = await oneClick(`email=${encodeURIComponent(email)}&token=AAAAforgedAAAA`);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ code: 403, message: 'Lien de désinscription invalide.' });
    const otherToken = await subscriberToken(uniqueEmail(), host.ctx.secrets.subscriber);
    expect((await oneClick(`email=${encodeURIComponent(email)}&token=${otherToken}`)).status).toBe(403);
    const missing = await oneClick(`email=${encodeURIComponent(email)}`);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/jeton/);
    expect(stored(doc._id)).toMatchObject({ status: 'active' });
  });

  it('requires the RFC 8058 body', async () => {
    const email = uniqueEmail('un-clic');
    const doc = await subscribe(email);
    const token = await subscriberToken(email, host.ctx.secrets.subscriber);
    const answer = await oneClick(`email=${encodeURIComponent(email)}&token=${token}`, 'autre=chose');
    expect(answer.status).toBe(400);
    expect(stored(doc._id)).toMatchObject({ status: 'active' });
  });

  it('keeps the headers of an administrator’s e-mail, each token filled per recipient', async () => {
    const email = uniqueEmail('lecteur');
    const url = `https://api.example/lm/p/subscribers/unsubscribe?email=${encodeURIComponent(email)}&token={{unsubscribeToken}}`;
    const sent = await host.call<{ ids: string[] }>(`${host.projectId}/email/send`, {
      json: {
        to: email,
        subject: 'Conseils',
        html: '<p>Bonjour</p>',
        headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      token: await admin(),
    });
    expect(sent.status).toBe(200);
    const [id] = sent.data.ids;
    const outbox = host.store.get('emails', id ?? '');
    const token = await subscriberToken(email, host.ctx.secrets.subscriber);
    expect(outbox).toMatchObject({
      headers: {
        'List-Unsubscribe': `<${url.replace('{{unsubscribeToken}}', token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  });

  it('refuses header values with a line break and headers outside the RFC 8058 pair', async () => {
    const token = await admin();
    const send = (headers: unknown) =>
      host.call(`${host.projectId}/email/send`, {
        json: { to: uniqueEmail(), subject: 'x', html: '<p>x</p>', headers },
        token,
      });
    expect((await send({ 'List-Unsubscribe': '<https://a.example>\r\nBcc: x@y.example' })).status).toBe(400);
    expect((await send({ Bcc: 'victime@example.net' })).status).toBe(400);
  });

  it('keeps newsletter headers and campaigns to administrators', async () => {
    const user = await host.tokenFor(USER_EMAIL);
    const answer = await host.call(`${host.projectId}/email/send`, {
      json: { to: 'contact@habitat-durable.example', subject: 'x', text: 'x', campaignId: 'c' },
      token: user,
    });
    expect(answer.status).toBe(403);
    const visitor = await host.call(host.docs('campaigns'), { json: sampleDoc('campaigns') });
    expect(visitor.status).toBe(401);
    const read = await host.call(host.docs('campaigns', '/find'), { json: {}, token: user });
    expect(read.status).toBe(403);
  });

  it('stores a visitor’s cookie choice with the platform’s date, and shows it to nobody but administrators', async () => {
    const proof = { ...sampleDoc('consents'), date: '2001-01-01T00:00:00.000Z' };
    const created = await host.call<Doc>(host.docs('consents'), { json: proof });
    expect(created.status).toBe(200);
    expect(created.data.date).not.toBe('2001-01-01T00:00:00.000Z');
    expect((await host.call(host.docs('consents', '/find'), { json: {} })).status).toBe(401);
    const forged = await host.call(host.docs('consents'), { json: { ...proof, ip: '1.2.3.4' } });
    expect(forged.status).toBe(400);
  });
});
