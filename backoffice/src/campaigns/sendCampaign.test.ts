import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNodeEmulator } from '@mocks/node';
import { mintToken } from '@mocks/auth/tokens';
import { subscriberToken } from '@mocks/handlers/subscriberToken';
import type { AppConfig } from '@shared/config';
import { CAMPAIGN_LEASE_MS } from '@shared/domain/campaigns';
import { EMAIL_FROM_NAME } from '@shared/domain/company';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import { createPlatformClient } from '@shared/http/client';
import { readerCopy, type CampaignBody, type ReaderFields } from '@shared/email/campaignBody';
import { PlatformError } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { followCampaign, sendCampaign, SendElsewhereError, type SendProgress } from './sendCampaign';
import { signedClaimCall } from './signedClaimCall';

const config: AppConfig = {
  apiBaseUrl: 'http://api.test',
  authOrigin: 'http://auth.test',
  projectId: 'renovation-lehavre',
  signSecret: 'campaign-test-secret-0123',
  adminEmails: ['admin@example.com'],
  siteUrl: 'https://www.renovation-lehavre.example',
};
let clock = Date.now();
const emulator = createNodeEmulator({ config, seed: false, now: () => new Date(clock) });
let token = '';
/** A new client per test: its guard against identical requests (4 a second) must not carry over. */
let client = createPlatformClient({ config });
/** Every call the send makes, by method name. */
let calls: string[] = [];

const counting = (inner: PlatformClient): PlatformClient =>
  new Proxy(inner, {
    get: (target, name: keyof PlatformClient) => {
      const method = target[name] as (...args: unknown[]) => unknown;
      return (...args: unknown[]) => {
        calls.push(String(name));
        return method.apply(target, args);
      };
    },
  });

beforeAll(async () => {
  emulator.server.listen({ onUnhandledRequest: 'error' });
  await emulator.store.ready();
  token = (
    await mintToken({
      email: 'admin@example.com',
      projectId: config.projectId,
      secret: emulator.ctx.secrets.auth,
      adminEmails: config.adminEmails,
      now: new Date(),
    })
  ).accessToken;
});
afterAll(() => emulator.server.close());
beforeEach(async () => {
  clock = Date.now();
  calls = [];
  client = counting(createPlatformClient({ config, getToken: () => token, retryDelayMs: 1 }));
  await emulator.store.reset({ collections: {}, files: {} });
});

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
const subscriber = (email: string, topicOn = true, status = 'active') => ({
  email,
  status,
  preferences: { ...DEFAULT_PREFERENCES, energyTips: topicOn },
  source: 'footer',
});
const outboxTo = (email: string) => emulator.store.list('emails', { filter: { to: email } });
/** The HTML of an outbox e-mail of a campaign: its body, rendered once, filled with its reader's values. */
const htmlOf = (email: Record<string, unknown> | undefined) => {
  const body = emulator.store.get('emailBodies', String(email?.bodyId));
  return body && readerCopy(body as unknown as CampaignBody, email?.reader as ReaderFields).html;
};
const deliveriesOf = (campaignId: string) => emulator.store.list('deliveries', { filter: { campaignId } });
const draft = (fields: Record<string, unknown> = {}) =>
  emulator.store.insert('campaigns', {
    name: 'Hiver',
    subject: 'Nos conseils pour l’hiver',
    topic: 'energyTips',
    html: '<p>Bonjour,</p>',
    status: 'draft',
    ...fields,
  });

function threeSubscribers() {
  emulator.store.insertMany('subscribers', [
    subscriber('plafond@example.net'),
    subscriber('sans-sujet@example.net', false),
    subscriber('lecteur@example.net'),
    subscriber('parti@example.net', true, 'unsubscribed'),
  ]);
  // Two newsletter e-mails in the last 7 days: the cap is reached; an older one no longer counts.
  const sent = (mailbox: string, at: string) => ({
    campaignId: 'ancienne',
    mailbox,
    email: mailbox,
    subscriberId: 'ancien',
    outcome: 'sent',
    at,
  });
  emulator.store.insertMany('deliveries', [
    sent('plafond@example.net', daysAgo(1)),
    { ...sent('plafond@example.net', daysAgo(6.5)), campaignId: 'autre' },
    sent('lecteur@example.net', daysAgo(8)),
  ]);
  return draft();
}

describe('sending a campaign', () => {
  it('sends to the subscribed people with the topic, honours the cap, and records one delivery each', async () => {
    const campaign = threeSubscribers();
    const progress: SendProgress[] = [];
    const counts = await sendCampaign({
      client,
      campaignId: campaign._id,
      onProgress: (p) => progress.push(p),
    });
    expect(counts).toEqual({ sent: 1, skipped_cap: 1, skipped_preference: 1 });

    const [email, ...others] = outboxTo('lecteur@example.net');
    expect(others).toEqual([]);
    const personal = await subscriberToken('lecteur@example.net', emulator.ctx.secrets.subscriber);
    expect(email).toMatchObject({
      campaignId: campaign._id,
      subject: 'Nos conseils pour l’hiver',
      fromName: EMAIL_FROM_NAME,
      headers: {
        'List-Unsubscribe': `<http://api.test/lm/renovation-lehavre/subscribers/unsubscribe?email=lecteur%40example.net&token=${personal}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(htmlOf(email)).toContain(
      `https://www.renovation-lehavre.example/unsubscribe?email=lecteur%40example.net&amp;token=${personal}`,
    );
    expect(outboxTo('parti@example.net')).toEqual([]);
    expect(outboxTo('sans-sujet@example.net')).toEqual([]);
    expect(outboxTo('plafond@example.net')).toEqual([]);

    const stored = emulator.store.get('campaigns', campaign._id);
    expect(stored).toMatchObject({ status: 'sent', finishedAt: expect.any(String), audience: 3 });
    expect(stored).not.toHaveProperty('claim');
    expect(
      deliveriesOf(campaign._id)
        .map((d) => [d.email, d.outcome])
        .sort(),
    ).toEqual([
      ['lecteur@example.net', 'sent'],
      ['plafond@example.net', 'skipped_cap'],
      ['sans-sujet@example.net', 'skipped_preference'],
    ]);
    expect(progress[0]).toMatchObject({ done: 0, total: 3 });
    expect(progress.at(-1)).toMatchObject({ done: 3, total: 3 });
  });

  it('fills a template’s placeholders for each person (docs/newsletter.md#champs-des-modèles)', async () => {
    threeSubscribers();
    const campaign = draft({
      subject: 'Les nouvelles de {month}',
      html: '<p>Bonjour {firstName},</p><a href="{unsubscribeUrl}">Se désinscrire</a>',
    });
    await sendCampaign({ client, campaignId: campaign._id });
    const [email] = outboxTo('lecteur@example.net');
    const personal = await subscriberToken('lecteur@example.net', emulator.ctx.secrets.subscriber);
    // The platform's month (Paris time), as the back-office's preview shows it.
    const month = new Intl.DateTimeFormat('fr-FR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    });
    expect(email?.subject).toBe(`Les nouvelles de ${month.format(new Date(clock))}`);
    expect(htmlOf(email)).toContain(
      `<p>Bonjour,</p><a href="https://www.renovation-lehavre.example/unsubscribe?email=lecteur%40example.net&amp;token=${personal}">`,
    );
  });

  it('refuses to send a sent campaign again: nothing new leaves', async () => {
    const campaign = threeSubscribers();
    await sendCampaign({ client, campaignId: campaign._id });
    const before = emulator.store.count('emails');
    const again = await sendCampaign({ client, campaignId: campaign._id }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(SendElsewhereError);
    expect(again).toMatchObject({ reason: 'campaign_sent', message: 'Cette campagne est déjà envoyée.' });
    expect(emulator.store.count('emails')).toBe(before);
  });

  it('started in two tabs at once, sends from one, tells the other it is sent elsewhere: each person once', async () => {
    emulator.store.insertMany(
      'subscribers',
      Array.from({ length: 30 }, (_, i) => subscriber(`personne${i}@example.net`)),
    );
    const campaign = draft();
    const other = createPlatformClient({ config, getToken: () => token, retryDelayMs: 1 });
    const [a, b] = await Promise.allSettled([
      sendCampaign({ client, campaignId: campaign._id, stepSize: 5 }),
      sendCampaign({ client: other, campaignId: campaign._id, stepSize: 5 }),
    ]);
    const refused = [a, b].filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    const error = (refused[0] as PromiseRejectedResult).reason as SendElsewhereError;
    expect(error).toBeInstanceOf(SendElsewhereError);
    expect(error.by).toBe('admin@example.com');
    expect(emulator.store.count('emails', { campaignId: campaign._id })).toBe(30);
    for (let i = 0; i < 30; i++) expect(outboxTo(`personne${i}@example.net`)).toHaveLength(1);
  });

  it('costs the same per person at any list size: one call per step, the tab keeps no list', async () => {
    emulator.store.insertMany(
      'subscribers',
      Array.from({ length: 1000 }, (_, i) => subscriber(`abonne${i}@example.net`)),
    );
    const campaign = draft();
    await sendCampaign({ client, campaignId: campaign._id, stepSize: 200 });
    // A claim, then 1000 / 200 steps and the empty one that finds nobody left (beside them, the heartbeat).
    expect(calls.filter((call) => call === 'claimCampaign' || call === 'sendCampaignStep')).toEqual([
      'claimCampaign',
      ...Array(6).fill('sendCampaignStep'),
    ]);
    expect(emulator.store.count('emails', { campaignId: campaign._id })).toBe(1000);
  });

  it('repeats a step that failed on the way, without sending twice', async () => {
    emulator.store.insertMany('subscribers', [subscriber('a@example.net'), subscriber('b@example.net')]);
    const campaign = draft();
    let failures = 1;
    const flaky: PlatformClient = {
      ...client,
      claimCampaign: (id) => client.claimCampaign(id),
      sendCampaignStep: async (id, step) => {
        const answer = await client.sendCampaignStep(id, step);
        // The answer is lost after the platform did the work: the step is asked again.
        if (failures-- > 0) throw new PlatformError(0, 'Impossible de joindre le serveur.');
        return answer;
      },
    };
    const counts = await sendCampaign({ client: flaky, campaignId: campaign._id, retryDelayMs: 1 });
    expect(counts.sent).toBe(2);
    expect(emulator.store.count('emails', { campaignId: campaign._id })).toBe(2);
  });

  it('stops between steps when cancelled, releases the claim, and resumes without a double', async () => {
    const campaign = threeSubscribers();
    const controller = new AbortController();
    await sendCampaign({
      client,
      campaignId: campaign._id,
      stepSize: 1,
      signal: controller.signal,
      onProgress: (p) => p.done >= 1 && controller.abort(),
    });
    const stopped = await client.campaignProgress(campaign._id);
    expect(stopped).toMatchObject({ status: 'sending' });
    // Released: another tab may resume at once, without waiting for the lease.
    expect(stopped.claim).toBeUndefined();
    const counts = await sendCampaign({ client, campaignId: campaign._id });
    expect(counts).toEqual({ sent: 1, skipped_cap: 1, skipped_preference: 1 });
    expect(outboxTo('lecteur@example.net')).toHaveLength(1);
  });
});

describe('a tab that sends', () => {
  /** A client whose steps wait for `open()`: the tab is in the middle of its send. */
  function heldSteps() {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held: PlatformClient = {
      ...client,
      claimCampaign: (id) => client.claimCampaign(id),
      sendCampaignStep: async (id, step) => {
        await gate;
        return client.sendCampaignStep(id, step);
      },
    };
    return { held, open };
  }
  it('renews its lease with a heartbeat while a step takes long: nobody takes it over', async () => {
    const campaign = threeSubscribers();
    const { held, open } = heldSteps();
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    let renewed = 0;
    const sending = sendCampaign({
      client: held,
      campaignId: campaign._id,
      heartbeatMs: 10,
      signClaimCall: (action, id, claimId) => signedClaimCall(action, id, claimId, config, () => token),
      beacon: async (url, init) => {
        const answer = await fetch(url, init);
        if (url.endsWith('/renew') && answer.ok) renewed++;
      },
    });
    await vi.waitFor(() => expect(renewed).toBeGreaterThanOrEqual(1));
    clock += CAMPAIGN_LEASE_MS - 1_000;
    // A beat signed on the clock moved forward, not one already on its way.
    const before = renewed;
    await vi.waitFor(() => expect(renewed).toBeGreaterThan(before + 1));
    clock += CAMPAIGN_LEASE_MS - 1_000;
    // Two lease lengths after the claim, still held.
    await expect(client.claimCampaign(campaign._id)).rejects.toMatchObject({ code: 409 });
    open();
    expect(await sending).toEqual({ sent: 1, skipped_cap: 1, skipped_preference: 1 });
    // The send over, the heartbeat stops: the one interval it started is cleared (seen, not waited for).
    const heartbeats = intervals.mock.results.map((result) => result.value as unknown);
    expect(heartbeats).toHaveLength(1);
    expect(cleared.mock.calls.map(([id]) => id as unknown)).toContain(heartbeats[0]);
  });

  it('releases its claim when its page closes, with a signed keepalive request: another resumes at once, no double', async () => {
    const campaign = threeSubscribers();
    const { held, open } = heldSteps();
    const page = new EventTarget() as unknown as Window;
    let signedReleases = 0;
    const sentOnClose: Promise<Response>[] = [];
    const sending = sendCampaign({
      client: held,
      campaignId: campaign._id,
      page,
      beacon: (url, init) => url.endsWith('/release') && sentOnClose.push(fetch(url, init)),
      signClaimCall: async (action, id, claimId) => {
        const signed = await signedClaimCall(action, id, claimId, config, () => token);
        if (action === 'release') signedReleases++;
        return signed;
      },
    }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(signedReleases).toBeGreaterThan(0));
    // The page closes as soon as its release is ready: closed again until it is (a page closes once, the release goes once).
    await vi.waitFor(() => {
      page.dispatchEvent(new Event('pagehide'));
      expect(sentOnClose.length).toBeGreaterThan(0);
    });
    expect(sentOnClose).toHaveLength(1);
    const answer = await sentOnClose[0]!;
    expect(answer.status).toBe(200);
    // The same instant: the lease is not waited for.
    const other = createPlatformClient({ config, getToken: () => token, retryDelayMs: 1 });
    expect(await sendCampaign({ client: other, campaignId: campaign._id })).toEqual({
      sent: 1,
      skipped_cap: 1,
      skipped_preference: 1,
    });
    open();
    expect(await sending).toBeInstanceOf(SendElsewhereError);
    expect(outboxTo('lecteur@example.net')).toHaveLength(1);
  });
});

describe('following a send made elsewhere', () => {
  it('shows its progress until it ends, and says when it stalled (its tab closed)', async () => {
    const campaign = threeSubscribers();
    const claimed = await client.claimCampaign(campaign._id);
    const seen: (SendProgress & { by?: string })[] = [];
    const stalled = followCampaign({
      client,
      campaignId: campaign._id,
      intervalMs: 300,
      onProgress: (p) => seen.push(p),
      now: () => clock,
    });
    await client.sendCampaignStep(campaign._id, { claimId: claimed.claim.id, limit: 1 });
    clock += CAMPAIGN_LEASE_MS + 1;
    const end = await stalled;
    expect(end.status).toBe('stalled');
    // One subscriber handled before the tab closed (which one depends on the random ids).
    expect(end.counts.sent + end.counts.skipped_cap + end.counts.skipped_preference).toBe(1);
    expect(seen[0]).toMatchObject({ by: 'admin@example.com', total: 3 });

    clock = Date.now() + CAMPAIGN_LEASE_MS + 2;
    const resumed = await client.claimCampaign(campaign._id);
    await client.sendCampaignStep(campaign._id, { claimId: resumed.claim.id });
    const last = await followCampaign({ client, campaignId: campaign._id, intervalMs: 300 });
    expect(last).toEqual({ status: 'sent', counts: { sent: 1, skipped_cap: 1, skipped_preference: 1 } });
  });
});
