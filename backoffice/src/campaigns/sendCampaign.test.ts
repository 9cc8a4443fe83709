import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNodeEmulator } from '@mocks/node';
import { mintToken } from '@mocks/auth/tokens';
import { subscriberToken } from '@mocks/handlers/subscriberToken';
import type { AppConfig } from '@shared/config';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import { createPlatformClient } from '@shared/http/client';
import { sendCampaign, type SendProgress } from './sendCampaign';

const config: AppConfig = {
  apiBaseUrl: 'http://api.test',
  authOrigin: 'http://auth.test',
  projectId: 'renovation-lehavre',
  signSecret: 'campaign-test-secret-0123',
  adminEmails: ['admin@example.com'],
  siteUrl: 'https://www.renovation-lehavre.example',
};
const emulator = createNodeEmulator({ config, seed: false });
let token = '';
/** A new client per test: its guard against identical requests (4 a second) must not carry over. */
let client = createPlatformClient({ config });
const target = {
  siteUrl: 'http://127.0.0.1:4173',
  apiUrl: 'http://api.test',
  projectId: config.projectId,
  fromName: 'Habitat Durable',
};

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
  client = createPlatformClient({ config, getToken: () => token, retryDelayMs: 1 });
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

async function threeSubscribers() {
  emulator.store.insertMany('subscribers', [
    subscriber('plafond@example.net'),
    subscriber('sans-sujet@example.net', false),
    subscriber('lecteur@example.net'),
    subscriber('parti@example.net', true, 'unsubscribed'),
  ]);
  // Two newsletter e-mails in the last 7 days: the cap is reached; an older one no longer counts.
  for (const sentAt of [daysAgo(1), daysAgo(6.5)]) {
    emulator.store.insert('emails', {
      to: ['plafond@example.net'],
      subject: 'Avant',
      html: '<p>x</p>',
      status: 'sent',
      sentAt,
      sentBy: 'admin@example.com',
      campaignId: 'ancienne',
    });
  }
  emulator.store.insert('emails', {
    to: ['lecteur@example.net'],
    subject: 'Il y a longtemps',
    html: '<p>x</p>',
    status: 'sent',
    sentAt: daysAgo(8),
    sentBy: 'admin@example.com',
    campaignId: 'ancienne',
  });
  return emulator.store.insert('campaigns', {
    name: 'Hiver',
    subject: 'Nos conseils pour l’hiver',
    topic: 'energyTips',
    html: '<p>Bonjour,</p>',
    status: 'draft',
  });
}

describe('sending a campaign', () => {
  it('sends to the subscribed people with the topic, honours the cap, and records every outcome', async () => {
    const campaign = await threeSubscribers();
    const progress: SendProgress[] = [];
    const counts = await sendCampaign({
      client,
      campaignId: campaign._id,
      ...target,
      onProgress: (p) => progress.push(p),
    });
    expect(counts).toEqual({ sent: 1, skipped_cap: 1, skipped_preference: 1, failed: 0 });

    const [email, ...others] = outboxTo('lecteur@example.net').filter((e) => e.campaignId === campaign._id);
    expect(others).toEqual([]);
    const personal = await subscriberToken('lecteur@example.net', emulator.ctx.secrets.subscriber);
    expect(email).toMatchObject({
      subject: 'Nos conseils pour l’hiver',
      fromName: 'Habitat Durable',
      headers: {
        'List-Unsubscribe': `<http://api.test/lm/renovation-lehavre/subscribers/unsubscribe?email=lecteur%40example.net&token=${personal}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(email?.html).toContain(
      `http://127.0.0.1:4173/unsubscribe?email=lecteur%40example.net&amp;token=${personal}`,
    );
    expect(outboxTo('parti@example.net')).toEqual([]);
    expect(outboxTo('sans-sujet@example.net')).toEqual([]);
    expect(outboxTo('plafond@example.net')).toHaveLength(2);

    const stored = emulator.store.get('campaigns', campaign._id);
    expect(stored).toMatchObject({ status: 'sent', finishedAt: expect.any(String) });
    expect(
      (stored?.recipients as { email: string; outcome: string }[]).map((r) => [r.email, r.outcome]).sort(),
    ).toEqual([
      ['lecteur@example.net', 'sent'],
      ['plafond@example.net', 'skipped_cap'],
      ['sans-sujet@example.net', 'skipped_preference'],
    ]);
    expect(progress.at(-1)).toMatchObject({ done: 3, total: 3 });
  });

  it('fills a template’s placeholders for each person (docs/newsletter.md#champs-des-modèles)', async () => {
    const campaign = await threeSubscribers();
    emulator.store.update('campaigns', campaign._id, {
      subject: 'Les nouvelles de {month}',
      html: '<p>Bonjour {firstName},</p><a href="{unsubscribeUrl}">Se désinscrire</a>',
    });
    await sendCampaign({
      client,
      campaignId: campaign._id,
      ...target,
      now: () => new Date('2025-03-10T12:00:00Z'),
    });
    const [email] = outboxTo('lecteur@example.net').filter((e) => e.campaignId === campaign._id);
    const personal = await subscriberToken('lecteur@example.net', emulator.ctx.secrets.subscriber);
    expect(email?.subject).toBe('Les nouvelles de mars 2025');
    expect(email?.html).toContain(
      `<p>Bonjour,</p><a href="http://127.0.0.1:4173/unsubscribe?email=lecteur%40example.net&amp;token=${personal}">`,
    );
  });

  it('sends nothing new when sent again', async () => {
    const campaign = await threeSubscribers();
    await sendCampaign({ client, campaignId: campaign._id, ...target });
    const before = emulator.store.count('emails');
    const counts = await sendCampaign({ client, campaignId: campaign._id, ...target });
    expect(emulator.store.count('emails')).toBe(before);
    expect(counts).toEqual({ sent: 1, skipped_cap: 1, skipped_preference: 1, failed: 0 });
  });

  it('resumes after a closed tab without writing twice to someone whose e-mail had already left', async () => {
    const campaign = await threeSubscribers();
    // The tab closed right after the e-mail left, before the log was saved.
    emulator.store.insert('emails', {
      to: ['lecteur@example.net'],
      subject: 'Nos conseils pour l’hiver',
      html: '<p>Bonjour,</p>',
      status: 'sent',
      sentAt: new Date().toISOString(),
      sentBy: 'admin@example.com',
      campaignId: campaign._id,
    });
    emulator.store.update('campaigns', campaign._id, { status: 'sending' });
    const counts = await sendCampaign({ client, campaignId: campaign._id, ...target });
    expect(outboxTo('lecteur@example.net').filter((e) => e.campaignId === campaign._id)).toHaveLength(1);
    expect(counts.sent).toBe(1);
    expect(emulator.store.get('campaigns', campaign._id)).toMatchObject({ status: 'sent' });
  });

  it('stops between batches when cancelled and leaves the campaign resumable', async () => {
    const campaign = await threeSubscribers();
    const controller = new AbortController();
    controller.abort();
    await sendCampaign({ client, campaignId: campaign._id, ...target, signal: controller.signal });
    expect(emulator.store.get('campaigns', campaign._id)).toMatchObject({ status: 'sending' });
    const counts = await sendCampaign({ client, campaignId: campaign._id, ...target });
    expect(counts).toEqual({ sent: 1, skipped_cap: 1, skipped_preference: 1, failed: 0 });
  });
});
