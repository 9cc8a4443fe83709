import { describe, expect, it, vi } from 'vitest';
import { reviewerDisplayName } from '@shared/domain/reviewerName';
import { loadPublishedReviews, reviewDate, summaryText } from './publishedReviews';

describe('published reviews', () => {
  it('shows a first name and the initial of the last name only, stable when applied twice', () => {
    expect(reviewerDisplayName('  Claire   Dubois-Lefèvre ')).toBe('Claire D.');
    expect(reviewerDisplayName('Claire D.')).toBe('Claire D.');
    expect(reviewerDisplayName('Émile')).toBe('Émile');
    expect(reviewerDisplayName('jean éluard')).toBe('jean É.');
  });

  it('reads the newest approved reviews and summarises them in French', async () => {
    const find = vi.fn().mockResolvedValue({
      total: 12,
      list: [
        {
          _id: 'r1',
          name: 'Claire Dubois',
          rating: 5,
          comment: 'Parfait',
          createdAt: '2026-11-12T09:00:00.000Z',
        },
        {
          _id: 'r2',
          displayName: 'Marc T.',
          rating: 4,
          comment: 'Bien',
          createdAt: '2026-10-01T09:00:00.000Z',
        },
      ],
    });
    const summary = await loadPublishedReviews({ find });
    expect(find).toHaveBeenCalledWith('reviews', {
      filter: { status: 'approved' },
      sort: { createdAt: -1 },
      limit: 200,
    });
    expect(summary.reviews.map((r) => r.name)).toEqual(['Claire D.', 'Marc T.']);
    expect(summaryText(summary)).toBe('4,5/5 sur 12 avis');
    expect(reviewDate(summary.reviews[0]?.date ?? '')).toBe('12 novembre 2026');
  });

  it('says nothing of an average without reviews', () => {
    expect(summaryText({ average: null, count: 0 })).toBe('');
    expect(summaryText({ average: 4.84, count: 5 })).toBe('4,8/5 sur 5 avis');
  });
});
