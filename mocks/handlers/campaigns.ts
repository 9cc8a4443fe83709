import { http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import {
  CAMPAIGN_LEASE_MS,
  CAMPAIGN_SEND_FIELDS,
  CAMPAIGN_STEP_DEFAULT,
  isAtNewsletterCap,
  type CampaignClaim,
  type CampaignProgress,
  type RecipientOutcome,
  type StoredCampaign,
} from '@shared/domain/campaigns';
import { EMAIL_FROM_NAME } from '@shared/domain/company';
import { normaliseAddress } from '@shared/domain/mailbox';
import {
  campaignClaimIdSchema,
  campaignClaimRequestSchema,
  campaignStepRequestSchema,
} from '@shared/domain/platformCalls';
import { campaignBody, readerCopy } from '@shared/email/campaignBody';
import { listUnsubscribeHeaders } from '@shared/email/newsletterEmail';
import { frenchMonth } from '@shared/email/placeholders';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER } from '@shared/email/welcomeNewsletterEmail';
import { linkBase } from '../auth/origins';
import type { EmulatorContext } from '../context';
import { randomId } from '../db/store';
import type { StoredDoc } from '../db/records';
import { requireAdmin } from './access';
import { deliveryIndex, deliveryIndexReady } from './deliveryIndex';
import { ApiError, ok, parseJson, parseWith } from './envelope';
import type { ApiInfo } from './apiTypes';
import { api, lmPath } from './guards';
import { subscriberToken } from './subscriberToken';

/**
 * A campaign's send, decided by the platform (docs/platform.md#campagnes): one tab claims it for a lease, renews it
 * while it sends, then asks for it step by step; each step takes the next subscribers after its cursor and, for
 * each, checks and writes its delivery in one synchronous stretch (no await between the check and the write), so
 * two sends at once can never both pass the unique (campaign, mailbox) key or the 2-in-7-days cap.
 *
 * What changes while sending (the claim, the cursor) lives in a small document of its own (SENDS), not in the
 * campaign, whose HTML may weigh 500 KB: a step or a heartbeat writes a few hundred bytes. The campaign's e-mail
 * is rendered once (`emailBodies`); each outbox e-mail keeps a reference to it and the reader's own values.
 */

/** The send state of each campaign: `{ campaignId, claim?, cursor? }`; the platform's own, no document API reads it. */
const SENDS = 'campaignSends';

interface SendState {
  _id?: string;
  campaignId: string;
  claim?: CampaignClaim;
  cursor?: string;
}

const claimBodySchema = campaignClaimRequestSchema;
const stepBodySchema = campaignStepRequestSchema;
const releaseBodySchema = campaignClaimIdSchema;
const renewBodySchema = campaignClaimIdSchema;

export type StepOutcome = RecipientOutcome | 'duplicate' | 'inactive';

const publicClaim = (claim?: CampaignClaim) => (claim ? { by: claim.by, until: claim.until } : undefined);

function loadCampaign(ctx: EmulatorContext, info: ApiInfo): StoredCampaign {
  requireAdmin(info.identity);
  const campaign = ctx.store.get('campaigns', String(info.params.id)) as StoredCampaign | undefined;
  if (!campaign) throw new ApiError(404, 'Campagne introuvable.');
  return campaign;
}

const alreadySent = () => new ApiError(409, 'Cette campagne est déjà envoyée.', { reason: 'campaign_sent' });

const claimedElsewhere = (claim: CampaignClaim) =>
  new ApiError(
    409,
    `Cette campagne est en cours d’envoi ailleurs (${claim.by}, dans un autre onglet ou sur un autre poste) : suivez sa progression ici.`,
    { reason: 'campaign_claimed', claim: publicClaim(claim) },
  );

const claimLost = (claim: CampaignClaim | undefined) =>
  new ApiError(
    409,
    claim
      ? `L’envoi a été repris ailleurs (${claim.by}) : cet onglet s’arrête et suit sa progression.`
      : 'Cet onglet n’envoie pas cette campagne : réclamez-la d’abord.',
    { reason: 'claim_lost', claim: publicClaim(claim) },
  );

/** True while a claim's lease runs. */
const live = (claim: CampaignClaim | undefined, now: Date): claim is CampaignClaim =>
  claim !== undefined && Date.parse(claim.until) > now.getTime();

/** The campaign's send state; a campaign sent before SENDS existed keeps its claim and cursor in itself. */
function stateOf(ctx: EmulatorContext, campaign: StoredCampaign): SendState {
  const sendsOf = sendIds.get(ctx.store) ?? new Map<string, string>();
  sendIds.set(ctx.store, sendsOf);
  let id = sendsOf.get(campaign._id);
  let doc = id ? ctx.store.get(SENDS, id) : undefined;
  if (!doc) {
    doc = ctx.store.where(SENDS, (d) => d.campaignId === campaign._id)[0];
    if (doc) sendsOf.set(campaign._id, (id = doc._id));
  }
  if (doc) return doc as unknown as SendState;
  return { campaignId: campaign._id, claim: campaign.claim, cursor: campaign.cursor };
}
const sendIds = new WeakMap<EmulatorContext['store'], Map<string, string>>();

/** Writes the send state (a few hundred bytes), never the campaign. */
function saveState(ctx: EmulatorContext, state: SendState, fields: Partial<SendState>): SendState {
  if (state._id) return ctx.store.update(SENDS, state._id, fields) as unknown as SendState;
  const { _id: _, ...rest } = { ...state, ...fields };
  return ctx.store.insert(SENDS, rest) as unknown as SendState;
}

function progressOf(
  ctx: EmulatorContext,
  campaign: StoredCampaign,
  state: SendState = stateOf(ctx, campaign),
): CampaignProgress {
  return {
    status: campaign.status,
    audience: campaign.audience ?? 0,
    counts: deliveryIndex(ctx.store).countsOf(campaign._id),
    ...(state.claim && campaign.status === 'sending' ? { claim: publicClaim(state.claim) } : {}),
  };
}

function bodyOf<S extends z.ZodType>(schema: S, bodyText: string): z.output<S> {
  return parseWith(schema, parseJson(bodyText), 'Requête d’envoi invalide');
}

/**
 * Claims the campaign for the caller: a draft, or a send whose lease has run out (a closed tab), becomes this
 * caller's with a new claim id; a live claim of anyone else is refused (409 `campaign_claimed`).
 */
async function claim(ctx: EmulatorContext, info: ApiInfo): Promise<Response> {
  bodyOf(claimBodySchema, info.bodyText);
  loadCampaign(ctx, info);
  await deliveryIndexReady(ctx.store);
  const campaign = loadCampaign(ctx, info);
  const state = stateOf(ctx, campaign);
  const now = ctx.now();
  // From here to the update, no await: the check and the write are one step.
  if (campaign.status === 'sent') throw alreadySent();
  if (campaign.status === 'sending' && live(state.claim, now)) throw claimedElsewhere(state.claim);
  const email = info.identity.role === 'admin' ? info.identity.email : '';
  const fresh: CampaignClaim = {
    id: randomId(),
    by: email,
    until: new Date(now.getTime() + CAMPAIGN_LEASE_MS).toISOString(),
  };
  // The campaign itself is written once, when its send starts; a resume writes the send state only.
  const updated =
    campaign.status === 'draft'
      ? (ctx.store.update('campaigns', campaign._id, {
          status: 'sending',
          audience: campaign.audience ?? ctx.store.count('subscribers', { status: 'active' }),
          startedAt: campaign.startedAt ?? now.toISOString(),
        }) as StoredCampaign)
      : campaign;
  const saved = saveState(ctx, state, { claim: fresh });
  await ctx.store.flush();
  return ok({ ...progressOf(ctx, updated, saved), claim: fresh });
}

/** The caller's claim, still the campaign's (a lease that ran out but that nobody took over still holds). */
function holding(campaign: StoredCampaign, state: SendState, claimId: string): void {
  if (campaign.status === 'sent') throw alreadySent();
  if (campaign.status !== 'sending' || state.claim?.id !== claimId) throw claimLost(state.claim);
}

const renewed = (claim: CampaignClaim, now: Date): CampaignClaim => ({
  ...claim,
  until: new Date(now.getTime() + CAMPAIGN_LEASE_MS).toISOString(),
});

/** What a body is rendered for: the same campaign sent from another site, or in another month, is another body. */
interface BodyTarget {
  siteUrl: string;
  apiUrl: string;
  projectId: string;
  month: string;
}

/**
 * The campaign's e-mail rendered once for this target (docs/newsletter.md#un-rendu-par-campagne): found again by
 * the next steps, rendered (in stages that yield) and stored by the first, and written on its own before the step
 * writes its e-mails. The only work of a send that grows with the newsletter's size.
 */
function bodyFor(
  ctx: EmulatorContext,
  campaign: StoredCampaign,
  target: BodyTarget,
  now: Date,
): Promise<string> {
  const key = `${campaign._id}\n${target.siteUrl}\n${target.apiUrl}\n${target.month}`;
  const known = bodyIds.get(ctx.store) ?? new Map<string, Promise<string>>();
  bodyIds.set(ctx.store, known);
  const cached = known.get(key);
  if (cached) return cached;
  const rendering = (async () => {
    const found = ctx.store.where(
      'emailBodies',
      (b) =>
        b.campaignId === campaign._id &&
        b.siteUrl === target.siteUrl &&
        b.apiUrl === target.apiUrl &&
        b.month === target.month,
    )[0];
    if (found) return found._id;
    const body = await campaignBody({
      html: campaign.html,
      subject: campaign.subject,
      topic: campaign.topic,
      siteUrl: target.siteUrl,
      apiUrl: target.apiUrl,
      projectId: target.projectId,
      now,
    });
    const { siteUrl, apiUrl, month } = target;
    const id = ctx.store.insert('emailBodies', {
      campaignId: campaign._id,
      ...body,
      siteUrl,
      apiUrl,
      month,
    })._id;
    await ctx.store.flush();
    return id;
  })();
  known.set(key, rendering);
  // A failure is not kept: the next step tries again. A body deleted since is found missing and rendered again.
  rendering.then(
    (id) => {
      if (!ctx.store.get('emailBodies', id)) known.delete(key);
    },
    () => known.delete(key),
  );
  return rendering;
}
const bodyIds = new WeakMap<EmulatorContext['store'], Map<string, Promise<string>>>();

/**
 * One step of the send: the next `limit` active subscribers after the cursor, each given a delivery (sent, skipped
 * by preference, skipped by the cap) unless the campaign already has one for that mailbox. Renews the lease; the
 * last step marks the campaign sent.
 */
async function step(ctx: EmulatorContext, info: ApiInfo): Promise<Response> {
  const body = bodyOf(stepBodySchema, info.bodyText);
  const limit = body.limit ?? CAMPAIGN_STEP_DEFAULT;
  const first = loadCampaign(ctx, info);
  const firstState = stateOf(ctx, first);
  holding(first, firstState, body.claimId);
  // The indexes are built in slices that yield (once after a start), before the step's own work.
  await ctx.store.orderIds('subscribers');
  await deliveryIndexReady(ctx.store);
  const page = ctx.store.pageAfter('subscribers', {
    after: firstState.cursor,
    filter: { status: 'active' },
    limit,
  });
  const tokens = await Promise.all(page.map((s) => subscriberToken(String(s.email), ctx.secrets.subscriber)));
  const now = ctx.now();
  const target: BodyTarget = {
    siteUrl: linkBase(info.request, ctx.config.siteUrl),
    apiUrl: ctx.config.apiBaseUrl || new URL(info.request.url).origin,
    projectId: ctx.config.projectId,
    month: frenchMonth(now),
  };

  let bodyId = page.length > 0 ? await bodyFor(ctx, first, target, now) : undefined;
  if (bodyId && !ctx.store.get('emailBodies', bodyId)) bodyId = await bodyFor(ctx, first, target, now);
  const renderedSubject = bodyId ? String(ctx.store.get('emailBodies', bodyId)?.subject ?? '') : '';

  // From here to the end of the loop, no await: each check and its write are one step for every other request.
  const campaign = ctx.store.get('campaigns', first._id) as StoredCampaign | undefined;
  if (!campaign) throw new ApiError(404, 'Campagne introuvable.');
  const state = stateOf(ctx, campaign);
  holding(campaign, state, body.claimId);
  const index = deliveryIndex(ctx.store);
  const at = now.toISOString();
  const sentBy = info.identity.role === 'admin' ? info.identity.email : 'visitor';
  const results: { subscriberId: string; outcome: StepOutcome }[] = [];
  const deliveries: Record<string, unknown>[] = [];
  const emails: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  const subjectOf = (email: string, token: string) =>
    readerCopy({ subject: renderedSubject, html: '', text: '' }, { email, token }).subject;

  page.forEach((listed, i) => {
    // Read again: the subscriber may have unsubscribed while the tokens were computed.
    const subscriber = ctx.store.get('subscribers', listed._id) as StoredDoc | undefined;
    const email = String(subscriber?.email ?? listed.email);
    const mailbox = normaliseAddress(email);
    const result = (outcome: StepOutcome) => results.push({ subscriberId: listed._id, outcome });
    if (!subscriber || subscriber.status !== 'active') return result('inactive');
    if (index.has(campaign._id, mailbox) || seen.has(mailbox)) return result('duplicate');
    seen.add(mailbox);
    const preferences = (subscriber.preferences ?? {}) as Record<string, unknown>;
    let outcome: RecipientOutcome = 'sent';
    if (preferences[campaign.topic] !== true) outcome = 'skipped_preference';
    else if (isAtNewsletterCap(index.recentSends(mailbox, now), now)) outcome = 'skipped_cap';
    const delivery = { campaignId: campaign._id, mailbox, email, subscriberId: listed._id, outcome, at };
    if (outcome === 'sent') {
      const token = tokens[i]!;
      const fill = (part: string) => part.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(token);
      const headers = Object.fromEntries(
        Object.entries(listUnsubscribeHeaders(target.apiUrl, target.projectId, email)).map(([k, v]) => [
          k,
          fill(v),
        ]),
      );
      // The reader's own values only: the HTML and the text are the body's, stored once.
      emails.push({
        to: [email.trim().toLowerCase()],
        subject: subjectOf(email, token),
        headers,
        fromName: EMAIL_FROM_NAME,
        campaignId: campaign._id,
        bodyId,
        reader: { email, token },
        status: 'sent',
        sentAt: at,
        sentBy,
      });
    }
    deliveries.push(delivery);
    result(outcome);
  });

  const stored = ctx.store.insertMany('emails', emails);
  let e = 0;
  for (const delivery of deliveries) if (delivery.outcome === 'sent') delivery.emailId = stored[e++]!._id;
  // The index follows the insert (DocumentStore.watch).
  ctx.store.insertMany('deliveries', deliveries);
  const last = page.at(-1)?._id;
  const cursor = last && (!state.cursor || last > state.cursor) ? last : state.cursor;
  const done = page.length < limit;
  let updated = campaign;
  if (done) {
    updated = ctx.store.update('campaigns', campaign._id, {
      status: 'sent',
      finishedAt: at,
      claim: undefined,
      cursor: undefined,
    }) as StoredCampaign;
  }
  const saved = saveState(
    ctx,
    state,
    done ? { cursor, claim: undefined } : { cursor, claim: renewed(state.claim!, now) },
  );
  await ctx.store.flush();
  return ok({ ...progressOf(ctx, updated, saved), done, results });
}

/**
 * The heartbeat of the tab that sends (every few seconds, between and during steps): the lease runs on. A tab
 * that closes without releasing stops renewing it, and another may take over once it has run out.
 */
async function renew(ctx: EmulatorContext, info: ApiInfo): Promise<Response> {
  const body = bodyOf(renewBodySchema, info.bodyText);
  const campaign = loadCampaign(ctx, info);
  const state = stateOf(ctx, campaign);
  holding(campaign, state, body.claimId);
  const saved = saveState(ctx, state, { claim: renewed(state.claim!, ctx.now()) });
  await ctx.store.flush();
  return ok(progressOf(ctx, campaign, saved));
}

/**
 * Ends the caller's lease at once (the tab stopped its send, or is closing: `keepalive`): another may resume right
 * away.
 */
async function release(ctx: EmulatorContext, info: ApiInfo): Promise<Response> {
  const body = bodyOf(releaseBodySchema, info.bodyText);
  const campaign = loadCampaign(ctx, info);
  const state = stateOf(ctx, campaign);
  holding(campaign, state, body.claimId);
  // Gone, not merely expired: a step or a heartbeat of this tab still on its way is refused (claim_lost).
  const saved = saveState(ctx, state, { claim: undefined });
  await ctx.store.flush();
  return ok(progressOf(ctx, campaign, saved));
}

/**
 * Campaign fields only the send changes (CAMPAIGN_SEND_FIELDS), and a campaign that is no longer a draft: a
 * document write cannot touch them (docs/platform.md#campagnes). A value equal to the stored one passes (the
 * back-office's edit form sends the whole record).
 */
export function checkCampaignWrite(
  current: Record<string, unknown> | undefined,
  fields: Record<string, unknown>,
): void {
  if (current && current.status !== 'draft') {
    throw new ApiError(409, 'Campagne en cours d’envoi ou envoyée : elle ne se modifie plus.', {
      reason: 'campaign_not_draft',
    });
  }
  const changed = CAMPAIGN_SEND_FIELDS.filter((field) => {
    if (!Object.hasOwn(fields, field)) return false;
    if (!current) return !(field === 'status' && fields.status === 'draft');
    return JSON.stringify(fields[field]) !== JSON.stringify(current[field]);
  });
  if (changed.length) {
    throw new ApiError(
      403,
      `Champs tenus par l’envoi de la campagne (…/claim, …/send) : ${changed.join(', ')}.`,
      { reason: 'platform_managed' },
    );
  }
}

export function campaignHandlers(ctx: EmulatorContext): HttpHandler[] {
  const path = (suffix: string) => lmPath(ctx, `:projectId/campaigns/:id/${suffix}`);
  return [
    http.post(
      path('claim'),
      api(ctx, (info) => claim(ctx, info)),
    ),
    http.post(
      path('send'),
      api(ctx, (info) => step(ctx, info)),
    ),
    http.post(
      path('renew'),
      api(ctx, (info) => renew(ctx, info)),
    ),
    http.post(
      path('release'),
      api(ctx, (info) => release(ctx, info)),
    ),
    http.get(
      path('progress'),
      api(ctx, async (info) => ok(progressOf(ctx, loadCampaign(ctx, info)))),
    ),
  ];
}
