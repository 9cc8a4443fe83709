import { z } from 'zod';
import { RATING, REVIEW_STATUSES } from './constants';
import { shortText, type Stored } from './document';

export const reviewSchema = z.strictObject({
  name: shortText().min(1),
  email: z.email(),
  rating: z.number().int().min(RATING.min).max(RATING.max),
  comment: z.string().trim().min(1).max(5000),
  status: z.enum(REVIEW_STATUSES),
});
export type Review = z.infer<typeof reviewSchema>;
export type StoredReview = Stored<Review>;

/**
 * How a reviewer is shown on the public site: first name and initial of the last name ("Claire D."), never the
 * full name or the e-mail (docs/product.md#avis-publies). Applied again to its own result it changes nothing.
 */
export function reviewerDisplayName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  if (!first) return '';
  const initial = rest[0]?.[0];
  return initial ? `${first} ${initial.toLocaleUpperCase('fr-FR')}.` : first;
}
