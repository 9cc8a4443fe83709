import { z } from './z';
import { isoDate, shortText, type Stored } from './document';
import { EMAIL_POLICY, PREFERENCE_KEYS } from './preferences';

/**
 * A newsletter campaign (docs/newsletter.md#campagnes). Its `recipients` list is the send log: one line per
 * subscriber the send looked at, so a send interrupted by a closed tab resumes where it stopped and never writes
 * to anyone twice.
 */
export const RECIPIENT_OUTCOMES = ['sent', 'skipped_cap', 'skipped_preference', 'failed'] as const;
export type RecipientOutcome = (typeof RECIPIENT_OUTCOMES)[number];

export const campaignRecipientSchema = z.strictObject({
  email: z.email(),
  outcome: z.enum(RECIPIENT_OUTCOMES),
  at: isoDate,
  error: shortText(300).optional(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

export const campaignSchema = z.strictObject({
  name: shortText(200).min(1),
  subject: shortText(300).min(1),
  topic: z.enum(PREFERENCE_KEYS),
  templateId: shortText(100).optional(),
  html: z.string().min(1).max(500_000),
  status: z.enum(['draft', 'sending', 'sent']),
  recipients: z.array(campaignRecipientSchema).max(200_000).optional(),
  startedAt: isoDate.optional(),
  finishedAt: isoDate.optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export type StoredCampaign = Stored<Campaign>;

/** What the composer edits; the send owns status, recipients and dates. */
export const campaignDraftSchema = campaignSchema.pick({
  name: true,
  subject: true,
  topic: true,
  templateId: true,
  html: true,
});

export type CampaignCounts = Record<RecipientOutcome, number>;

export function countOutcomes(recipients: readonly CampaignRecipient[] = []): CampaignCounts {
  const counts: CampaignCounts = { sent: 0, skipped_cap: 0, skipped_preference: 0, failed: 0 };
  for (const r of recipients) counts[r.outcome] += 1;
  return counts;
}

/** The preferences page promises at most this many newsletter e-mails to one person in any 7 days. */
export const NEWSLETTER_CAP = { maxEmails: EMAIL_POLICY.maxPerWeek, windowMs: 7 * 24 * 3600_000 } as const;

/** True when the newsletter e-mails already sent to a person (their dates) leave no room for another now. */
export function isAtNewsletterCap(sentAt: readonly string[], now: Date): boolean {
  const since = now.getTime() - NEWSLETTER_CAP.windowMs;
  return sentAt.filter((date) => Date.parse(date) > since).length >= NEWSLETTER_CAP.maxEmails;
}
