import type { ReviewFormValues } from '@shared/domain/reviewForm';
import type { Review } from '@shared/domain/reviews';
import type { PlatformClient } from '@shared/http/types';

/** Stores the review for moderation: an administrator approves it before it is shown anywhere. */
export function submitReview(client: PlatformClient, values: ReviewFormValues, key?: string) {
  // Keyed, a repeat of the same submission is answered without a second review (docs/platform.md#clés-didempotence).
  return client.create<Review>(
    'reviews',
    { ...values, status: 'pending' },
    ...(key ? [{ idempotencyKey: key }] : []),
  );
}
