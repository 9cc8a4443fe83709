import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../handlers/rateLimit';
import { HOST_KINDS, useHost } from './hosts';
import { sampleDoc, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string };

/** Keys of the per-client table here: a flood of new clients fills it in a few dozen requests. */
const TABLE_KEYS = 20;

/**
 * A full table of limits never drops a count still in its window, and a mailbox's budget lives apart from the
 * clients' counts (docs/security.md#limites), on both hosts: clients told apart by the proxy's header on the HTTP
 * server, by a test header under msw.
 */
describe.each(HOST_KINDS)('a flood of new clients on %s', (kind) => {
  const host = useHost(kind, {
    trustProxy: true,
    clientOf: (request) => request.headers.get('x-test-client') ?? 'local',
  });
  beforeEach(() => {
    host.ctx.limiter = new RateLimiter(DEFAULT_RATE_LIMITS, { maxKeys: TABLE_KEYS });
  });
  const from = (client: string) => ({ 'x-forwarded-for': client, 'x-test-client': client });
  const quoteFrom = (client: string, email: string) =>
    host.call<Doc>(host.docs('messages'), {
      json: { ...sampleDoc('messages'), email },
      headers: from(client),
    });
  const confirmFrom = (client: string, documentId: string) =>
    host.call<{ ids: string[] }>(`${host.projectId}/email/send`, {
      json: { message: 'quote-confirmation', documentId },
      headers: from(client),
    });

  it('refuses new clients once their table is full of live counts, keeps a mailbox’s budget and other tables’ room', async () => {
    const victim = uniqueEmail('victime');
    const stranger = '203.0.113.66';
    for (let i = 0; i < 5; i++) {
      const created = await quoteFrom(stranger, victim);
      expect((await confirmFrom(stranger, created.data._id)).data.ids).toHaveLength(1);
    }
    // Page views from 3 × TABLE_KEYS new addresses: more keys than the table holds.
    const views = [];
    for (let i = 0; i < 3 * TABLE_KEYS; i++) {
      views.push(
        await host.call(host.docs('pageviews'), {
          json: sampleDoc('pageviews'),
          headers: from(`198.51.100.${i + 1}`),
        }),
      );
    }
    // The mailbox's budget of the hour held: a sixth confirmation is left unsent, the request answered.
    const sixth = await quoteFrom(stranger, victim);
    expect(sixth.status).toBe(200);
    expect((await confirmFrom(stranger, sixth.data._id)).data.ids).toEqual([]);
    expect(host.store.list('emails', { filter: { to: victim, message: 'quote-confirmation' } })).toHaveLength(
      5,
    );
    // A new client's quote request is counted in a table of its own: the flood of page views did not fill it.
    expect((await quoteFrom('192.0.2.77', uniqueEmail('nouveau'))).status).toBe(200);
    const refused = views.filter((view) => view.status === 429);
    expect(refused.length).toBeGreaterThan(TABLE_KEYS);
    expect(refused[0]).toMatchObject({
      message: expect.stringMatching(/^Trop de demandes en peu de temps\. Veuillez réessayer dans /),
      data: { reason: 'rate_limited', scope: 'client' },
    });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(views.slice(0, 3).every((view) => view.status === 200)).toBe(true);
  });
});
