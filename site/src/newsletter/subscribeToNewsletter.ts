import { contactFormSchema } from '@shared/domain/contactForm';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
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
}

/**
 * Stores the sign-up (the default preferences, docs/product.md#désinscription-et-préférences); a failure here throws. The platform answers the same
 * whatever the address (docs/newsletter.md#inscription) and sends what follows, by e-mail, to that address only: the
 * welcome of a new subscriber, the confirmation link of an address that had unsubscribed, nothing more for one
 * already subscribed. The page cannot tell these apart, and asks for no e-mail itself: nothing fails (no 409) when
 * an address signs up twice.
 */
export async function subscribeToNewsletter(
  client: PlatformClient,
  rawEmail: string,
  /** The sign-up's idempotency key: a repeat stores and sends nothing twice (docs/platform.md#clés-didempotence). */
  key?: string,
): Promise<SignUpResult> {
  const email = rawEmail.trim().toLowerCase();
  await client.create(
    'subscribers',
    { email, status: 'active', preferences: DEFAULT_PREFERENCES, source: 'footer' },
    ...(key ? [{ idempotencyKey: key }] : []),
  );
  return { email };
}

/** The footer's sign-up, through the app's platform client. */
export const signUp = (email: string, key?: string): Promise<SignUpResult> =>
  subscribeToNewsletter(platform, email, key);
