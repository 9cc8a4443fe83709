import { failed, ok, type Finding } from '../report';
import { describeSeen, platformCall, type Target } from '../platformCall';
import { expectAnswer } from './expect';

/** What a visitor may not do (docs/platform.md#autorisations, #filtres-des-visiteurs, #avis-publics). */
export async function visitorChecks(target: Target): Promise<Finding[]> {
  const reviews = '{p}/reviews/documents/find';
  const publicReviews = await platformCall(target, reviews, { json: { limit: 20 } });
  const list = (publicReviews.data as { list?: Record<string, unknown>[] } | undefined)?.list;
  const leaks = (list ?? []).filter(
    (review) => 'email' in review || (review.status ?? 'approved') !== 'approved',
  );
  return [
    expectAnswer(
      'visiteur : messages réservés',
      await platformCall(target, '{p}/messages/documents/find', { json: {} }),
      {
        status: 401,
        reason: 'authentication_required',
      },
    ),
    expectAnswer(
      'visiteur : filtre par égalité seulement',
      await platformCall(target, reviews, { json: { filter: { rating: { $gt: 1 } } } }),
      { status: 400, reason: 'visitor_query' },
    ),
    expectAnswer(
      'visiteur : $regex réservé',
      await platformCall(target, reviews, { json: { filter: { comment: { $regex: 'a' } } } }),
      { status: 400, reason: 'regex_admin_only' },
    ),
    publicReviews.status === 200 && Array.isArray(list) && leaks.length === 0
      ? ok(
          'visiteur : vue publique des avis',
          `${describeSeen(publicReviews)}, ${list.length} avis sans adresse`,
        )
      : failed(
          'visiteur : vue publique des avis',
          `${describeSeen(publicReviews)}, ${leaks.length} avis trop visibles`,
        ),
  ];
}
