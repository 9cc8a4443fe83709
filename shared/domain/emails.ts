import { z } from './z';
import { headerSafe, isoDate, shortText, singleLine, type Stored } from './document';

const recipients = z.union([z.email(), z.array(z.email()).min(1).max(50)]);

/**
 * Mail headers the platform adds as given: only the RFC 8058 pair a newsletter needs (docs/newsletter.md#en-têtes-des-e-mails).
 * A value never holds a line break or a control character, so it cannot smuggle another header in.
 */
export const EMAIL_HEADER_NAMES = ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
const headerValue = headerSafe(z.string().min(1).max(2000));
export const emailHeadersSchema = z.partialRecord(z.enum(EMAIL_HEADER_NAMES), headerValue);
export type EmailHeaders = z.infer<typeof emailHeadersSchema>;

const nonBlank = z.string().trim().min(1);

/**
 * The "missing parameters" of docs/platform.md#e-mails (a recipient, a subject, and html or text), checked before anything else by
 * the client and by the platform, which then answer the contract's own message (EMAIL_MISSING_PARAMETERS).
 */
const requiredEmailParts = z
  .looseObject({
    to: z.union([nonBlank, z.array(z.unknown()).min(1)]),
    subject: nonBlank,
    html: z.unknown().optional(),
    text: z.unknown().optional(),
  })
  .refine(({ html, text }) => nonBlank.safeParse(html).success || nonBlank.safeParse(text).success);

export const missingEmailParameters = (body: unknown): boolean => !requiredEmailParts.safeParse(body).success;

/** An administrator's `email/send` (docs/platform.md#e-mails); one recipient or reply-to may be a string. */
export const emailPayloadSchema = z.strictObject({
  to: recipients,
  subject: singleLine(300).min(1),
  fromName: singleLine().optional(),
  html: z.string().max(1_000_000).optional(),
  text: z.string().max(1_000_000).optional(),
  replyTo: recipients.optional(),
  scheduledAt: isoDate.optional(),
  headers: emailHeadersSchema.optional(),
  /** The newsletter campaign this e-mail belongs to (administrators only): the cap counts these. */
  campaignId: shortText(100).min(1).optional(),
});
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/**
 * The site's own e-mails, which anyone may ask for by name: the platform renders and addresses them from the stored
 * document they follow from (docs/security.md#e-mails-du-site). Quote e-mails follow a `messages` document,
 * newsletter ones a `subscribers` document.
 */
export const SITE_EMAILS = [
  'quote-notification',
  'quote-confirmation',
  'newsletter-welcome',
  'newsletter-confirmation',
] as const;
export type SiteEmail = (typeof SITE_EMAILS)[number];

/**
 * E-mails the platform writes on its own, which nobody asks for by name: the company's notification of a later
 * question of a chat conversation, sent with the question (docs/platform.md#conversations).
 */
export const PLATFORM_EMAILS = ['chat-follow-up'] as const;

/** What `email/send` accepts from a visitor: one of the site's e-mails and its document. */
export const siteEmailRequestSchema = z.strictObject({
  message: z.enum(SITE_EMAILS),
  documentId: z.string().min(1).max(200),
});
export type SiteEmailRequest = z.infer<typeof siteEmailRequestSchema>;

/** An email as the outbox (`emails` collection) keeps it. */
export const sentEmailSchema = z.strictObject({
  to: z.array(z.email()),
  /** Whoever wrote it, no e-mail of the outbox has a line break in a header (docs/security.md#en-têtes-des-e-mails). */
  subject: headerSafe(z.string()),
  fromName: headerSafe(z.string()).optional(),
  html: z.string().optional(),
  text: z.string().optional(),
  replyTo: z.array(z.email()).optional(),
  scheduledAt: isoDate.optional(),
  headers: emailHeadersSchema.optional(),
  campaignId: z.string().optional(),
  /** A site or platform e-mail: its name and the document it follows from. */
  message: z.enum([...SITE_EMAILS, ...PLATFORM_EMAILS]).optional(),
  documentId: z.string().optional(),
  status: z.enum(['sent', 'scheduled']),
  sentAt: isoDate,
  sentBy: z.string(),
});
export type SentEmail = z.infer<typeof sentEmailSchema>;
export type StoredEmail = Stored<SentEmail>;
