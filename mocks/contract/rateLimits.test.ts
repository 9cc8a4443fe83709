import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { subscriberToken } from '../handlers/subscriberToken';
import { DEFAULT_RATE_LIMITS, DEFAULT_SEND_LIMIT, RateLimiter } from '../handlers/rateLimit';
import { CLIENT_HEADER } from '../server';
import { ADMIN_EMAIL, HOST_KINDS, useHost, type Host } from './hosts';
import { sampleDoc, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string };

const LIMITS = DEFAULT_RATE_LIMITS;
const LIMITS_SEND = DEFAULT_SEND_LIMIT;
const FLOOD_MESSAGE =
  /^Trop de demandes en peu de temps\. Veuillez réessayer dans (une|\d+) (minute|heure)s?\.$/;

/** A fresh limiter before each test: each starts with the full default budget of its client. */
const resetLimits = (host: Host) =>
  beforeEach(() => {
    host.ctx.limiter = new RateLimiter(host.ctx.limiter.limits);
  });

const message = (email = uniqueEmail('devis')) => ({ ...sampleDoc('messages'), email });

/** Limits on visitor writes (docs/security.md#limites), with the default table, on both hosts. */
describe.each(HOST_KINDS)('rate limits on %s', (kind) => {
  const host = useHost(kind);
  resetLimits(host);
  const admin = () => host.tokenFor(ADMIN_EMAIL);
  const createMessage = (body = message(), token?: string) =>
    host.call<Doc>(host.docs('messages'), { json: body, token });

  it('cuts a script’s flood of quote requests with 429, Retry-After and a French message', async () => {
    const before = host.store.find('messages', { limit: 1 }).total;
    const answers = [];
    // A script changes the address each time; its client's budget is what stops it.
    for (let i = 0; i < 200; i++) answers.push(await createMessage());
    const passed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(passed).toHaveLength(LIMITS.message.client.max);
    expect(refused).toHaveLength(200 - LIMITS.message.client.max);
    expect(host.store.find('messages', { limit: 1 }).total).toBe(before + LIMITS.message.client.max);

    const cut = refused[0];
    const retryAfter = Number(cut?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(cut).toMatchObject({
      code: 429,
      message: 'Trop de demandes en peu de temps. Veuillez réessayer dans une heure.',
      data: { reason: 'rate_limited', retryAfter, scope: 'client' },
    });
  });

  it('lets 20 real quote requests from one office through in an hour, with their notification flags', async () => {
    for (let i = 0; i < 20; i++) {
      const created = await createMessage();
      expect(created.status).toBe(200);
      const flagged = await host.call<Doc>(host.docs('messages'), {
        method: 'PUT',
        json: {
          filter: { _id: created.data._id },
          update: { notificationStatus: 'sent' },
          token: created.data.ownerToken,
        },
      });
      expect(flagged.status).toBe(200);
    }
  });

  it('bounds the e-mails sent to one mailbox, +tag and case variants together, and never refuses its writes', async () => {
    const base = uniqueEmail('jean.dupont');
    const [local, domain] = base.split('@');
    const confirm = (documentId: string) =>
      host.call<{ ids: string[] }>(`${host.projectId}/email/send`, {
        json: { message: 'quote-confirmation', documentId },
      });
    const spellings = [1, 2, 3, 4, 5, 6].map(
      (i) => `${i === 6 ? local?.toUpperCase() : local}+${i}@${domain}`,
    );
    const sent: string[] = [];
    for (const email of spellings) {
      const created = await createMessage(message(email));
      // The write is the visitor's: never refused for what its address already received.
      expect(created.status).toBe(200);
      const confirmation = await confirm(created.data._id);
      expect(confirmation.status).toBe(200);
      sent.push(...confirmation.data.ids);
    }
    expect(sent).toHaveLength(LIMITS_SEND.max);
    const inbox = host.store
      .list('emails', { filter: { message: 'quote-confirmation' } })
      .filter((doc) => (doc.to as string[]).some((to) => to.endsWith(`@${domain}`) && to.startsWith(local!)));
    expect(inbox).toHaveLength(LIMITS_SEND.max);
    // The same person signing up to the newsletter is another write, never refused for it either.
    expect(
      (await host.call(host.docs('subscribers'), { json: { email: `${local}+news@${domain}` } })).status,
    ).toBe(200);
  });

  it('never limits an administrator, even once visitors from the same client are cut', async () => {
    for (let i = 0; i < LIMITS.message.client.max; i++) await createMessage();
    expect((await createMessage()).status).toBe(429);
    const token = await admin();
    const email = uniqueEmail('client');
    for (let i = 0; i < 60; i++) expect((await createMessage(message(email), token)).status).toBe(200);
  });

  // About 300 writes, each one through the whole emulator (a sign-up renders its welcome e-mail): 16 s with the
  // machine four to six times busier than calm, beyond the suite's 30 s when busier still (docs/testing.md#attentes).
  it('limits every other visitor write', async () => {
    const subscriber = uniqueEmail('abonne');
    await host.call(host.docs('subscribers'), { json: { email: subscriber } });
    const token = await subscriberToken(subscriber, host.ctx.secrets.subscriber);
    const writes: { name: string; max: number; send: (i: number) => Promise<{ status: number }> }[] = [
      {
        name: 'review',
        max: LIMITS.review.client.max,
        send: () => host.call(host.docs('reviews'), { json: sampleDoc('reviews') }),
      },
      {
        name: 'subscribe',
        // One sign-up above went first.
        max: LIMITS.subscribe.client.max - 1,
        send: () => host.call(host.docs('subscribers'), { json: { email: uniqueEmail('abonne') } }),
      },
      {
        name: 'pageview',
        max: LIMITS.pageview.client.max,
        send: () => host.call(host.docs('pageviews'), { json: sampleDoc('pageviews') }),
      },
      {
        name: 'consent',
        max: LIMITS.consent.client.max,
        send: () => host.call(host.docs('consents'), { json: sampleDoc('consents') }),
      },
      {
        name: 'subscriberUpdate (per address)',
        max: LIMITS.subscriberUpdate.address?.max ?? 0,
        send: (i) =>
          host.call(host.docs('subscribers'), {
            method: 'PUT',
            json: {
              filter: { email: subscriber },
              update: { preferences: { ...DEFAULT_PREFERENCES, energyTips: i % 2 === 0 } },
              token,
            },
          }),
      },
    ];
    for (const write of writes) {
      for (let i = 0; i < write.max; i++) expect((await write.send(i)).status, write.name).toBe(200);
      expect((await write.send(write.max)).status, write.name).toBe(429);
    }
  });

  it('answers the limit in the French envelope, never a crash, for a visitor’s notification flags', async () => {
    const created = await createMessage();
    const flag = () =>
      host.call<Doc>(host.docs('messages'), {
        method: 'PUT',
        json: {
          filter: { _id: created.data._id },
          update: { notificationStatus: 'sent' },
          token: created.data.ownerToken,
        },
      });
    for (let i = 0; i < LIMITS.messageUpdate.client.max; i++) expect((await flag()).status).toBe(200);
    const cut = await flag();
    expect(cut).toMatchObject({ status: 429, code: 429, data: { reason: 'rate_limited' } });
    expect(cut.message).toMatch(FLOOD_MESSAGE);
  });
});

/** The client of the HTTP server is its socket's address; a proxy's header counts only when trusted. */
describe('client identity on the HTTP server', () => {
  describe('without TRUST_PROXY', () => {
    const host = useHost('http');
    resetLimits(host);

    it('ignores X-Forwarded-For and the server’s own client header sent by a client', async () => {
      const answers = [];
      for (let i = 0; i < LIMITS.message.client.max + 5; i++) {
        answers.push(
          await host.call(host.docs('messages'), {
            json: message(),
            headers: { 'x-forwarded-for': `198.51.100.${i}`, [CLIENT_HEADER]: `203.0.113.${i}` },
          }),
        );
      }
      expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    });
  });

  describe('with TRUST_PROXY', () => {
    const host = useHost('http', { trustProxy: true });
    resetLimits(host);
    const from = (address: string) =>
      host.call(host.docs('messages'), {
        json: message(),
        // The proxy appends the address it saw; what the visitor wrote before it is ignored.
        headers: { 'x-forwarded-for': `10.0.0.1, ${address}` },
      });

    it('keys clients by the address the proxy appended', async () => {
      for (let i = 0; i < LIMITS.message.client.max; i++)
        expect((await from('198.51.100.7')).status).toBe(200);
      expect((await from('198.51.100.7')).status).toBe(429);
      expect((await from('198.51.100.8')).status).toBe(200);
    });
  });
});

/**
 * Per-address limits that a third party cannot turn against the address's owner (docs/security.md#limites), with
 * clients told apart on both hosts: by the proxy's header on the HTTP server, by a test header under msw.
 */
describe.each(HOST_KINDS)('a stranger and an address’s owner on %s', (kind) => {
  const host = useHost(kind, {
    trustProxy: true,
    clientOf: (request) => request.headers.get('x-test-client') ?? 'local',
  });
  resetLimits(host);
  const from = (client: string) => ({ 'x-forwarded-for': client, 'x-test-client': client });
  const quoteFrom = (client: string, email: string) =>
    host.call<Doc>(host.docs('messages'), { json: message(email), headers: from(client) });
  const confirmFrom = (client: string, documentId: string) =>
    host.call<{ ids: string[] }>(`${host.projectId}/email/send`, {
      json: { message: 'quote-confirmation', documentId },
      headers: from(client),
    });

  it('accepts the owner’s own request and sign-up from another client after five by a stranger', async () => {
    const victim = uniqueEmail('victime');
    for (let i = 0; i < 5; i++) {
      const created = await quoteFrom('203.0.113.66', victim);
      expect(created.status).toBe(200);
      expect((await confirmFrom('203.0.113.66', created.data._id)).data.ids).toHaveLength(1);
    }
    const own = await quoteFrom('198.51.100.4', victim);
    expect(own.status).toBe(200);
    expect(host.store.get('messages', own.data._id)).toMatchObject({ email: victim });
    // Its confirmation would be a sixth e-mail to that mailbox within the hour: left unsent, the request answered.
    const confirmation = await confirmFrom('198.51.100.4', own.data._id);
    expect(confirmation.status).toBe(200);
    expect(confirmation.data.ids).toEqual([]);
    const signUp = await host.call(host.docs('subscribers'), {
      json: { email: victim },
      headers: from('198.51.100.4'),
    });
    expect(signUp.status).toBe(200);
    expect(host.store.list('subscribers', { filter: { email: victim } })).toHaveLength(1);
  });
});

describe.each(HOST_KINDS)('page views per day on %s', (kind) => {
  let offsetMs = 0;
  const windowMs = 10 * 60_000;
  const host = useHost(kind, {
    now: () => new Date(Date.now() + offsetMs),
    rateLimits: { pageview: { client: { max: 4, windowMs }, daily: { max: 10, windowMs: 86_400_000 } } },
  });
  const view = () =>
    host.call(host.docs('pageviews'), { json: sampleDoc('pageviews'), now: Date.now() + offsetMs });

  it('caps a client’s page views for the day, however it spreads them over the short windows', async () => {
    try {
      const passed: number[] = [];
      for (let round = 0; round < 4; round++) {
        for (let i = 0; i < 4; i++) passed.push((await view()).status);
        offsetMs += windowMs + 1000;
      }
      expect(passed.filter((status) => status === 200)).toHaveLength(10);
      expect(passed.filter((status) => status === 429)).toHaveLength(6);
      offsetMs += 86_400_000;
      expect((await view()).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });

  it('caps a script’s fake views by default at a few hundred a day per client', () => {
    const daily = DEFAULT_RATE_LIMITS.pageview.daily;
    expect(daily?.windowMs).toBe(86_400_000);
    expect(daily?.max).toBeLessThanOrEqual(1000);
  });
});
