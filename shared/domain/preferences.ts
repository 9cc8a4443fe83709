/**
 * Newsletter preferences without zod, so the public pages that need them (preferences, newsletter sign-up)
 * do not pull the schema library into their first load. `subscribers.ts` validates the same shape.
 */
export const PREFERENCE_KEYS = [
  'newsletter',
  'promotions',
  'productUpdates',
  'energyTips',
  'events',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
export type Preferences = Record<PreferenceKey, boolean>;

/** Topics a new subscriber receives (docs/product.md#désinscription-et-préférences). */
export const DEFAULT_PREFERENCES: Preferences = {
  newsletter: true,
  promotions: false,
  productUpdates: true,
  energyTips: true,
  events: false,
};

/** The name of each kind of e-mail, as the preferences page and the back-office's campaigns show it. */
export const PREFERENCE_TITLES: Record<PreferenceKey, string> = {
  newsletter: 'Newsletter mensuelle',
  promotions: 'Offres et promotions',
  productUpdates: 'Nouveautés produits',
  energyTips: 'Conseils énergie',
  events: 'Événements',
};

/**
 * What the pages and e-mails promise about e-mails: at most 2 newsletter e-mails a week (the campaign send holds
 * to it), an unsubscription taken into account within 48 h, new preferences within 24 h, a reply to a quote
 * request within 24 h.
 */
export const EMAIL_POLICY = {
  maxPerWeek: 2,
  unsubscribeEffectHours: 48,
  preferencesEffectHours: 24,
  confirmationReplyHours: 24,
} as const;
