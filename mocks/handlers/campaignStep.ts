import {
  CAMPAIGN_STEP_DEFAULT,
  isAtNewsletterCap,
  type RecipientOutcome,
  type StoredCampaign,
} from '@shared/domain/campaigns';
import { EMAIL_FROM_NAME } from '@shared/domain/company';
import { normaliseAddress } from '@shared/domain/mailbox';
import { campaignStepRequestSchema } from '@shared/domain/platformCalls';
import { readerCopy } from '@shared/email/campaignBody';
import { listUnsubscribeHeaders } from '@shared/email/newsletterEmail';
import { frenchMonth } from '@shared/email/placeholders';
import { UNSUBSCRIBE_TOKEN_PLACEHOLDER } from '@shared/email/welcomeNewsletterEmail';
import { linkBase } from '../auth/origins';
import type { EmulatorContext } from '../context';
import type { StoredDoc } from '../db/records';
import { bodyFor, type BodyTarget } from './campaignBody';
import { bodyOf, holding, loadCampaign, progressOf, renewed, saveState, stateOf } from './campaignSendState';
import { deliveryIndex, deliveryIndexReady } from './deliveryIndex';
import { ApiError, ok } from './envelope';
import type { ApiInfo } from './apiTypes';
import { subscriberToken } from './subscriberToken';

type StepOutcome = RecipientOutcome | 'duplicate' | 'inactive';

/** What a step has read before its synchronous stretch: the page of subscribers, their tokens, the rendered body. */
interface StepInput {
  campaignId: string;
  claimId: string;
  limit: number;
  page: StoredDoc[];
  tokens: string[];
  target: BodyTarget;
  bodyId: string | undefined;
  renderedSubject: string;
  now: Date;
}

/** What one page of subscribers gives: each one's outcome, the deliveries and the outbox e-mails to write. */
interface PageWrites {
  results: { subscriberId: string; outcome: StepOutcome }[];
  deliveries: Record<string, unknown>[];
  emails: Record<string, unknown>[];
}

/**
 * The stage that may wait: the lease checked, the indexes built in slices that yield, the next page after the
 * cursor, each reader's token, and the campaign's body rendered once for this target (campaignBody.ts).
 */
async function readStep(ctx: EmulatorContext, info: ApiInfo): Promise<StepInput> {
  const body = bodyOf(campaignStepRequestSchema, info.bodyText);
  const limit = body.limit ?? CAMPAIGN_STEP_DEFAULT;
  const campaign = loadCampaign(ctx, info);
  const state = stateOf(ctx, campaign);
  holding(campaign, state, body.claimId);
  await ctx.store.orderIds('subscribers');
  await deliveryIndexReady(ctx.store);
  const page = ctx.store.pageAfter('subscribers', {
    after: state.cursor,
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
  let bodyId = page.length > 0 ? await bodyFor(ctx, campaign, target, now) : undefined;
  if (bodyId && !ctx.store.get('emailBodies', bodyId)) bodyId = await bodyFor(ctx, campaign, target, now);
  const renderedSubject = bodyId ? String(ctx.store.get('emailBodies', bodyId)?.subject ?? '') : '';
  return {
    campaignId: campaign._id,
    claimId: body.claimId,
    limit,
    page,
    tokens,
    target,
    bodyId,
    renderedSubject,
    now,
  };
}

/** The outbox e-mail of one reader: the body's reference and the reader's own values (subject, headers, token). */
function readerEmail(
  input: StepInput,
  campaign: StoredCampaign,
  email: string,
  token: string,
  sentBy: string,
) {
  const fill = (part: string) => part.split(UNSUBSCRIBE_TOKEN_PLACEHOLDER).join(token);
  const unsubscribe = listUnsubscribeHeaders(input.target.apiUrl, input.target.projectId, email);
  return {
    to: [email.trim().toLowerCase()],
    subject: readerCopy({ subject: input.renderedSubject, html: '', text: '' }, { email, token }).subject,
    headers: Object.fromEntries(Object.entries(unsubscribe).map(([k, v]) => [k, fill(v)])),
    fromName: EMAIL_FROM_NAME,
    campaignId: campaign._id,
    bodyId: input.bodyId,
    reader: { email, token },
    status: 'sent',
    sentAt: input.now.toISOString(),
    sentBy,
  };
}

/**
 * The synchronous stretch: each subscriber of the page checked and given its delivery, with no await between a
 * check and its write, so two sends at once never both pass the unique (campaign, mailbox) key or the cap.
 */
function deliverPage(
  ctx: EmulatorContext,
  input: StepInput,
  campaign: StoredCampaign,
  sentBy: string,
): PageWrites {
  const index = deliveryIndex(ctx.store);
  const at = input.now.toISOString();
  const writes: PageWrites = { results: [], deliveries: [], emails: [] };
  const seen = new Set<string>();
  input.page.forEach((listed, i) => {
    // Read again: the subscriber may have unsubscribed while the tokens were computed.
    const subscriber = ctx.store.get('subscribers', listed._id) as StoredDoc | undefined;
    const email = String(subscriber?.email ?? listed.email);
    const mailbox = normaliseAddress(email);
    const result = (outcome: StepOutcome) => writes.results.push({ subscriberId: listed._id, outcome });
    if (!subscriber || subscriber.status !== 'active') return result('inactive');
    if (index.has(campaign._id, mailbox) || seen.has(mailbox)) return result('duplicate');
    seen.add(mailbox);
    const preferences = (subscriber.preferences ?? {}) as Record<string, unknown>;
    let outcome: RecipientOutcome = 'sent';
    if (preferences[campaign.topic] !== true) outcome = 'skipped_preference';
    else if (isAtNewsletterCap(index.recentSends(mailbox, input.now), input.now)) outcome = 'skipped_cap';
    if (outcome === 'sent') writes.emails.push(readerEmail(input, campaign, email, input.tokens[i]!, sentBy));
    writes.deliveries.push({
      campaignId: campaign._id,
      mailbox,
      email,
      subscriberId: listed._id,
      outcome,
      at,
    });
    result(outcome);
  });
  return writes;
}

/** Writes the page's e-mails and deliveries, moves the cursor, renews the lease, and marks the last step's campaign sent. */
async function recordStep(
  ctx: EmulatorContext,
  input: StepInput,
  campaign: StoredCampaign,
  writes: PageWrites,
) {
  const state = stateOf(ctx, campaign);
  const stored = ctx.store.insertMany('emails', writes.emails);
  let e = 0;
  for (const delivery of writes.deliveries)
    if (delivery.outcome === 'sent') delivery.emailId = stored[e++]!._id;
  // The index follows the insert (DocumentStore.watch).
  ctx.store.insertMany('deliveries', writes.deliveries);
  const last = input.page.at(-1)?._id;
  const cursor = last && (!state.cursor || last > state.cursor) ? last : state.cursor;
  const done = input.page.length < input.limit;
  const at = input.now.toISOString();
  const updated = done
    ? (ctx.store.update('campaigns', campaign._id, {
        status: 'sent',
        finishedAt: at,
        claim: undefined,
        cursor: undefined,
      }) as StoredCampaign)
    : campaign;
  const fields = done ? { cursor, claim: undefined } : { cursor, claim: renewed(state.claim!, input.now) };
  const saved = saveState(ctx, state, fields);
  await ctx.store.flush();
  return ok({ ...progressOf(ctx, updated, saved), done, results: writes.results });
}

/**
 * One step of the send (docs/platform.md#campagnes): the next `limit` active subscribers after the cursor, each given
 * a delivery (sent, skipped by preference, skipped by the cap) unless the campaign already has one for that mailbox.
 * Renews the lease; the last step marks the campaign sent.
 */
export async function step(ctx: EmulatorContext, info: ApiInfo): Promise<Response> {
  const input = await readStep(ctx, info);
  // From here to the writes, no await: each check and its write are one step for every other request.
  const campaign = ctx.store.get('campaigns', input.campaignId) as StoredCampaign | undefined;
  if (!campaign) throw new ApiError(404, 'Campagne introuvable.');
  holding(campaign, stateOf(ctx, campaign), input.claimId);
  const sentBy = info.identity.role === 'admin' ? info.identity.email : 'visitor';
  const writes = deliverPage(ctx, input, campaign, sentBy);
  return recordStep(ctx, input, campaign, writes);
}
