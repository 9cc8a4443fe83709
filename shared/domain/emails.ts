import { z } from './z';
import { isoDate, shortText, type Stored } from './document';

const recipients = z.union([z.email(), z.array(z.email()).min(1).max(50)]);

/**
 * Mail headers the platform adds as given: only the RFC 8058 pair a newsletter needs (docs/newsletter.md#en-têtes-des-e-mails).
 * A value never holds a line break or a control character, so it cannot smuggle another header in.
 */
export const EMAIL_HEADER_NAMES = ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
const headerValue = z
  .string()
  .min(1)
  .max(2000)
  .refine(
    (value) => ![...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
    'Un en-tête ne contient ni retour à la ligne ni caractère de contrôle.',
  );
export const emailHeadersSchema = z.partialRecord(z.enum(EMAIL_HEADER_NAMES), headerValue);
export type EmailHeaders = z.infer<typeof emailHeadersSchema>;

/** What `email/send` accepts (docs/platform.md#e-mails); a single recipient or reply-to may be a string. */
export const emailPayloadSchema = z.strictObject({
  to: recipients,
  subject: shortText(300).min(1),
  fromName: shortText().optional(),
  html: z.string().max(1_000_000).optional(),
  text: z.string().max(200_000).optional(),
  replyTo: recipients.optional(),
  scheduledAt: isoDate.optional(),
  headers: emailHeadersSchema.optional(),
  /** The newsletter campaign this e-mail belongs to (administrators only): the cap counts these. */
  campaignId: shortText(100).min(1).optional(),
});
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/** An email as the outbox (`emails` collection) keeps it. */
export const sentEmailSchema = z.strictObject({
  to: z.array(z.email()),
  subject: z.string(),
  fromName: z.string().optional(),
  html: z.string().optional(),
  text: z.string().optional(),
  replyTo: z.array(z.email()).optional(),
  scheduledAt: isoDate.optional(),
  headers: emailHeadersSchema.optional(),
  campaignId: z.string().optional(),
  status: z.enum(['sent', 'scheduled']),
  sentAt: isoDate,
  sentBy: z.string(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;
export type StoredEmail = Stored<SentEmail>;
