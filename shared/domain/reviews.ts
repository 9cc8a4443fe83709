import { z } from './z';
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
