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

export const subscriberSchema = z.strictObject({
  email: z.email(),
  status: z.enum(['active', 'unsubscribed']),
  preferences: preferencesSchema,
  source: z.enum(['footer', 'contact', 'admin']).optional(),
  unsubscribedAt: isoDate.optional(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export type StoredSubscriber = Stored<Subscriber>;
