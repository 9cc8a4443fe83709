import { describe, expect, it } from 'vitest';
import { normaliseAddress } from '@shared/domain/mailbox';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { subscriberToken } from '../handlers/subscriberToken';
import { ADMIN_EMAIL, HOST_KINDS, useHost, type CallOptions } from './hosts';

type Doc = Record<string, unknown> & { _id: string; createdAt: string };

let counter = 0;
/** A fresh local part, so each test has its own mailbox. */
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

/** One mailbox, one subscriber (docs/newsletter.md#une-boîte-un-abonné), on both hosts. */
describe.each(HOST_KINDS)('one subscriber per mailbox on %s', (kind) => {
  const host = useHost(kind);
  const admin = () => host.tokenFor(ADMIN_EMAIL);
  const call = <T = unknown>(path: string, options: CallOptions = {}) => host.call<T>(path, options);
  const tokenOf = (email: string) => subscriberToken(email, host.ctx.secrets.subscriber);
  const subscribersOf = (local: string) =>
    host.store
      .list('subscribers')
      .filter((doc) => String(doc.email).toLowerCase().includes(local.toLowerCase()));
  /** A visitor's footer sign-up; its answer says nothing of the address (docs/newsletter.md#inscription), so the
   * stored subscriber of that mailbox is read from the platform's store. */
  const signUp = async (email: string, preferences = DEFAULT_PREFERENCES) => {
    const answer = await call(host.docs('subscribers'), {
      json: { email, status: 'active', preferences, source: 'footer' },
    });
    expect(answer.status).toBe(200);
    const mailbox = normaliseAddress(email);
    return host.store
      .list('subscribers')
      .find((doc) => normaliseAddress(String(doc.email)) === mailbox) as unknown as Doc;
  };

  it('takes three spellings of one mailbox for one subscriber, welcomed once', async () => {
    const local = fresh('claire.martin');
    const spellings = [
      `${local}@example.net`,
      `${local}+devis@example.net`,
      `${local.toUpperCase()}+2@Example.NET`,
    ];
    const first = await signUp(spellings[0]!);
    for (const email of spellings) expect((await signUp(email))._id).toBe(first._id);
    expect(subscribersOf(local)).toHaveLength(1);
    expect(subscribersOf(local)[0]).toMatchObject({ email: spellings[0] });
    const welcomes = host.store.list('emails', { filter: { message: 'newsletter-welcome' } });
    expect(welcomes.filter((email) => JSON.stringify(email.to).includes(local))).toHaveLength(1);
  });

  it('ignores the dots of a Gmail address and knows googlemail.com', async () => {
    const local = fresh('jeanmarc');
    const first = await signUp(`${local}@gmail.com`);
    const dotted = `${local.slice(0, 4)}.${local.slice(4)}@googlemail.com`;
    expect((await signUp(dotted))._id).toBe(first._id);
    expect(subscribersOf(local)).toHaveLength(1);
  });

  it('keeps one subscriber per mailbox in an administrator’s batch', async () => {
    const local = fresh('lot');
    const answer = await call<Doc[]>(host.docs('subscribers', '/batch'), {
      token: await admin(),
      json: [`${local}@example.net`, `${local}+b@example.net`].map((email) => ({
        email,
        status: 'active',
        preferences: DEFAULT_PREFERENCES,
        source: 'admin',
      })),
    });
    expect(answer.status).toBe(200);
    expect(answer.data.map((doc) => doc._id)).toEqual([answer.data[0]!._id, answer.data[0]!._id]);
    expect(subscribersOf(local)).toHaveLength(1);
  });

  it('refuses to change an address into another spelling of someone else’s mailbox (409)', async () => {
    const local = fresh('change');
    await signUp(`${local}@example.net`);
    const other = await signUp(`${fresh('autre')}@example.net`);
    const answer = await call(host.docs('subscribers'), {
      method: 'PUT',
      token: await admin(),
      json: { filter: { _id: other._id }, update: { email: `${local.toUpperCase()}+x@example.net` } },
    });
    expect(answer.status).toBe(409);
    expect(subscribersOf(local)).toHaveLength(1);
    const own = await call<Doc>(host.docs('subscribers'), {
      method: 'PUT',
      token: await admin(),
      json: { filter: { _id: other._id }, update: { email: `${String(other.email).replace('@', '+y@')}` } },
    });
    expect(own.status).toBe(200);
  });

  it('lets the link of another spelling read and unsubscribe the one subscriber', async () => {
    const local = fresh('lien');
    const doc = await signUp(`${local}@example.net`);
    const other = `${local}+news@example.net`;
    const read = await call<{ list: Doc[] }>(host.docs('subscribers', '/find'), {
      json: { filter: { email: other }, token: await tokenOf(other) },
    });
    expect(read.data.list.map((found) => found._id)).toEqual([doc._id]);
    const oneClick = await fetch(
      `${host.baseUrl}/lm/${host.projectId}/subscribers/unsubscribe?email=${encodeURIComponent(other)}&token=${await tokenOf(other)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);
    expect(host.store.get('subscribers', doc._id)).toMatchObject({ status: 'unsubscribed' });
  });
});

describe('subscribers saved before the rule, on the HTTP server', () => {
  const host = useHost('http');

  it('are merged when the server starts: the oldest stays, unsubscribed wins, a topic only if all kept it', async () => {
    const local = fresh('ancien');
    const base = { source: 'footer', preferences: DEFAULT_PREFERENCES };
    const oldest = host.store.insert('subscribers', {
      ...base,
      email: `${local}@example.net`,
      status: 'active',
    });
    host.store.insert('subscribers', {
      ...base,
      email: `${local}+1@example.net`,
      status: 'unsubscribed',
      unsubscribedAt: '2026-01-02T03:04:05.000Z',
    });
    host.store.insert('subscribers', {
      ...base,
      email: `${local}+2@example.net`,
      status: 'active',
      preferences: { ...DEFAULT_PREFERENCES, newsletter: false },
    });
    const other = host.store.insert('subscribers', {
      ...base,
      email: `${fresh('autre')}@example.net`,
      status: 'active',
    });
    await host.store.flush();

    await host.restart();

    const left = host.store.list('subscribers').filter((doc) => String(doc.email).includes(local));
    expect(left).toEqual([
      expect.objectContaining({
        _id: oldest._id,
        email: `${local}@example.net`,
        status: 'unsubscribed',
        unsubscribedAt: '2026-01-02T03:04:05.000Z',
        preferences: { ...DEFAULT_PREFERENCES, newsletter: false },
      }),
    ]);
    expect(host.store.get('subscribers', other._id)).toMatchObject({ status: 'active' });
  });
});
