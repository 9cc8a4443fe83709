import { z } from './z';
import { isoDate, type Stored } from './document';
import type { Preferences } from './preferences';

export { DEFAULT_PREFERENCES, PREFERENCE_KEYS, type PreferenceKey } from './preferences';

export const preferencesSchema = z.strictObject({
  newsletter: z.boolean(),
  promotions: z.boolean(),
  productUpdates: z.boolean(),
  energyTips: z.boolean(),
  events: z.boolean(),
}) satisfies z.ZodType<Preferences>;
export type { Preferences };

/**
 * `pending`: an address that had unsubscribed and was entered again in a sign-up form. It receives nothing until
 * the link of the confirmation e-mail is followed (docs/newsletter.md#réinscription).
 */
export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed', 'pending'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscriberSchema = z.strictObject({
  email: z.email(),
  status: z.enum(SUBSCRIBER_STATUSES),
  preferences: preferencesSchema,
  source: z.enum(['footer', 'contact', 'admin']).optional(),
  unsubscribedAt: isoDate.optional(),
  /** When the address last became active again through its link (absent: since its creation). Platform-set. */
  subscribedAt: isoDate.optional(),
  /** When a sign-up form last asked to re-subscribe this address (status `pending`). Platform-set. */
  resubscribeRequestedAt: isoDate.optional(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export type StoredSubscriber = Stored<Subscriber>;
