import type { ContactFormValues } from '@shared/domain/contactForm';
import { newQuoteRequestFields, ownerTokenOf, type Message } from '@shared/domain/messages';
import type { PlatformClient, WriteOptions } from '@shared/http/types';

export type NotificationStatus = 'sent' | 'failed';

export interface ContactSubmission {
  id: string;
  notificationStatus: NotificationStatus;
}

export interface SubmitOptions {
  now?: () => Date;
  /**
   * The submission's idempotency key: the request and each of its e-mails carry it (or a key made from it), so a
   * repeat stores nothing twice and sends no e-mail twice (docs/platform.md#clés-didempotence).
   */
  key?: string;
}

/** The key of each e-mail of a quote request, made from the submission's key. */
export const emailKey = (key: string, message: 'quote-notification' | 'quote-confirmation') =>
  `${key}.${message === 'quote-notification' ? 'notification' : 'confirmation'}`;

const keyed = (key: string | undefined): [] | [WriteOptions] => (key ? [{ idempotencyKey: key }] : []);

/**
 * The quote request's journey (docs/product.md#formulaire-de-devis): store it first — a failure here throws,
 * the form shows the error and keeps its values — then ask the platform for the admin notification and the
 * visitor's confirmation (it renders and addresses them from the stored request), then record on the message whether they went out. Past the store, the request is safe: email
 * failures only flag the message.
 */
export async function submitContactRequest(
  client: PlatformClient,
  values: ContactFormValues,
  { now = () => new Date(), key }: SubmitOptions = {},
): Promise<ContactSubmission> {
  const company = values.company.trim();
  const stored = await client.create<Message>(
    'messages',
    {
      name: values.name,
      email: values.email,
      phone: values.phone,
      ...(company ? { company } : {}),
      postalCode: values.postalCode,
      subject: values.subject,
      message: values.message,
      ...newQuoteRequestFields(now()),
    },
    ...keyed(key),
  );

  const email = (message: 'quote-notification' | 'quote-confirmation') =>
    client.sendSiteEmail({ message, documentId: stored._id }, ...keyed(key && emailKey(key, message)));
  const results = await Promise.allSettled([email('quote-notification'), email('quote-confirmation')]);
  const notificationStatus: NotificationStatus = results.every((r) => r.status === 'fulfilled')
    ? 'sent'
    : 'failed';

  try {
    await client.update<Message>(
      'messages',
      { _id: stored._id },
      { notificationStatus },
      ownerTokenOf(stored),
    );
  } catch {
    // The request is stored; a lost flag only leaves it 'pending', which the back-office shows as such.
  }
  return { id: stored._id, notificationStatus };
}
