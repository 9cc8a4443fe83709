import { z } from './z';
import { shortText } from './document';

/** A page view is recorded only with analytics consent, and says so: the emulator refuses any other. */
export const pageviewSchema = z.strictObject({
  path: z
    .string()
    .regex(/^\/[^\s]*$/)
    .max(500),
  referrer: shortText(500).optional(),
  consent: z.strictObject({ analytics: z.literal(true), version: z.number().int().min(1) }),
});
export type Pageview = z.infer<typeof pageviewSchema>;
