import type { z } from 'zod';
import {
  CAMPAIGN_LEASE_MS,
  type CampaignClaim,
  type CampaignProgress,
  type StoredCampaign,
} from '@shared/domain/campaigns';
import type { EmulatorContext } from '../context';
import { requireAdmin } from './access';
import { deliveryIndex } from './deliveryIndex';
import { ApiError, parseJson, parseWith } from './envelope';
import type { ApiInfo } from './apiTypes';

/*
 * A campaign's send state and lease (docs/platform.md#campagnes), read and written by each call of the send
 * (campaigns.ts, campaignStep.ts). What changes while sending (the claim, the cursor) lives in a small document of
 * its own (SENDS), not in the campaign, whose HTML may weigh 500 KB: a step or a heartbeat writes a few hundred bytes.
 */

/** The send state of each campaign: `{ campaignId, claim?, cursor? }`; the platform's own, no document API reads it. */
const SENDS = 'campaignSends';

export interface SendState {
  _id?: string;
  campaignId: string;
  claim?: CampaignClaim;
  cursor?: string;
}

const publicClaim = (claim?: CampaignClaim) => (claim ? { by: claim.by, until: claim.until } : undefined);

export function loadCampaign(ctx: EmulatorContext, info: ApiInfo): StoredCampaign {
  requireAdmin(info.identity);
  const campaign = ctx.store.get('campaigns', String(info.params.id)) as StoredCampaign | undefined;
  if (!campaign) throw new ApiError(404, 'Campagne introuvable.');
  return campaign;
}

export const alreadySent = () =>
  new ApiError(409, 'Cette campagne est déjà envoyée.', { reason: 'campaign_sent' });

export const claimedElsewhere = (claim: CampaignClaim) =>
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
export const live = (claim: CampaignClaim | undefined, now: Date): claim is CampaignClaim =>
  claim !== undefined && Date.parse(claim.until) > now.getTime();

/** The campaign's send state; a campaign sent before SENDS existed keeps its claim and cursor in itself. */
export function stateOf(ctx: EmulatorContext, campaign: StoredCampaign): SendState {
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
export function saveState(ctx: EmulatorContext, state: SendState, fields: Partial<SendState>): SendState {
  if (state._id) return ctx.store.update(SENDS, state._id, fields) as unknown as SendState;
  const { _id: _, ...rest } = { ...state, ...fields };
  return ctx.store.insert(SENDS, rest) as unknown as SendState;
}

export function progressOf(
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

export function bodyOf<S extends z.ZodType>(schema: S, bodyText: string): z.output<S> {
  return parseWith(schema, parseJson(bodyText), 'Requête d’envoi invalide');
}

/** The caller's claim, still the campaign's (a lease that ran out but that nobody took over still holds). */
export function holding(campaign: StoredCampaign, state: SendState, claimId: string): void {
  if (campaign.status === 'sent') throw alreadySent();
  if (campaign.status !== 'sending' || state.claim?.id !== claimId) throw claimLost(state.claim);
}

export const renewed = (claim: CampaignClaim, now: Date): CampaignClaim => ({
  ...claim,
  until: new Date(now.getTime() + CAMPAIGN_LEASE_MS).toISOString(),
});
