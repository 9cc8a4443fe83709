import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_LEASE_MS, type CampaignProgress } from '@shared/domain/campaigns';
import type { StoredEmailBody, StoredOutboxEmail } from '@shared/domain/emailBodies';
import { readerCopy } from '@shared/email/campaignBody';
import { newsletterEmail } from '@shared/email/newsletterEmail';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER } from '@shared/email/welcomeNewsletterEmail';
import { subscriberToken } from '../handlers/subscriberToken';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { ADMIN_EMAIL, HOST_KINDS, useHost } from './hosts';
import { sampleDoc } from './samples';

type Claimed = CampaignProgress & { claim: { id: string; by: string; until: string } };
type Step = CampaignProgress & { done: boolean; results: { subscriberId: string; outcome: string }[] };

const OTHER_ADMIN = 'direction@example.com';
let clock = Date.now();

/** A campaign's send on both hosts (docs/platform.md#campagnes): claim, steps, deliveries, the cap. */
describe.each(HOST_KINDS)('campaign sends on %s', (kind) => {
  const host = useHost(kind, { now: () => new Date(clock) });
  const admin = () => host.tokenFor(ADMIN_EMAIL);

  beforeEach(async () => {
    clock = Date.now();
    await host.store.reset({ collections: {}, files: {} });
  });

  const subscribe = (emails: string[], energyTips = true) =>
    host.store.insertMany(
      'subscribers',
      emails.map((email) => ({
        email,
        status: 'active',
        source: 'footer',
        preferences: { ...DEFAULT_PREFERENCES, energyTips },
      })),
    );
  const newCampaign = async (token?: string) =>
    (
      await host.call<{ _id: string }>(host.docs('campaigns'), {
        json: sampleDoc('campaigns'),
        token: token ?? (await admin()),
        now: clock,
      })
    ).data._id;
  const path = (id: string, action: string) => `${host.projectId}/campaigns/${id}/${action}`;
  const claim = async (id: string, email = ADMIN_EMAIL) =>
    host.call<Claimed>(path(id, 'claim'), { json: {}, token: await host.tokenFor(email), now: clock });
  const step = async (id: string, claimId: string, limit?: number) =>
    host.call<Step>(path(id, 'send'), {
      json: { claimId, ...(limit ? { limit } : {}) },
      token: await admin(),
      now: clock,
    });
  const deliveriesOf = (filter: Record<string, unknown>) => host.store.list('deliveries', { filter });

  it('lets one claimant at a time start a send, and tells the others in French who holds it', async () => {
    const id = await newCampaign();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => claim(id, i % 2 ? OTHER_ADMIN : ADMIN_EMAIL)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(winner.data.claim.id).toEqual(expect.any(String));
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.message).toMatch(/^Cette campagne est en cours d’envoi ailleurs \(/);
    expect(refused.data).toMatchObject({ reason: 'campaign_claimed', claim: { by: winner.data.claim.by } });
    // The claim id is never shown to anyone else.
    expect(JSON.stringify(refused.data)).not.toContain(winner.data.claim.id);
    const progress = await host.call<CampaignProgress>(path(id, 'progress'), {
      method: 'GET',
      token: await admin(),
    });
    expect(progress.data).toMatchObject({ status: 'sending', claim: { by: winner.data.claim.by } });
    expect(progress.data.claim).not.toHaveProperty('id');
  });

  it('refuses a send step without the live claim, and lets another take over once the lease runs out', async () => {
    subscribe(['a@example.net', 'b@example.net', 'c@example.net']);
    const id = await newCampaign();
    const first = (await claim(id)).data.claim.id;
    expect((await step(id, 'faux-jeton-de-claim')).data).toMatchObject({ reason: 'claim_lost' });
    expect((await step(id, first, 1)).data.results).toHaveLength(1);

    clock += CAMPAIGN_LEASE_MS - 1_000; // renewed by the step: still held
    expect((await claim(id, OTHER_ADMIN)).status).toBe(409);
    clock += CAMPAIGN_LEASE_MS + 1_000; // the tab closed: the lease ran out
    const second = await claim(id, OTHER_ADMIN);
    expect(second.status).toBe(200);
    expect(second.data.counts.sent).toBe(1);
    const late = await step(id, first);
    expect(late.status).toBe(409);
    expect(late.message).toMatch(/^L’envoi a été repris ailleurs \(direction@example.com\)/);

    const rest = await step(id, second.data.claim.id);
    expect(rest.data).toMatchObject({ done: true, status: 'sent', counts: { sent: 3 } });
    expect(host.store.count('emails', { campaignId: id })).toBe(3);
    expect((await claim(id)).data).toMatchObject({ reason: 'campaign_sent' });
  });

  it('refuses a second delivery for the same campaign and mailbox: one e-mail per mailbox', async () => {
    const spellings = ['lea.martin@gmail.com', 'Lea.Martin+news@gmail.com', 'leamartin@googlemail.com'];
    subscribe([...spellings, 'autre@example.net']);
    const id = await newCampaign();
    const { claim: held } = (await claim(id)).data;
    const answer = await step(id, held.id);
    expect(answer.data.done).toBe(true);
    expect(answer.data.results.map((r) => r.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'sent',
      'sent',
    ]);
    expect(deliveriesOf({ campaignId: id, mailbox: 'leamartin@gmail.com' })).toHaveLength(1);
    expect(host.store.count('emails', { campaignId: id })).toBe(2);

    // Nobody writes a delivery but the send, administrators included.
    const forged = await host.call(host.docs('deliveries'), {
      json: { ...sampleDoc('deliveries'), campaignId: id, mailbox: 'autre@example.net' },
      token: await admin(),
    });
    expect(forged.status).toBe(403);
    expect(forged.data).toEqual({ reason: 'platform_managed' });
    const direct = await host.call(`${host.projectId}/email/send`, {
      json: { to: 'autre@example.net', subject: 'Encore', html: '<p>x</p>', campaignId: id },
      token: await admin(),
    });
    expect(direct.status).toBe(403);
    expect(host.store.count('emails', { campaignId: id })).toBe(2);
  });

  it('keeps every mailbox at 2 newsletters in 7 days when many campaigns send at once', async () => {
    const people = Array.from({ length: 8 }, (_, i) => `personne${i}@example.net`);
    subscribe(people);
    const ids = await Promise.all(Array.from({ length: 6 }, () => newCampaign()));
    const claims = await Promise.all(ids.map(async (id) => (await claim(id)).data.claim.id));
    // Several steps of every campaign in flight together, a page of 3 each.
    const answers = await Promise.all(
      ids.flatMap((id, i) => [step(id, claims[i]!, 3), step(id, claims[i]!, 3), step(id, claims[i]!, 3)]),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (const [i, id] of ids.entries()) {
      while (host.store.get('campaigns', id)?.status !== 'sent') {
        expect((await step(id, claims[i]!, 3)).status).toBe(200);
      }
    }
    for (const mailbox of people) {
      expect(deliveriesOf({ mailbox, outcome: 'sent' }), mailbox).toHaveLength(2);
      expect(deliveriesOf({ mailbox }), mailbox).toHaveLength(6);
      expect(host.store.count('emails', { to: mailbox })).toBe(2);
    }
    // A week later, room again.
    clock += 7 * 24 * 3600_000 + 1_000;
    const later = await newCampaign(await admin());
    const held = (await claim(later)).data.claim.id;
    expect((await step(later, held)).data.counts).toEqual({
      sent: 8,
      skipped_cap: 0,
      skipped_preference: 0,
    });
  });

  it('counts from the deliveries, skips by preference, and writes no send field through a document write', async () => {
    subscribe(['oui@example.net']);
    subscribe(['non@example.net'], false);
    const id = await newCampaign();
    const held = (await claim(id)).data.claim.id;
    const done = await step(id, held);
    expect(done.data).toMatchObject({
      status: 'sent',
      audience: 2,
      counts: { sent: 1, skipped_cap: 0, skipped_preference: 1 },
    });
    const stored = host.store.get('campaigns', id)!;
    expect(Object.keys(stored).sort()).toEqual(
      [...Object.keys(sampleDoc('campaigns')), '_id', 'createdAt', 'updatedAt', 'audience']
        .concat(['startedAt', 'finishedAt'])
        .sort(),
    );
    const edit = await host.call(host.docs('campaigns'), {
      method: 'PUT',
      json: { filter: { _id: id }, update: { subject: 'Autre' } },
      token: await admin(),
    });
    expect(edit.status).toBe(409);
    const draft = await newCampaign();
    const forced = await host.call(host.docs('campaigns'), {
      method: 'PUT',
      json: { filter: { _id: draft }, update: { status: 'sent' } },
      token: await admin(),
    });
    expect(forced.status).toBe(403);
    expect(forced.message).toMatch(/^Champs tenus par l’envoi de la campagne/);
  });

  it('renders the campaign once: each e-mail keeps a reference and its reader’s own values, whatever the HTML weighs', async () => {
    const readers = ['lea+news@example.net', "o'brien@example.net", 'claire@example.net'];
    subscribe(readers);
    const perEmail: number[] = [];
    for (const size of [1_000, 400_000]) {
      const html = `<p>Bonjour {firstName}, voici <a href="{siteUrl}/portfolio">nos réalisations</a>.</p>${'<p>Isolation des combles.</p>'.repeat(size / 28)}`;
      const created = await host.call<{ _id: string }>(host.docs('campaigns'), {
        json: { ...sampleDoc('campaigns'), html },
        token: await admin(),
        now: clock,
      });
      const id = created.data._id;
      const held = (await claim(id)).data.claim.id;
      // Two steps: the second finds the body the first rendered.
      expect((await step(id, held, 2)).status).toBe(200);
      expect((await step(id, held, 2)).data).toMatchObject({ done: true, counts: { sent: 3 } });
      const bodies = host.store.list('emailBodies', { filter: { campaignId: id } }) as StoredEmailBody[];
      expect(bodies).toHaveLength(1);
      const sent = host.store.list('emails', { filter: { campaignId: id } }) as StoredOutboxEmail[];
      expect(sent).toHaveLength(3);
      for (const email of sent) {
        expect(email).not.toHaveProperty('html');
        expect(email).not.toHaveProperty('text');
        expect(email.bodyId).toBe(bodies[0]!._id);
        const address = email.reader!.email;
        const token = await subscriberToken(address, host.ctx.secrets.subscriber);
        expect(email.reader).toEqual({ email: address, token });
        const alone = newsletterEmail({
          ...sampleDoc('campaigns'),
          html,
          topic: 'energyTips',
          email: address,
          siteUrl: bodies[0]!.siteUrl,
          apiUrl: bodies[0]!.apiUrl,
          projectId: host.projectId,
          now: new Date(clock),
        } as Parameters<typeof newsletterEmail>[0]);
        const fill = (part: string) => part.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(token);
        expect(readerCopy(bodies[0]!, email.reader!)).toEqual({
          subject: fill(alone.subject),
          html: fill(alone.html),
          text: fill(alone.text),
        });
        expect(email.subject).toBe(fill(alone.subject));
        expect(email.headers).toEqual(
          Object.fromEntries(Object.entries(alone.headers).map(([k, v]) => [k, fill(v)])),
        );
      }
      const delivery = host.store.list('deliveries', { filter: { campaignId: id } })[0];
      perEmail.push(JSON.stringify(sent[0]).length + JSON.stringify(delivery).length);
    }
    // What each e-mail writes does not grow with the newsletter.
    expect(perEmail[1]).toBeLessThan(1_500);
    expect(Math.abs(perEmail[1]! - perEmail[0]!)).toBeLessThan(100);
  });

  it('writes neither the campaign nor its HTML on a step or a heartbeat, only its send state', async () => {
    subscribe(['a@example.net', 'b@example.net', 'c@example.net']);
    const id = await newCampaign();
    const held = (await claim(id)).data.claim.id;
    const startedAt = host.store.get('campaigns', id)!.updatedAt;
    clock += 1_000;
    expect((await step(id, held, 1)).data.done).toBe(false);
    clock += 1_000;
    const renewed = await host.call<CampaignProgress>(path(id, 'renew'), {
      json: { claimId: held },
      token: await admin(),
      now: clock,
    });
    expect(renewed.status).toBe(200);
    expect(Date.parse(renewed.data.claim!.until)).toBe(clock + CAMPAIGN_LEASE_MS);
    expect(host.store.get('campaigns', id)!.updatedAt).toBe(startedAt);
    expect((await step(id, held)).data.done).toBe(true);
    expect(host.store.get('campaigns', id)).toMatchObject({ status: 'sent' });
  });

  it('runs the lease on while the heartbeat beats, and lets another resume at once after a release', async () => {
    subscribe(['a@example.net', 'b@example.net']);
    const id = await newCampaign();
    const held = (await claim(id)).data.claim.id;
    const renew = async (claimId: string) =>
      host.call<CampaignProgress>(path(id, 'renew'), { json: { claimId }, token: await admin(), now: clock });
    for (let beat = 0; beat < 4; beat++) {
      clock += CAMPAIGN_LEASE_MS / 2;
      expect((await renew(held)).status).toBe(200);
    }
    // Two lease lengths later, still held: the heartbeat renewed it.
    expect((await claim(id, OTHER_ADMIN)).status).toBe(409);
    const forged = await renew('faux-jeton-de-claim');
    expect(forged.status).toBe(409);
    expect(forged.data).toMatchObject({ reason: 'claim_lost' });
    const released = await host.call(path(id, 'release'), {
      json: { claimId: held },
      token: await admin(),
      now: clock,
    });
    expect(released.status).toBe(200);
    expect((await renew(held)).data).toMatchObject({ reason: 'claim_lost' });
    expect((await step(id, held)).data).toMatchObject({ reason: 'claim_lost' });
    expect(host.store.count('emails', { campaignId: id })).toBe(0);
    // The same instant: no lease to wait for.
    const resumed = await claim(id, OTHER_ADMIN);
    expect(resumed.status).toBe(200);
    expect((await renew(held)).data).toMatchObject({ reason: 'claim_lost' });
    // A step of the closed tab still on its way arrives after the release: refused, nothing sent from it.
    expect((await step(id, held)).data).toMatchObject({ reason: 'claim_lost' });
    expect((await step(id, resumed.data.claim.id)).data).toMatchObject({ done: true, counts: { sent: 2 } });
  });

  it('counts a delivery deleted by an administrator at once, without rebuilding anything', async () => {
    subscribe(['a@example.net', 'b@example.net']);
    const id = await newCampaign();
    const held = (await claim(id)).data.claim.id;
    await step(id, held);
    const [first] = deliveriesOf({ campaignId: id });
    const removed = await host.call(host.docs('deliveries', `/${first!._id}`), {
      method: 'DELETE',
      token: await admin(),
    });
    expect(removed.status).toBe(200);
    const progress = await host.call<CampaignProgress>(path(id, 'progress'), {
      method: 'GET',
      token: await admin(),
    });
    expect(progress.data.counts.sent).toBe(1);
  });

  it('answers a bad step with { code, message }, never a crash', async () => {
    const id = await newCampaign();
    const held = (await claim(id)).data.claim.id;
    expect((await host.call(path(id, 'send'), { json: { claimId: held } })).status).toBe(401);
    for (const json of [
      {},
      { claimId: held, limit: 0 },
      { claimId: held, limit: 501 },
      { claimId: held, x: 1 },
    ]) {
      const answer = await host.call(path(id, 'send'), { json, token: await admin() });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.message).toMatch(/^Requête d’envoi invalide/);
    }
    expect((await claim('inconnue')).status).toBe(404);
  });
});
