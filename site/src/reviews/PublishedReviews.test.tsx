// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeVoices } from '../pages/home/HomeVoices';
import { PublishedReviews } from './PublishedReviews';

const find = vi.fn();
vi.mock('@shared/http/platform', () => ({ platform: { find } }));

const review = (i: number, rating = 5) => ({
  _id: `r${i}`,
  name: `Client${i} Nom${i}`,
  rating,
  comment: `Commentaire ${i}`,
  createdAt: `2026-11-${String(20 - i).padStart(2, '0')}T09:00:00.000Z`,
});

afterEach(cleanup);
// Braces: a function returned by beforeEach would run as its teardown.
beforeEach(() => {
  find.mockReset();
});

describe('approved reviews on /contact', () => {
  it('shows the newest first with the rating, first name and initial, French date, average and count', async () => {
    find.mockResolvedValue({ total: 2, list: [review(1, 5), review(2, 4)] });
    render(<PublishedReviews />);
    expect(await screen.findByText('4,5/5 sur 2 avis')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/« Commentaire 1 ».*Client1 N\..*19 novembre 2026/),
      expect.stringMatching(/« Commentaire 2 ».*Client2 N\..*18 novembre 2026/),
    ]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Note : 5 sur 5',
      'Note : 4 sur 5',
    ]);
    expect(document.body.textContent).not.toContain('Nom1');
  });

  it('says when no review is published yet', async () => {
    find.mockResolvedValue({ total: 0, list: [] });
    render(<PublishedReviews />);
    expect(await screen.findByText(/Aucun avis publié pour le moment/)).toBeInTheDocument();
  });

  it('says when the reviews cannot be read', async () => {
    find.mockImplementation(async () => {
      throw new Error('hors ligne');
    });
    render(<PublishedReviews />);
    expect(await screen.findByText('Les avis n’ont pas pu être chargés.')).toBeInTheDocument();
  });
});

describe('testimonials on the home page', () => {
  const names = () =>
    within(screen.getByRole('region', { name: 'Ils nous ont fait confiance' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);

  it('fills with the fixed testimonials while fewer than three reviews are approved', async () => {
    find.mockResolvedValue({ total: 1, list: [review(1)] });
    render(<HomeVoices />, { wrapper: MemoryRouter });
    expect(await screen.findByText('5/5 sur 1 avis')).toBeInTheDocument();
    expect(names()).toEqual(['Client1 N.', 'Sophie L.', 'Marc D.']);
  });

  it('shows the three newest approved reviews once there are three', async () => {
    find.mockResolvedValue({ total: 4, list: [review(1), review(2), review(3), review(4)] });
    render(<HomeVoices />, { wrapper: MemoryRouter });
    expect(await screen.findByText('5/5 sur 4 avis')).toBeInTheDocument();
    expect(names()).toEqual(['Client1 N.', 'Client2 N.', 'Client3 N.']);
  });
});
