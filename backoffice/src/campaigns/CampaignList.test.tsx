// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectLoadErrorOnly, platformDown, renderListScreen } from '../layout/testing';
import { CampaignList } from './CampaignList';

const campaign = {
  id: 'c1',
  name: 'Aides 2027',
  subject: 'Les aides à la rénovation en 2027',
  topic: 'newsletter',
  status: 'draft',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the campaigns list', () => {
  it('says when there is no campaign yet', async () => {
    renderListScreen('campaigns', <CampaignList />, {
      getList: vi.fn().mockResolvedValue({ data: [], total: 0 }),
    });
    expect(await screen.findByText('Aucune campagne pour le moment.')).toBeInTheDocument();
  });

  it('when the platform fails, shows the error only, then the campaigns once « Réessayer » succeeds', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getList = vi.fn().mockResolvedValue({ data: [campaign], total: 1 });
    getList.mockRejectedValueOnce(platformDown());
    renderListScreen('campaigns', <CampaignList />, { getList });
    await expectLoadErrorOnly('Erreur lors du chargement des campagnes', ['Aucune campagne pour le moment.']);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aides 2027')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});
