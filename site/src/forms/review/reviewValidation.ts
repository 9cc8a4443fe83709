import { zodResolver } from '@hookform/resolvers/zod';
import { reviewFormSchema } from '@shared/domain/reviewForm';

/** The review form's validation, a chunk of its own (ReviewForm loads it on the first check). */
export const reviewResolver = zodResolver(reviewFormSchema);
