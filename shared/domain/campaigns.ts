import { z } from './z';
import { isoDate, shortText, singleLine, type Stored } from './document';
import { EMAIL_POLICY, PREFERENCE_KEYS } from './preferences';

/**
 * A newsletter campaign (docs/newsletter.md#campagnes). The platform owns its send: a claim with a lease
 * (`claim`), a cursor among the subscribers (`cursor`) and the audience counted when the send started. Nothing
 * grows inside the document: each e-mail of the send is its own `deliveries` document (./deliveries.ts).
 */
export const RECIPIENT_OUTCOMES = ['sent', 'skipped_cap', 'skipped_preference'] as const;
export type RecipientOutcome = (typeof RECIPIENT_OUTCOMES)[number];

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Who is sending the campaign, until when (the lease), under which claim id (docs/newsletter.md#envoi-réclamé). */
export const campaignClaimSchema = z.strictObject({
  id: z.string().min(1).max(100),
  by: z.email(),
  until: isoDate,
});
export type CampaignClaim = z.infer<typeof campaignClaimSchema>;

export const campaignSchema = z.strictObject({
  name: singleLine(200).min(1),
  subject: singleLine(300).min(1),
  topic: z.enum(PREFERENCE_KEYS),
  templateId: shortText(100).optional(),
  html: z.string().min(1).max(500_000),
  status: z.enum(CAMPAIGN_STATUSES),
  claim: campaignClaimSchema.optional(),
  /** The last subscriber `_id` (code-point order) the send has looked at. */
  cursor: z.string().max(200).optional(),
  /** Active subscribers when the send started: the progress bar's total. */
  audience: z.number().int().min(0).optional(),
  startedAt: isoDate.optional(),
  finishedAt: isoDate.optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export type StoredCampaign = Stored<Campaign>;

/** Fields only the platform's send calls change (docs/platform.md#campagnes) : a PUT that names one is refused. */
export const CAMPAIGN_SEND_FIELDS = [
  'status',
  'claim',
  'cursor',
  'audience',
  'startedAt',
  'finishedAt',
] as const;

/** What the composer edits; the send owns status, claim, cursor and dates. */
export const campaignDraftSchema = campaignSchema.pick({
  name: true,
  subject: true,
  topic: true,
  templateId: true,
  html: true,
});

export type CampaignCounts = Record<RecipientOutcome, number>;

export const emptyCounts = (): CampaignCounts => ({ sent: 0, skipped_cap: 0, skipped_preference: 0 });

/**
 * A claim lasts this long; the sending tab renews it every CAMPAIGN_HEARTBEAT_MS (and each step does). A tab that
 * closes releases it at once; one that dies without a word lets another take over once it has run out.
 */
export const CAMPAIGN_LEASE_MS = 15_000;
export const CAMPAIGN_HEARTBEAT_MS = 4_000;

/** Subscribers one send step looks at (docs/platform.md#campagnes). */
export const CAMPAIGN_STEP_MAX = 500;
export const CAMPAIGN_STEP_DEFAULT = 200;

/** What the platform says of a send: `POST …/claim`, `…/send`, `GET …/progress`. */
export interface CampaignProgress {
  status: CampaignStatus;
  audience: number;
  /** Deliveries of the campaign, by outcome. */
  counts: CampaignCounts;
  /** Who holds the send and until when; the claim id only in the answer of `…/claim`, to its caller. */
  claim?: Pick<CampaignClaim, 'by' | 'until'> & { id?: string };
  /** `…/send` only: no subscriber is left after this step. */
  done?: boolean;
}

export const handledCount = (counts: CampaignCounts): number =>
  counts.sent + counts.skipped_cap + counts.skipped_preference;

/** The preferences page promises at most this many newsletter e-mails to one person in any 7 days. */
export const NEWSLETTER_CAP = { maxEmails: EMAIL_POLICY.maxPerWeek, windowMs: 7 * 24 * 3600_000 } as const;

/** True when the newsletter e-mails already sent to a person (their dates) leave no room for another now. */
export function isAtNewsletterCap(sentAt: readonly string[], now: Date): boolean {
  const since = now.getTime() - NEWSLETTER_CAP.windowMs;
  return sentAt.filter((date) => Date.parse(date) > since).length >= NEWSLETTER_CAP.maxEmails;
}
