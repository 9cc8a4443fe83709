import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseAddress } from '@shared/domain/mailbox';
import { OPERATIONS, PUBLIC_ACCESS } from './access';
import { clientNetwork } from './clientNetwork';
import {
  DEFAULT_RATE_LIMITS,
  DEFAULT_SEND_LIMIT,
  RateLimiter,
  retryDelayText,
  scaledLimits,
  VISITOR_WRITE_ACTIONS,
  type RateLimits,
} from './rateLimit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const T0 = Date.UTC(2030, 0, 1);

/** Three messages a minute per client, two per address; everything else as by default. */
const SMALL: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  message: { client: { max: 3, windowMs: MINUTE }, address: { max: 2, windowMs: MINUTE } },
};

const take = (limiter: RateLimiter, at: number, client = '1.2.3.4', address?: string) =>
  limiter.take('message', { client, address }, at);

describe('RateLimiter: sliding window', () => {
  it('lets `max` requests through, then refuses with the seconds until the oldest leaves the window', () => {
    const limiter = new RateLimiter(SMALL);
    for (let i = 0; i < 3; i++) expect(take(limiter, T0 + i * 1000)).toEqual({ ok: true });
    expect(take(limiter, T0 + 10_000)).toEqual({ ok: false, retryAfterSeconds: 50, scope: 'client' });
    expect(take(limiter, T0 + MINUTE - 1)).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    expect(take(limiter, T0 + MINUTE)).toEqual({ ok: true });
  });

  it('slides: a request frees its place exactly one window after it passed, not at a fixed boundary', () => {
    const limiter = new RateLimiter(SMALL);
    take(limiter, T0);
    take(limiter, T0 + 30_000);
    take(limiter, T0 + 40_000);
    expect(take(limiter, T0 + 61_000)).toEqual({ ok: true });
    expect(take(limiter, T0 + 62_000)).toEqual({ ok: false, retryAfterSeconds: 28, scope: 'client' });
    expect(take(limiter, T0 + 90_000)).toEqual({ ok: true });
  });

  it('does not count refused requests: a flood never pushes the end of the wait further', () => {
    const limiter = new RateLimiter(SMALL);
    for (let i = 0; i < 3; i++) take(limiter, T0);
    for (let i = 0; i < 1000; i++) expect(take(limiter, T0 + i * 50).ok).toBe(false);
    expect(take(limiter, T0 + MINUTE)).toEqual({ ok: true });
  });

  it('keeps clients apart, and each action apart', () => {
    const limiter = new RateLimiter(SMALL);
    for (let i = 0; i < 3; i++) take(limiter, T0, 'a');
    expect(take(limiter, T0, 'a').ok).toBe(false);
    expect(take(limiter, T0, 'b').ok).toBe(true);
    expect(limiter.take('review', { client: 'a' }, T0).ok).toBe(true);
  });

  it('limits an address whatever its case and +tag, and a refusal for the address costs the client nothing', () => {
    const limiter = new RateLimiter(SMALL);
    expect(take(limiter, T0, 'a', 'Jean.Dupont+1@Example.com').ok).toBe(true);
    expect(take(limiter, T0, 'b', 'jean.dupont+2@example.com').ok).toBe(true);
    expect(take(limiter, T0 + 1000, 'c', 'JEAN.DUPONT@EXAMPLE.COM')).toEqual({
      ok: false,
      retryAfterSeconds: 59,
      scope: 'address',
    });
    // Client c was refused for the address only: its own three requests are all still available.
    for (let i = 0; i < 3; i++) expect(take(limiter, T0 + 2000, 'c', `autre${i}@example.com`).ok).toBe(true);
  });

  it('property: in any window, no key ever lets more than `max` requests through', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.constantFrom('a', 'b')), {
          maxLength: 200,
        }),
        (steps) => {
          const limiter = new RateLimiter({
            ...DEFAULT_RATE_LIMITS,
            message: { client: { max: 4, windowMs: 10_000 } },
          });
          const passed: Record<string, number[]> = { a: [], b: [] };
          let now = T0;
          for (const [gap, client] of steps) {
            now += gap;
            if (limiter.take('message', { client }, now).ok) passed[client]?.push(now);
          }
          for (const times of Object.values(passed)) {
            for (let i = 4; i < times.length; i++) {
              expect((times[i] ?? 0) - (times[i - 4] ?? 0)).toBeGreaterThanOrEqual(10_000);
            }
          }
        },
      ),
    );
  });
});

describe('RateLimiter: memory', () => {
  it('drops keys whose window has passed', () => {
    const limiter = new RateLimiter(SMALL);
    for (let i = 0; i < 500; i++) take(limiter, T0, `client-${i}`, `p${i}@example.com`);
    expect(limiter.size).toBe(1000);
    take(limiter, T0 + 2 * MINUTE, 'late');
    expect(limiter.size).toBe(1);
  });

  it('never holds more than maxKeys keys, nor more than `max` times a key, whatever the traffic', () => {
    const limiter = new RateLimiter(SMALL, { maxKeys: 100 });
    for (let i = 0; i < 20_000; i++) take(limiter, T0 + i, `client-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
    for (let i = 0; i < 10_000; i++) take(limiter, T0 + 20_000 + i, 'same');
    expect(limiter.heldTimes).toBeLessThanOrEqual(100 * 3);
  });
});

describe('RateLimiter: a full table', () => {
  it('never drops a key still in its window: new clients are refused until the earliest key expires', () => {
    const limiter = new RateLimiter(SMALL, { maxKeys: 3 });
    for (const client of ['a', 'b', 'c']) expect(take(limiter, T0, client).ok).toBe(true);
    for (let i = 0; i < 100; i++) {
      expect(take(limiter, T0 + 1000 + i, `new-${i}`)).toEqual({
        ok: false,
        retryAfterSeconds: 59,
        scope: 'client',
      });
    }
    // The held counts were not reset: `a` still has its three requests... once it had made them.
    take(limiter, T0 + 2000, 'a');
    take(limiter, T0 + 2000, 'a');
    expect(take(limiter, T0 + 2000, 'a')).toMatchObject({ ok: false, scope: 'client' });
    expect(take(limiter, T0 + MINUTE + 1, 'late').ok).toBe(true);
  });

  it('keeps the mailboxes’ budgets apart from the clients’ counts', () => {
    const limiter = new RateLimiter(SMALL, { maxKeys: 2, sendLimit: { max: 1, windowMs: HOUR } });
    expect(limiter.takeSend('victime@example.org', T0)).toBe(true);
    for (let i = 0; i < 50; i++) take(limiter, T0 + i, `client-${i}`);
    expect(limiter.takeSend('victime@example.org', T0 + 100)).toBe(false);
  });

  it('counts distinct recipients per client, an address already counted passing again', () => {
    const limiter = new RateLimiter({ ...SMALL, recipients: { client: { max: 2, windowMs: HOUR } } });
    expect(limiter.takeRecipient('a', 'Un@example.org', T0).ok).toBe(true);
    expect(limiter.takeRecipient('a', 'deux@example.org', T0).ok).toBe(true);
    expect(limiter.takeRecipient('a', 'un+x@example.org', T0 + 1).ok).toBe(true);
    expect(limiter.takeRecipient('a', 'trois@example.org', T0 + 1)).toEqual({
      ok: false,
      retryAfterSeconds: 3600,
      scope: 'recipients',
    });
    expect(limiter.takeRecipient('b', 'trois@example.org', T0 + 1).ok).toBe(true);
    expect(limiter.takeRecipient('a', 'trois@example.org', T0 + HOUR).ok).toBe(true);
  });
});

describe('normaliseAddress', () => {
  it.each([
    ['Jean.Dupont+1@Example.com', 'jean.dupont@example.com'],
    ['  jean.dupont+devis+2@example.com ', 'jean.dupont@example.com'],
    ['jean.dupont@example.com', 'jean.dupont@example.com'],
    ['J.E.A.N+x@GoogleMail.com', 'jean@gmail.com'],
    ['+tag@example.com', '+tag@example.com'],
  ])('%s → %s', (raw, normalised) => {
    expect(normaliseAddress(raw)).toBe(normalised);
  });
});

describe('clientNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:DB8:85A3:1::9', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['local', 'local'],
    ['', 'unknown'],
  ])('%s → %s', (raw, key) => {
    expect(clientNetwork(raw)).toBe(key);
  });
});

describe('limits table', () => {
  it('gives a limit to every write a visitor may make', () => {
    for (const [entity, rules] of Object.entries(PUBLIC_ACCESS)) {
      for (const operation of OPERATIONS) {
        if (!rules[operation] || ['find', 'list', 'get'].includes(operation)) continue;
        const kind = operation === 'update' ? 'update' : 'create';
        expect(VISITOR_WRITE_ACTIONS[kind], `${entity} ${operation}`).toHaveProperty(entity);
      }
    }
  });

  it('lets a whole office ask 20 quotes in an hour, and bounds what one mailbox is sent, never what it writes', () => {
    expect(DEFAULT_RATE_LIMITS.message.client.max).toBeGreaterThanOrEqual(20);
    expect(DEFAULT_RATE_LIMITS.message.client.windowMs).toBeLessThanOrEqual(60 * MINUTE);
    for (const action of ['message', 'review', 'subscribe'] as const) {
      expect(DEFAULT_RATE_LIMITS[action].address, action).toBeUndefined();
    }
    expect(DEFAULT_SEND_LIMIT).toEqual({ max: 5, windowMs: 60 * MINUTE });
    // Even counting both e-mails of each quote and the one of each sign-up, the e-mails never run out first.
    const emailsNeeded =
      2 * DEFAULT_RATE_LIMITS.message.client.max + DEFAULT_RATE_LIMITS.subscribe.client.max;
    expect(DEFAULT_RATE_LIMITS.email.client.max).toBeGreaterThanOrEqual(emailsNeeded);
  });

  it('counts the e-mails sent to one mailbox, whatever its spelling, and frees them with the window', () => {
    const limiter = new RateLimiter(DEFAULT_RATE_LIMITS, { sendLimit: { max: 2, windowMs: HOUR } });
    expect(limiter.takeSend('Jean.Dupont+1@example.org', 0)).toBe(true);
    expect(limiter.takeSend('jean.dupont@EXAMPLE.org', 1)).toBe(true);
    expect(limiter.takeSend('jean.dupont+2@example.org', 2)).toBe(false);
    expect(limiter.takeSend('marie@example.org', 3)).toBe(true);
    expect(limiter.takeSend('jean.dupont@example.org', HOUR + 1)).toBe(true);
  });

  it('scales every limit for tests without touching the defaults', () => {
    const scaled = scaledLimits(10);
    expect(scaled.message).toEqual({ client: { max: 300, windowMs: 60 * MINUTE } });
    expect(scaled.pageview.daily?.max).toBe(10 * (DEFAULT_RATE_LIMITS.pageview.daily?.max ?? 0));
    expect(DEFAULT_RATE_LIMITS.message.client.max).toBe(30);
  });
});

describe('retryDelayText', () => {
  it.each([
    [1, 'dans une minute'],
    [60, 'dans une minute'],
    [61, 'dans 2 minutes'],
    [720, 'dans 12 minutes'],
    [3600, 'dans une heure'],
    [3601, 'dans une heure'],
    [7200, 'dans 2 heures'],
  ])('%i s → %s', (seconds, text) => {
    expect(retryDelayText(seconds)).toBe(text);
  });
});
