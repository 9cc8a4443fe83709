import { z } from './z';
import {
  CHAT_AUTHORS,
  CHAT_AUTO_REPLY,
  CHAT_CONVERSATION_MAX_LINES,
  CHAT_LINE_MAX_LENGTH,
  CHAT_PAGE_PATTERN,
  PHONE_PATTERN,
  type ChatLine,
} from './chatQuestion';
import { isoDate, singleLine, type Stored } from './document';

export const MESSAGE_STATUSES = ['unread', 'read', 'archived'] as const;
export const MESSAGE_PRIORITIES = ['high', 'medium', 'low'] as const;

export const replySchema = z.strictObject({
  subject: singleLine(300).min(1),
  message: z.string().trim().min(1).max(20_000),
  sentAt: isoDate,
  sentBy: z.email(),
});

/** Whether the admin notification for a request went out: 'pending' until the visitor's page confirms it. */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Where a message comes from: the quote form of /contact, or a question asked in the chat (docs/product.md#discussion). */
export const MESSAGE_SOURCES = ['contact_form', 'chat'] as const;

export const chatLineSchema = z.strictObject({
  from: z.enum(CHAT_AUTHORS),
  text: z.string().trim().min(1).max(CHAT_LINE_MAX_LENGTH),
  at: isoDate,
});

/** A later question of a chat conversation, as the visitor's page sends it (docs/platform.md#conversations). */
export const chatFollowUpSchema = z.strictObject({
  /** The conversation's token, given with the document when it was created: who holds it may add to it. */
  token: z.string().min(1).max(200),
  text: z.string().trim().min(1).max(CHAT_LINE_MAX_LENGTH),
});
export type ChatFollowUp = z.infer<typeof chatFollowUpSchema>;

export const messageSchema = z
  .strictObject({
    /** Name, company and subject reach e-mail headers: one line each (docs/security.md#en-têtes-des-e-mails). */
    name: singleLine().min(1),
    /** Always for a quote request; a chat question may give a telephone number instead. */
    email: z.email().optional(),
    phone: singleLine(40).optional(),
    company: singleLine().optional(),
    postalCode: z
      .string()
      .regex(/^\d{5}$/)
      .optional(),
    subject: singleLine(300).min(1),
    message: z.string().trim().min(1).max(10_000),
    date: isoDate,
    status: z.enum(MESSAGE_STATUSES),
    source: z.enum(MESSAGE_SOURCES),
    priority: z.enum(MESSAGE_PRIORITIES),
    notificationStatus: z.enum(NOTIFICATION_STATUSES).optional(),
    replies: z.array(replySchema).max(200).optional(),
    /** A chat question's page (its path) and conversation so far, the automatic replies included. */
    page: z.string().regex(CHAT_PAGE_PATTERN).optional(),
    conversation: z.array(chatLineSchema).min(1).max(CHAT_CONVERSATION_MAX_LINES).optional(),
  })
  .superRefine((message, ctx) => {
    const issue = (path: string, text: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: text });
    if (message.source !== 'chat') {
      if (!message.email) issue('email', 'Adresse e-mail requise pour une demande de devis.');
      if (message.page !== undefined) issue('page', 'Seule une question de la discussion a une page.');
      if (message.conversation !== undefined) {
        issue('conversation', 'Seule une question de la discussion a une conversation.');
      }
      return;
    }
    // A question is only useful if the company can answer it.
    if (!message.email && !message.phone?.trim()) {
      issue('email', 'Une adresse e-mail ou un numéro de téléphone est requis pour vous répondre.');
    }
    if (message.phone?.trim() && !PHONE_PATTERN.test(message.phone.trim())) {
      issue('phone', 'Numéro de téléphone invalide.');
    }
    if (!message.conversation?.some((line) => line.from === 'visitor')) {
      issue('conversation', 'La conversation doit contenir la question du visiteur.');
    }
  });
export type Message = z.infer<typeof messageSchema>;

/**
 * A visitor's conversation as the platform keeps it (docs/platform.md#conversations): only the visitor's own lines,
 * each followed by the chat's automatic reply written by the platform, every line dated by the platform; the last
 * CHAT_CONVERSATION_MAX_LINES. A line the visitor marked as the company's, or dated as it chose, is not kept.
 */
export function visitorConversation(lines: readonly ChatLine[], now: Date): ChatLine[] {
  const at = now.toISOString();
  return lines
    .filter((line) => line.from === 'visitor')
    .flatMap((line): ChatLine[] => [
      { from: 'visitor', text: line.text, at },
      { from: 'bot', text: CHAT_AUTO_REPLY, at },
    ])
    .slice(-CHAT_CONVERSATION_MAX_LINES);
}

/** What the quote form sends of a new request; everything else of the message is the platform's. */
export const VISITOR_MESSAGE_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'postalCode',
  'subject',
  'message',
  'source',
  'page',
  'conversation',
] as const satisfies readonly (keyof Message)[];

/** A new message's defaults (docs/product.md#formulaire-de-devis): unread, from the contact form, medium priority. */
export const newMessageDefaults = (now: Date) =>
  ({
    date: now.toISOString(),
    status: 'unread',
    source: 'contact_form',
    priority: 'medium',
  }) as const satisfies Partial<Message>;

/** A quote request from the site: the defaults, and its e-mails not sent yet (the page flags them afterwards). */
export const newQuoteRequestFields = (now: Date) =>
  ({ ...newMessageDefaults(now), notificationStatus: 'pending' }) as const satisfies Partial<Message>;

/**
 * What the platform sets on a visitor's new message, whatever was sent: its date, unread, medium priority, e-mails
 * pending. The source is the visitor's to say (quote form or chat), `contact_form` when absent.
 */
export const visitorMessageForced = (now: Date) => {
  const { source: _source, ...forced } = newQuoteRequestFields(now);
  return forced;
};
export type StoredMessage = Stored<Message>;
export type MessageStatus = Message['status'];
export type MessagePriority = Message['priority'];
export type MessageSource = Message['source'];

/**
 * The token the platform answers a visitor's new message with, which alone lets that page flag the message's
 * notification afterwards (docs/platform.md#jeton-du-message): as the update's `extra`, or nothing.
 */
export function ownerTokenOf(stored: object): { token?: string } {
  const { ownerToken } = stored as { ownerToken?: unknown };
  return typeof ownerToken === 'string' ? { token: ownerToken } : {};
}
