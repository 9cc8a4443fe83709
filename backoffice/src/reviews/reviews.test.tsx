// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Notification, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLoadErrorOnly, platformDown } from '../layout/testing';
import { ReviewList } from './ReviewList';
import { TestAdminContext } from '../testing/TestAdminContext';
import { onAPhone } from '../testing/phone';

afterEach(cleanup);

const reviews = [
  {
    id: 'r1',
    name: 'Aurélie B.',
    email: 'aurelie@example.fr',
    rating: 4,
    comment: 'Devis clair.',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    id: 'r2',
    name: 'Pierre L.',
    email: 'pierre@example.net',
    rating: 2,
    comment: 'Un peu de retard.',
    status: 'pending',
    createdAt: '2026-11-18T10:00:00.000Z',
  },
];

function renderReviews(getList = vi.fn().mockResolvedValue({ data: reviews, total: reviews.length })) {
  const dataProvider = {
    getList,
    update: vi.fn(async (_r: string, { id, data }: { id: string; data: object }) => ({
      data: { ...reviews.find((r) => r.id === id), ...data },
    })),
    updateMany: vi.fn(async (_r: string, { ids }: { ids: string[] }) => ({ data: ids })),
  };
  render(
    <TestMemoryRouter initialEntries={['/reviews']}>
      <TestAdminContext dataProvider={dataProvider as unknown as DataProvider}>
        <ResourceContextProvider value="reviews">
          <ReviewList />
          <Notification />
        </ResourceContextProvider>
      </TestAdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('review moderation', () => {
  it('when the platform fails, shows the error only, then the reviews once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getList = vi.fn().mockResolvedValue({ data: reviews, total: reviews.length });
    getList.mockRejectedValueOnce(platformDown());
    renderReviews(getList);
    await expectLoadErrorOnly('Erreur lors du chargement des avis', ['Aucun avis pour ce statut.']);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aurélie B.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });

  it('lists pending reviews first (default filter), newest first, with stars, date and status badge', async () => {
    const dp = renderReviews();
    await screen.findByText('Aurélie B.');
    expect(dp.getList).toHaveBeenCalledWith(
      'reviews',
      expect.objectContaining({ filter: { status: 'pending' }, sort: { field: 'createdAt', order: 'DESC' } }),
    );
    const row = rowOf('Aurélie B.');
    expect(within(row).getByRole('img', { name: '4 sur 5' })).toHaveTextContent('★★★★☆');
    expect(within(row).getByText('Devis clair.')).toBeInTheDocument();
    expect(within(row).getByText('20 novembre 2026')).toBeInTheDocument();
    expect(within(row).getByText('En attente')).toBeInTheDocument();
    expect(within(rowOf('Pierre L.')).getByRole('img', { name: '2 sur 5' })).toBeInTheDocument();
  });

  it('approves one review on the server', async () => {
    const dp = renderReviews();
    await screen.findByText('Aurélie B.');
    fireEvent.click(within(rowOf('Aurélie B.')).getByRole('button', { name: 'Approuver : Aurélie B.' }));
    await waitFor(() =>
      expect(dp.update).toHaveBeenCalledWith(
        'reviews',
        expect.objectContaining({ id: 'r1', data: { status: 'approved' } }),
      ),
    );
    expect(await screen.findByText('Avis approuvé')).toBeInTheDocument();
  });

  it('rejects one review on the server', async () => {
    const dp = renderReviews();
    await screen.findByText('Pierre L.');
    fireEvent.click(within(rowOf('Pierre L.')).getByRole('button', { name: 'Refuser : Pierre L.' }));
    await waitFor(() =>
      expect(dp.update).toHaveBeenCalledWith(
        'reviews',
        expect.objectContaining({ id: 'r2', data: { status: 'rejected' } }),
      ),
    );
    expect(await screen.findByText('Avis refusé')).toBeInTheDocument();
  });

  it('approves the ticked reviews in one bulk action', async () => {
    const dp = renderReviews();
    await screen.findByText('Aurélie B.');
    for (const name of ['Aurélie B.', 'Pierre L.'])
      fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
    await screen.findByText('2 sélectionnés');
    // The row buttons carry the reviewer's name: the only plain "Approuver" is the bulk action.
    fireEvent.click(screen.getByRole('button', { name: 'Approuver' }));
    // Publishing several reviews at once is confirmed first.
    const dialog = await screen.findByRole('dialog');
    expect(dp.updateMany).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(dp.updateMany).toHaveBeenCalledWith(
        'reviews',
        expect.objectContaining({ ids: ['r1', 'r2'], data: { status: 'approved' } }),
      ),
    );
  });

  it('on a phone, shows each review as a block with its comment, date, status and both decisions', async () => {
    onAPhone();
    try {
      const dp = renderReviews();
      const item = (await screen.findByText('Aurélie B.')).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(item).getByText('Devis clair.')).toBeInTheDocument();
      expect(within(item).getByText('20 novembre 2026')).toBeInTheDocument();
      fireEvent.click(within(item).getByRole('button', { name: 'Approuver : Aurélie B.' }));
      await waitFor(() =>
        expect(dp.update).toHaveBeenCalledWith(
          'reviews',
          expect.objectContaining({ id: 'r1', data: { status: 'approved' } }),
        ),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
