import { z } from './z';
import { singleLine, type Stored } from './document';
import { RATING_SCALE, REVIEW_STATUSES } from './reviewRules';

export const reviewSchema = z.strictObject({
  name: singleLine().min(1),
  email: z.email(),
  rating: z.number().int().min(RATING_SCALE.min).max(RATING_SCALE.max),
  comment: z.string().trim().min(1).max(5000),
  status: z.enum(REVIEW_STATUSES),
});
export type Review = z.infer<typeof reviewSchema>;
export type StoredReview = Stored<Review>;
