// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { expectLoadErrorOnly, platformDown, renderListScreen } from '../layout/testing';
import { CampaignPreview } from './CampaignPreview';

const campaign = {
  id: 'c1',
  name: 'Aides 2027',
  subject: 'Les aides à la rénovation en 2027',
  topic: 'newsletter',
  status: 'draft',
  html: '<p>Bonjour</p>',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the campaign preview', () => {
  it('when the subscribers cannot be read, says so rather than « no active subscriber », and retries', async () => {
    const getList = vi.fn().mockResolvedValue({ data: [{ id: 's1', email: 'lea@example.fr' }], total: 1 });
    getList.mockRejectedValueOnce(platformDown());
    renderListScreen(
      'campaigns',
      <RecordContextProvider value={campaign}>
        <CampaignPreview />
      </RecordContextProvider>,
      { getList },
    );
    await expectLoadErrorOnly(
      'Erreur lors du chargement des abonnés : l’aperçu utilise une adresse d’exemple.',
      ['Aucun abonné actif : l’aperçu utilise une adresse d’exemple.'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('combobox', { name: 'Aperçu pour l’abonné' })).toHaveTextContent(
      'lea@example.fr',
    );
  });
});
