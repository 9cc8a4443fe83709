import { http, type HttpHandler } from 'msw';
import { z } from 'zod';
import {
  CAMPAIGN_LEASE_MS,
  CAMPAIGN_SEND_FIELDS,
  CAMPAIGN_STEP_DEFAULT,
  CAMPAIGN_STEP_MAX,
  isAtNewsletterCap,
  type CampaignClaim,
  type CampaignProgress,
  type RecipientOutcome,
  type StoredCampaign,
} from '@shared/domain/campaigns';
import { EMAIL_FROM_NAME } from '@shared/domain/company';
import { newsletterEmail } from '@shared/email/newsletterEmail';
import { normaliseAddress } from '@shared/domain/mailbox';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER } from '@shared/email/welcomeNewsletterEmail';
import { linkBase } from '../auth/origins';
import type { EmulatorContext } from '../context';
import { randomId, type StoredDoc } from '../db/store';
import { requireAdmin } from './access';
import { deliveryIndex } from './deliveryIndex';
import { ApiError, ok, parseJson, parseWith } from './envelope';
import type { ApiInfo } from './apiTypes';
import { api, lmPath } from './guards';
import { subscriberToken } from './subscriberToken';

/**
 * A campaign's send, decided by the platform (docs/platform.md#campagnes): one tab claims it for a lease, then asks
 * for it step by step; each step walks the next subscribers and, for each, checks and writes its delivery in one
 * synchronous stretch (no await between the check and the write), so two sends at once can never both pass the
 * unique (campaign, mailbox) key or the 2-in-7-days cap.
 */

const claimBodySchema = z.strictObject({}).optional();
const stepBodySchema = z.strictObject({
  claimId: z.string().min(1).max(100),
  limit: z.number().int().min(1).max(CAMPAIGN_STEP_MAX).optional(),
  /** The step's number in its tab (lets the client's guard tell steps apart); not used by the platform. */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
const releaseBodySchema = z.strictObject({ claimId: z.string().min(1).max(100) });

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

const claimLost = (campaign: StoredCampaign) =>
  new ApiError(
    409,
    campaign.claim
      ? `L’envoi a été repris ailleurs (${campaign.claim.by}) : cet onglet s’arrête et suit sa progression.`
      : 'Cet onglet n’envoie pas cette campagne : réclamez-la d’abord.',
    { reason: 'claim_lost', claim: publicClaim(campaign.claim) },
  );

/** True while a claim's lease runs. */
const live = (claim: CampaignClaim | undefined, now: Date): claim is CampaignClaim =>
  claim !== undefined && Date.parse(claim.until) > now.getTime();

function progressOf(ctx: EmulatorContext, campaign: StoredCampaign): CampaignProgress {
  return {
    status: campaign.status,
    audience: campaign.audience ?? 0,
    counts: deliveryIndex(ctx.store).countsOf(campaign._id),
    ...(campaign.claim && campaign.status === 'sending' ? { claim: publicClaim(campaign.claim) } : {}),
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
  const campaign = loadCampaign(ctx, info);
  const now = ctx.now();
  // From here to the update, no await: the check and the write are one step.
  if (campaign.status === 'sent') throw alreadySent();
  if (campaign.status === 'sending' && live(campaign.claim, now)) throw claimedElsewhere(campaign.claim);
  const email = info.identity.role === 'admin' ? info.identity.email : '';
  const fresh: CampaignClaim = {
    id: randomId(),
    by: email,
    until: new Date(now.getTime() + CAMPAIGN_LEASE_MS).toISOString(),
  };
  const updated = ctx.store.update('campaigns', campaign._id, {
    status: 'sending',
    claim: fresh,
    audience: campaign.audience ?? ctx.store.count('subscribers', { status: 'active' }),
    startedAt: campaign.startedAt ?? now.toISOString(),
  }) as StoredCampaign;
  await ctx.store.flush();
  return ok({ ...progressOf(ctx, updated), claim: fresh });
}

/** The caller's claim, still the campaign's (a lease that ran out but that nobody took over still holds). */
function holding(campaign: StoredCampaign, claimId: string): void {
  if (campaign.status === 'sent') throw alreadySent();
  if (campaign.status !== 'sending' || campaign.claim?.id !== claimId) throw claimLost(campaign);
}

/**
 * One step of the send: the next `limit` active subscribers after the cursor, each given a delivery (sent, skipped
 * by preference, skipped by the cap) unless the campaign already has one for that mailbox. Renews the lease; the
 * last step marks the campaign sent.
 */
async function step(ctx: EmulatorContext, info: ApiInfo): Promise<Response> {
  const body = bodyOf(stepBodySchema, info.bodyText);
  const limit = body.limit ?? CAMPAIGN_STEP_DEFAULT;
  const first = loadCampaign(ctx, info);
  holding(first, body.claimId);
  const page = ctx.store.pageAfter('subscribers', {
    after: first.cursor,
    filter: { status: 'active' },
    limit,
  });
  const tokens = await Promise.all(page.map((s) => subscriberToken(String(s.email), ctx.secrets.subscriber)));
  const site = {
    siteUrl: linkBase(info.request, ctx.config.siteUrl),
    apiUrl: ctx.config.apiBaseUrl || new URL(info.request.url).origin,
    projectId: ctx.config.projectId,
  };

  // From here to the end of the loop, no await: each check and its write are one step for every other request.
  const campaign = ctx.store.get('campaigns', first._id) as StoredCampaign | undefined;
  if (!campaign) throw new ApiError(404, 'Campagne introuvable.');
  holding(campaign, body.claimId);
  const index = deliveryIndex(ctx.store);
  const now = ctx.now();
  const at = now.toISOString();
  const sentBy = info.identity.role === 'admin' ? info.identity.email : 'visitor';
  const results: { subscriberId: string; outcome: StepOutcome }[] = [];
  const deliveries: Record<string, unknown>[] = [];
  const emails: Record<string, unknown>[] = [];
  const seen = new Set<string>();

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
      const built = newsletterEmail({
        html: campaign.html,
        subject: campaign.subject,
        email,
        topic: campaign.topic,
        ...site,
        now,
      });
      const fill = (part: string) => part.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(tokens[i]!);
      const filled = Object.fromEntries(
        Object.entries(built).map(([key, value]) => [
          key,
          typeof value === 'string'
            ? fill(value)
            : value && typeof value === 'object'
              ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(String(v))]))
              : value,
        ]),
      );
      emails.push({
        ...filled,
        to: [email.trim().toLowerCase()],
        fromName: EMAIL_FROM_NAME,
        campaignId: campaign._id,
        status: 'sent',
        sentAt: at,
        sentBy,
      });
    }
    deliveries.push(delivery);
    index.add(delivery);
    result(outcome);
  });

  const stored = ctx.store.insertMany('emails', emails);
  let e = 0;
  for (const delivery of deliveries) if (delivery.outcome === 'sent') delivery.emailId = stored[e++]!._id;
  ctx.store.insertMany('deliveries', deliveries);
  index.revision = ctx.store.revision('deliveries');
  const last = page.at(-1)?._id;
  const cursor = last && (!campaign.cursor || last > campaign.cursor) ? last : campaign.cursor;
  const done = page.length < limit;
  const updated = ctx.store.update(
    'campaigns',
    campaign._id,
    done
      ? { cursor, status: 'sent', finishedAt: at, claim: undefined }
      : {
          cursor,
          claim: { ...campaign.claim, until: new Date(now.getTime() + CAMPAIGN_LEASE_MS).toISOString() },
        },
  ) as StoredCampaign;
  await ctx.store.flush();
  return ok({ ...progressOf(ctx, updated), done, results });
}

/** Ends the caller's lease at once (the tab stopped its send): another may resume right away. */
async function release(ctx: EmulatorContext, info: ApiInfo): Promise<Response> {
  const body = bodyOf(releaseBodySchema, info.bodyText);
  const campaign = loadCampaign(ctx, info);
  holding(campaign, body.claimId);
  const updated = ctx.store.update('campaigns', campaign._id, {
    claim: { ...campaign.claim, until: ctx.now().toISOString() },
  }) as StoredCampaign;
  await ctx.store.flush();
  return ok(progressOf(ctx, updated));
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
      path('release'),
      api(ctx, (info) => release(ctx, info)),
    ),
    http.get(
      path('progress'),
      api(ctx, async (info) => ok(progressOf(ctx, loadCampaign(ctx, info)))),
    ),
  ];
}
