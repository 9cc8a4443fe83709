import { DEFAULT_COMPANY, EMAIL_FROM_NAME } from '@shared/domain/company';
import type { ContactFormValues } from '@shared/domain/contactForm';
import type { Message } from '@shared/domain/messages';
import { contactConfirmationEmail, contactNotificationEmail } from '@shared/email/contactEmails';
import type { PlatformClient } from '@shared/http/types';

export type NotificationStatus = 'sent' | 'failed';

export interface ContactSubmission {
  id: string;
  notificationStatus: NotificationStatus;
}

export interface SubmitOptions {
  now?: () => Date;
  /** Where the admin notification goes (the company's address). */
  companyEmail?: string;
}

/**
 * The quote request's journey (docs/product.md#formulaire-de-devis): store it first — a failure here throws,
 * the form shows the error and keeps its values — then send the admin notification and the visitor's
 * confirmation, then record on the message whether they went out. Past the store, the request is safe: email
 * failures only flag the message.
 */
export async function submitContactRequest(
  client: PlatformClient,
  values: ContactFormValues,
  { now = () => new Date(), companyEmail = DEFAULT_COMPANY.email }: SubmitOptions = {},
): Promise<ContactSubmission> {
  const company = values.company.trim();
  const date = now().toISOString();
  const stored = await client.create<Message>('messages', {
    name: values.name,
    email: values.email,
    phone: values.phone,
    ...(company ? { company } : {}),
    postalCode: values.postalCode,
    subject: values.subject,
    message: values.message,
    date,
    status: 'unread',
    source: 'contact_form',
    priority: 'medium',
    notificationStatus: 'pending',
  });

  const emailData = {
    name: values.name,
    email: values.email,
    company,
    phone: values.phone,
    service: values.subject,
    message: values.message,
    date,
  };
  const results = await Promise.allSettled([
    client.sendEmail({
      to: companyEmail,
      replyTo: values.email,
      fromName: EMAIL_FROM_NAME,
      ...contactNotificationEmail(emailData),
    }),
    client.sendEmail({
      to: values.email,
      replyTo: companyEmail,
      fromName: EMAIL_FROM_NAME,
      ...contactConfirmationEmail(emailData),
    }),
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
