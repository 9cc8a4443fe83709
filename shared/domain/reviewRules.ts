/**
 * What a review may hold, without zod: the back-office's review list and the site's stars read them, and
 * `reviews.ts` / `reviewForm.ts` build their schemas on them.
 */

/** A review's mark: whole stars from 1 to 5. */
export const RATING_SCALE = { min: 1, max: 5 } as const;

/** A review is stored 'pending' and shown on the site once an administrator approves it. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The label of each rating of the review form, 0 being « not rated yet ». */
export const RATING_LABELS = [
  'Cliquez pour noter',
  'Très insatisfait',
  'Insatisfait',
  'Correct',
  'Satisfait',
  'Très satisfait',
] as const;
