import { http, type HttpHandler } from 'msw';
import {
  CAMPAIGN_LEASE_MS,
  CAMPAIGN_SEND_FIELDS,
  type CampaignClaim,
  type StoredCampaign,
} from '@shared/domain/campaigns';
import { campaignClaimIdSchema, campaignClaimRequestSchema } from '@shared/domain/platformCalls';
import type { EmulatorContext } from '../context';
import { randomId } from '../db/store';
import { deliveryIndexReady } from './deliveryIndex';
import { ApiError, ok } from './envelope';
import type { ApiInfo } from './apiTypes';
import { api, lmPath } from './guards';
import { step } from './campaignStep';
import {
  alreadySent,
  bodyOf,
  claimedElsewhere,
  holding,
  live,
  loadCampaign,
  progressOf,
  renewed,
  saveState,
  stateOf,
} from './campaignSendState';

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

const claimBodySchema = campaignClaimRequestSchema;
const releaseBodySchema = campaignClaimIdSchema;
const renewBodySchema = campaignClaimIdSchema;

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
