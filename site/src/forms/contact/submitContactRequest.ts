import type { ContactFormValues } from '@shared/domain/contactForm';
import { newQuoteRequestFields, type Message } from '@shared/domain/messages';
import type { PlatformClient } from '@shared/http/types';

export type NotificationStatus = 'sent' | 'failed';

export interface ContactSubmission {
  id: string;
  notificationStatus: NotificationStatus;
}

export interface SubmitOptions {
  now?: () => Date;
}

/**
 * The quote request's journey (docs/product.md#formulaire-de-devis): store it first — a failure here throws,
 * the form shows the error and keeps its values — then ask the platform for the admin notification and the
 * visitor's confirmation (it renders and addresses them from the stored request), then record on the message whether they went out. Past the store, the request is safe: email
 * failures only flag the message.
 */
export async function submitContactRequest(
  client: PlatformClient,
  values: ContactFormValues,
  { now = () => new Date() }: SubmitOptions = {},
): Promise<ContactSubmission> {
  const company = values.company.trim();
  const stored = await client.create<Message>('messages', {
    name: values.name,
    email: values.email,
    phone: values.phone,
    ...(company ? { company } : {}),
    postalCode: values.postalCode,
    subject: values.subject,
    message: values.message,
    ...newQuoteRequestFields(now()),
  });

  const results = await Promise.allSettled([
    client.sendSiteEmail({ message: 'quote-notification', documentId: stored._id }),
    client.sendSiteEmail({ message: 'quote-confirmation', documentId: stored._id }),
  ]);
  const notificationStatus: NotificationStatus = results.every((r) => r.status === 'fulfilled')
    ? 'sent'
    : 'failed';

  try {
    await client.update<Message>('messages', { _id: stored._id }, { notificationStatus });
  } catch {
    // The request is stored; a lost flag only leaves it 'pending', which the back-office shows as such.
  }
  return { id: stored._id, notificationStatus };
}
