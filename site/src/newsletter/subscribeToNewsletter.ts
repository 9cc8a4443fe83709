import { contactFormSchema } from '@shared/domain/contactForm';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import type { Subscriber } from '@shared/domain/subscribers';
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
  /**
   * `pending`: the address had unsubscribed; it comes back only through the link of the confirmation e-mail
   * (docs/newsletter.md#réinscription). `active`: subscribed (new, or already).
   */
  status: 'active' | 'pending';
  /** Whether that status's e-mail (welcome, or confirmation) went out now. */
  emailSent: boolean;
}

/**
 * Stores the subscriber (the spec's default preferences) — a failure here throws — then asks the platform for
 * the e-mail that follows: the welcome of a new subscriber, or the confirmation of a re-subscription. The
 * platform renders it, with links that carry the subscriber's token (the browser never knows the token secret),
 * and sends it once: signing up again while subscribed sends nothing more.
 */
export async function subscribeToNewsletter(
  client: PlatformClient,
  rawEmail: string,
  /** The sign-up's idempotency key: a repeat stores and sends nothing twice (docs/platform.md#clés-didempotence). */
  key?: string,
): Promise<SignUpResult> {
  const email = rawEmail.trim().toLowerCase();
  const keyed = (suffix: string) => (key ? [{ idempotencyKey: `${key}${suffix}` }] : []);
  const stored = await client.create<Subscriber>(
    'subscribers',
    { email, status: 'active', preferences: DEFAULT_PREFERENCES, source: 'footer' },
    ...keyed(''),
  );
  const status = stored.status === 'pending' ? 'pending' : 'active';
  try {
    await client.sendSiteEmail(
      {
        message: status === 'pending' ? 'newsletter-confirmation' : 'newsletter-welcome',
        documentId: stored._id,
      },
      ...keyed('.email'),
    );
    return { email, status, emailSent: true };
  } catch {
    return { email, status, emailSent: false };
  }
}

/** The footer's sign-up, through the app's platform client. */
export const signUp = (email: string, key?: string): Promise<SignUpResult> =>
  subscribeToNewsletter(platform, email, key);
