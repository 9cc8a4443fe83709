import { z } from './z';
import { isoDate, shortText, type Stored } from './document';
import { RECIPIENT_OUTCOMES } from './campaigns';

/**
 * One e-mail of a campaign (docs/newsletter.md#livraisons): written by the platform only, in the same step as the
 * e-mail it records, unique per campaign and mailbox. The 2-in-7-days cap counts the `sent` ones of a mailbox.
 */
export const deliverySchema = z.strictObject({
  campaignId: shortText(100).min(1),
  /** The normalised mailbox (case, `+tag`, Gmail dots): the unique key with the campaign. */
  mailbox: z.string().min(3).max(320),
  /** The address as subscribed. */
  email: z.email(),
  subscriberId: shortText(100).min(1),
  outcome: z.enum(RECIPIENT_OUTCOMES),
  at: isoDate,
  /** The outbox document of a sent e-mail. */
  emailId: shortText(100).optional(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export type StoredDelivery = Stored<Delivery>;
