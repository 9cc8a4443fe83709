import { z } from './z';
import type { Stored } from './document';
import { sentEmailSchema } from './emails';

/**
 * An e-mail of the outbox (`emails`). A campaign's e-mail keeps its body by reference (`bodyId`, an `emailBodies`
 * document rendered once for the campaign) and its reader's own values; `readerCopy` (@shared/email/campaignBody)
 * gives back its HTML and text (docs/newsletter.md#un-rendu-par-campagne). Apart from sentEmailSchema, which the
 * public pages' client loads: they never read the outbox.
 */
export const outboxEmailSchema = sentEmailSchema.extend({
  bodyId: z.string().optional(),
  reader: z.strictObject({ email: z.string().max(320), token: z.string().max(200) }).optional(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export type StoredOutboxEmail = Stored<OutboxEmail>;

/**
 * A campaign's e-mail rendered once, with slots for each reader (@shared/email/campaignBody): written by the
 * platform during the send, read by the outbox's screens.
 */
export const emailBodySchema = z.strictObject({
  campaignId: z.string().min(1).max(100),
  subject: z.string().max(5_000),
  html: z.string().max(2_000_000),
  text: z.string().max(2_000_000),
  /** What the body was rendered for: the links' site and platform, the month of `{month}`. */
  siteUrl: z.string().max(2_000),
  apiUrl: z.string().max(2_000),
  month: z.string().max(100),
});
export type EmailBody = z.infer<typeof emailBodySchema>;
export type StoredEmailBody = Stored<EmailBody>;
