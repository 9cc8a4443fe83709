import { z } from './z';
import { MESSAGE_PRIORITIES, MESSAGE_STATUSES } from './constants';
import { isoDate, shortText, type Stored } from './document';

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
export type StoredMessage = Stored<Message>;
export type MessageStatus = Message['status'];
export type MessagePriority = Message['priority'];
