// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectLoadErrorOnly, platformDown, renderListScreen } from '../layout/testing';
import { SubscriberList } from './SubscriberList';

const subscriber = {
  id: 's1',
  email: 'lea@example.fr',
  status: 'active',
  source: 'footer',
  preferences: { newsletter: true },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the subscribers list', () => {
  it('says when there is nobody yet', async () => {
    renderListScreen('subscribers', <SubscriberList />, {
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    });
    expect(await screen.findByText('Aucun abonné pour le moment.')).toBeInTheDocument();
  });

  it('when the platform fails, shows the error only, then the subscribers once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getList = vi.fn().mockResolvedValue({ data: [subscriber], total: 1 });
    getList.mockRejectedValueOnce(platformDown());
    renderListScreen('subscribers', <SubscriberList />, { getList });
    await expectLoadErrorOnly('Erreur lors du chargement des abonnés', ['Aucun abonné pour le moment.']);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('lea@example.fr')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});
