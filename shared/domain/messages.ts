import { z } from './z';
import { isoDate, shortText, type Stored } from './document';

export const MESSAGE_STATUSES = ['unread', 'read', 'archived'] as const;
export const MESSAGE_PRIORITIES = ['high', 'medium', 'low'] as const;

export const replySchema = z.strictObject({
  subject: shortText(300).min(1),
  message: z.string().trim().min(1).max(20_000),
  sentAt: isoDate,
  sentBy: z.email(),
});

/** Whether the admin notification for a request went out: 'pending' until the visitor's page confirms it. */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'failed'] as const;

export const messageSchema = z.strictObject({
  name: shortText().min(1),
  email: z.email(),
  phone: shortText(40).optional(),
  company: shortText().optional(),
  postalCode: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
  subject: shortText(300).min(1),
  message: z.string().trim().min(1).max(10_000),
  date: isoDate,
  status: z.enum(MESSAGE_STATUSES),
  source: z.enum(['contact_form']),
  priority: z.enum(MESSAGE_PRIORITIES),
  notificationStatus: z.enum(NOTIFICATION_STATUSES).optional(),
  replies: z.array(replySchema).max(200).optional(),
});
export type Message = z.infer<typeof messageSchema>;

/** What the quote form sends of a new request; everything else of the message is the platform's. */
export const VISITOR_MESSAGE_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'postalCode',
  'subject',
  'message',
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
export type StoredMessage = Stored<Message>;
export type MessageStatus = Message['status'];
export type MessagePriority = Message['priority'];
