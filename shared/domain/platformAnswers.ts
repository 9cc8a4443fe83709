import { z } from './z';
import { campaignClaimSchema, CAMPAIGN_STATUSES, RECIPIENT_OUTCOMES } from './campaigns';
import { isoDate } from './document';
import { emailHeadersSchema } from './emails';

/**
 * What the `/lm` calls answer in `data` beside the documents themselves (docs/platform.md#appels): the contract's
 * answer shapes (contract/), which the emulator's answers are checked against on the HTTP host.
 */

export const deletedAnswerSchema = z.strictObject({ deleted: z.number().int().min(0) });

export const emailIdsAnswerSchema = z.strictObject({ ids: z.array(z.string()) });

/** `email/preview`: what `email/send` would store for its one recipient. */
export const emailPreviewAnswerSchema = z.strictObject({
  subject: z.string(),
  html: z.string().optional(),
  text: z.string().optional(),
  headers: emailHeadersSchema.optional(),
});

/** One entry per uploaded file, in order: stored, or refused with a French message. */
export const uploadAnswerSchema = z.array(
  z.union([
    z.strictObject({
      fileUrl: z.string(),
      name: z.string(),
      size: z.number().int().min(0),
      mimeType: z.string(),
    }),
    z.strictObject({ uploadError: z.string(), name: z.string() }),
  ]),
);

const countsSchema = z.strictObject(
  Object.fromEntries(RECIPIENT_OUTCOMES.map((outcome) => [outcome, z.number().int().min(0)])) as Record<
    (typeof RECIPIENT_OUTCOMES)[number],
    z.ZodNumber
  >,
);

/** A send's progress; the claim's id only in the answer of `…/claim`, to its caller. */
export const campaignProgressSchema = z.strictObject({
  status: z.enum(CAMPAIGN_STATUSES),
  audience: z.number().int().min(0),
  counts: countsSchema,
  claim: campaignClaimSchema.partial({ id: true }).optional(),
});

/** What one subscriber came to in a step: an outcome, or skipped as already handled or no longer active. */
export const STEP_OUTCOMES = [...RECIPIENT_OUTCOMES, 'duplicate', 'inactive'] as const;

export const campaignStepAnswerSchema = campaignProgressSchema.extend({
  done: z.boolean(),
  results: z.array(z.strictObject({ subscriberId: z.string(), outcome: z.enum(STEP_OUTCOMES) })),
});

/** A later question added to a chat conversation: its document, its line's time, the conversation's length. */
export const conversationAnswerSchema = z.strictObject({
  _id: z.string(),
  at: isoDate,
  lines: z.number().int().min(1),
});

export const unsubscribedAnswerSchema = z.strictObject({ unsubscribed: z.literal(true) });

/** `GET capabilities`: the extensions this platform offers (docs/platform.md#extensions); unknown names are ignored. */
export const capabilitiesAnswerSchema = z.strictObject({ extensions: z.array(z.string().min(1).max(100)) });
