import { config } from '@shared/config';
import { EMAIL_FROM_NAME } from '@shared/domain/company';
import { contactFormSchema } from '@shared/domain/contactForm';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import type { Subscriber } from '@shared/domain/subscribers';
import { welcomeNewsletterEmail } from '@shared/email/welcomeNewsletterEmail';
import { platform } from '@shared/http/platform';
import type { PlatformClient } from '@shared/http/types';

/*
 * Loaded on the first focus of the footer's e-mail field: zod and the platform client stay out of the
 * first load of every page.
 */

/** The French message for a bad address (the quote form's own rule and wording), or null when it is valid. */
export function newsletterEmailError(value: string): string | null {
  const result = contactFormSchema.shape.email.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Adresse e-mail invalide.');
}

export interface SignUpResult {
  email: string;
  /** false when the subscriber is stored but the welcome email could not go out. */
  welcomeSent: boolean;
}

/**
 * Stores the subscriber (the spec's default preferences) — a failure here throws — then sends the welcome
 * email. Its unsubscribe link carries the e-mail and `{{unsubscribeToken}}`, which the platform replaces
 * with the recipient's token (the browser never knows the token secret).
 */
export async function subscribeToNewsletter(
  client: PlatformClient,
  rawEmail: string,
  siteUrl: string = config.siteUrl,
): Promise<SignUpResult> {
  const email = rawEmail.trim().toLowerCase();
  await client.create<Subscriber>('subscribers', {
    email,
    status: 'active',
    preferences: DEFAULT_PREFERENCES,
    source: 'footer',
  });
  try {
    await client.sendEmail({
      to: email,
      fromName: EMAIL_FROM_NAME,
      ...welcomeNewsletterEmail({ email, siteUrl }),
    });
    return { email, welcomeSent: true };
  } catch {
    return { email, welcomeSent: false };
  }
}

/** The footer's sign-up, through the app's platform client. */
export const signUp = (email: string): Promise<SignUpResult> => subscribeToNewsletter(platform, email);
