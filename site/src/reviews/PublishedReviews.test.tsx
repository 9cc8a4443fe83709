// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteContentProvider } from '../content/siteContent';
import { HomeVoices } from '../pages/home/HomeVoices';
import { PublishedReviews } from './PublishedReviews';
import type { ReviewsSummary } from './publishedReviews';

const review = (i: number, rating = 5) => ({
  id: `r${i}`,
  name: `Client${i} N.`,
  rating,
  comment: `Commentaire ${i}`,
  date: `2026-11-${String(20 - i).padStart(2, '0')}T09:00:00.000Z`,
});

const summaryOf = (reviews: ReturnType<typeof review>[], count = reviews.length): ReviewsSummary => ({
  reviews,
  count,
  average: reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : null,
});

/** Renders as the prerenderer does: from the published content, with no fetch (docs/product.md#publication). */
const renderWith = (summary: ReviewsSummary | undefined, ui: ReactNode) =>
  render(
    <SiteContentProvider value={{ get: (key) => (key === 'reviews' ? summary : undefined) as never }}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SiteContentProvider>,
  );

afterEach(cleanup);

describe('approved reviews on /contact', () => {
  it('shows the newest first with the rating, first name and initial, French date, average and count', () => {
    renderWith(summaryOf([review(1, 5), review(2, 4)]), <PublishedReviews />);
    expect(screen.getByText('4,5/5 sur 2 avis')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/« Commentaire 1 ».*Client1 N\..*19 novembre 2026/),
      expect.stringMatching(/« Commentaire 2 ».*Client2 N\..*18 novembre 2026/),
    ]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Note\u00a0: 5 sur 5',
      'Note\u00a0: 4 sur 5',
    ]);
  });

  it('shows six, and the others behind « Voir les … avis », a disclosure that needs no script', async () => {
    const reviews = Array.from({ length: 8 }, (_, i) => review(i + 1));
    renderWith(summaryOf(reviews), <PublishedReviews />);
    const more = screen.getByText('Voir les 8 avis');
    expect(more.tagName).toBe('SUMMARY');
    expect(screen.getByText('« Commentaire 6 »')).toBeVisible();
    expect(screen.getByText('« Commentaire 7 »')).not.toBeVisible();
    await userEvent.click(more);
    expect(screen.getByText('« Commentaire 7 »')).toBeVisible();
    expect(screen.getByText('« Commentaire 8 »')).toBeVisible();
  });

  it('says when no review is published yet, as does a build without a platform', () => {
    renderWith(summaryOf([]), <PublishedReviews />);
    expect(screen.getByText(/Aucun avis publié pour le moment/)).toBeInTheDocument();
    cleanup();
    renderWith(undefined, <PublishedReviews />);
    expect(screen.getByText(/Aucun avis publié pour le moment/)).toBeInTheDocument();
  });
});

describe('testimonials on the home page', () => {
  const names = () =>
    within(screen.getByRole('region', { name: 'Ils nous ont fait confiance' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);

  it('fills with the fixed testimonials while fewer than three reviews are approved', () => {
    renderWith(summaryOf([review(1)]), <HomeVoices />);
    expect(screen.getByText('5/5 sur 1 avis')).toBeInTheDocument();
    expect(names()).toEqual(['Client1 N.', 'Sophie L.', 'Marc D.']);
  });

  it('shows the three newest approved reviews once there are three', () => {
    renderWith(summaryOf([review(1), review(2), review(3), review(4)], 4), <HomeVoices />);
    expect(screen.getByText('5/5 sur 4 avis')).toBeInTheDocument();
    expect(names()).toEqual(['Client1 N.', 'Client2 N.', 'Client3 N.']);
  });

  it('shows the fixed testimonials and no average without any approved review', () => {
    renderWith(summaryOf([]), <HomeVoices />);
    expect(names()).toEqual(['Sophie L.', 'Marc D.', expect.any(String)]);
    expect(screen.queryByText(/sur \d+ avis/)).toBeNull();
  });
});
