import { z } from 'zod';
import { isoDate, shortText, type Stored } from './document';

const recipients = z.union([z.email(), z.array(z.email()).min(1).max(50)]);

/** What `email/send` accepts (spec section 7); a single recipient or reply-to may be a string. */
export const emailPayloadSchema = z.strictObject({
  to: recipients,
  subject: shortText(300).min(1),
  fromName: shortText().optional(),
  html: z.string().max(1_000_000).optional(),
  text: z.string().max(200_000).optional(),
  replyTo: recipients.optional(),
  scheduledAt: isoDate.optional(),
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
  status: z.enum(['sent', 'scheduled']),
  sentAt: isoDate,
  sentBy: z.string(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;
export type StoredEmail = Stored<SentEmail>;
