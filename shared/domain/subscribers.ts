import { z } from 'zod';
import { isoDate, type Stored } from './document';

export const PREFERENCE_KEYS = [
  'newsletter',
  'promotions',
  'productUpdates',
  'energyTips',
  'events',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

export const preferencesSchema = z.strictObject({
  newsletter: z.boolean(),
  promotions: z.boolean(),
  productUpdates: z.boolean(),
  energyTips: z.boolean(),
  events: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** Defaults of spec section 3. */
export const DEFAULT_PREFERENCES: Preferences = {
  newsletter: true,
  promotions: false,
  productUpdates: true,
  energyTips: true,
  events: false,
};

export const subscriberSchema = z.strictObject({
  email: z.email(),
  status: z.enum(['active', 'unsubscribed']),
  preferences: preferencesSchema,
  source: z.enum(['footer', 'contact', 'admin']).optional(),
  unsubscribedAt: isoDate.optional(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export type StoredSubscriber = Stored<Subscriber>;
