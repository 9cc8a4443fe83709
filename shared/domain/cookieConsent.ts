import { z } from './z';

/** The visitor's choice, kept in local storage under 'cookie-consent' (never sent to the backend). */
export const cookieConsentSchema = z.strictObject({
  essential: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  version: z.number().int(),
  date: z.iso.datetime(),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
