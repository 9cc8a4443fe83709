import type { FindResult, PlatformClient } from '@shared/http/types';
import { reviewerDisplayName } from '@shared/domain/reviewerName';

/** What a visitor sees of an approved review: displayed name, rating, comment, date. */
export interface PublishedReview {
  id: string;
  name: string;
  rating: number;
  comment: string;
  date: string;
}

export interface ReviewsSummary {
  reviews: PublishedReview[];
  /** Every approved review (the server's count), even beyond those read. */
  count: number;
  /** Average rating of the reviews read (the newest MAX_READ), null without any. */
  average: number | null;
}

export const MAX_READ = 200;

/** No approved review (the built-in content, a build without a platform). */
export const NO_REVIEWS: ReviewsSummary = { reviews: [], count: 0, average: null };

type PublicRead = {
  _id: string;
  name?: string;
  displayName?: string;
  rating: number;
  comment: string;
  createdAt: string;
};

/** The newest approved reviews (the platform serves only approved ones to visitors, without e-mails). */
export async function loadPublishedReviews(client: Pick<PlatformClient, 'find'>): Promise<ReviewsSummary> {
  const { list, total }: FindResult<PublicRead> = await client.find<PublicRead>('reviews', {
    filter: { status: 'approved' },
    sort: { createdAt: -1 },
    limit: MAX_READ,
  });
  const reviews = list.map((doc) => ({
    id: doc._id,
    name: reviewerDisplayName(doc.displayName ?? doc.name ?? ''),
    rating: doc.rating,
    comment: doc.comment,
    date: doc.createdAt,
  }));
  const average = reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : null;
  return { reviews, count: total, average };
}

const ONE_DECIMAL = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** "4,8/5 sur 12 avis" */
export const summaryText = ({ average, count }: Pick<ReviewsSummary, 'average' | 'count'>) =>
  average === null ? '' : `${ONE_DECIMAL.format(Math.round(average * 10) / 10)}/5 sur ${count} avis`;

/** "12 novembre 2026" */
export const reviewDate = (iso: string) => LONG_DATE.format(new Date(iso));
