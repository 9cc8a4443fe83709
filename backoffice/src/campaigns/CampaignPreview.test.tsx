// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getList = vi.fn().mockResolvedValue({ data: [{ id: 's1', email: 'lea@example.fr' }], total: 1 });
    getList.mockRejectedValueOnce(platformDown());
    renderListScreen(
      'campaigns',
      <RecordContextProvider value={campaign}>
        <CampaignPreview />
      </RecordContextProvider>,
      { getList, previewCampaign: vi.fn().mockResolvedValue({ subject: 'x', html: '<p>x</p>' }) },
    );
    await expectLoadErrorOnly(
      'Erreur lors du chargement des abonnés : l’aperçu utilise une adresse d’exemple.',
      ['Aucun abonné actif : l’aperçu utilise une adresse d’exemple.'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('combobox', { name: 'Aperçu pour l’abonné' })).toHaveTextContent(
      'lea@example.fr',
    );
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });

  it('shows the e-mail as the platform personalised it for the chosen subscriber, links and all', async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [
        { id: 's1', email: 'lea@example.fr' },
        { id: 's2', email: 'marc@example.fr' },
      ],
      total: 2,
    });
    const previewCampaign = vi.fn(async (_campaign: unknown, email: string) => ({
      subject: campaign.subject,
      html: `<a href="https://site.example/unsubscribe?email=${email}&amp;token=jeton-${email}">Se désinscrire</a>`,
    }));
    renderListScreen(
      'campaigns',
      <RecordContextProvider value={campaign}>
        <CampaignPreview />
      </RecordContextProvider>,
      { getList, previewCampaign },
    );
    const frame = () => screen.getByTitle('Aperçu de l’e-mail de la campagne');
    await waitFor(() => expect(frame().getAttribute('srcdoc')).toContain('token=jeton-lea@example.fr'));
    expect(previewCampaign).toHaveBeenCalledWith(
      { subject: campaign.subject, html: campaign.html, topic: campaign.topic },
      'lea@example.fr',
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Aperçu pour l’abonné' }));
    fireEvent.click(await screen.findByRole('option', { name: 'marc@example.fr' }));
    await waitFor(() => expect(frame().getAttribute('srcdoc')).toContain('token=jeton-marc@example.fr'));
    expect(frame().getAttribute('srcdoc')).not.toContain('{{');
  });

  it('says so when the platform cannot prepare the preview, and retries', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getList = vi.fn().mockResolvedValue({ data: [], total: 0 });
    const previewCampaign = vi.fn().mockResolvedValue({ subject: 'x', html: '<p>Prêt</p>' });
    previewCampaign.mockRejectedValueOnce(platformDown());
    renderListScreen(
      'campaigns',
      <RecordContextProvider value={campaign}>
        <CampaignPreview />
      </RecordContextProvider>,
      { getList, previewCampaign },
    );
    expect(await screen.findByText('Erreur lors de la préparation de l’aperçu')).toBeInTheDocument();
    expect(screen.queryByTitle('Aperçu de l’e-mail de la campagne')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(screen.getByTitle('Aperçu de l’e-mail de la campagne').getAttribute('srcdoc')).toBe(
        '<p>Prêt</p>',
      ),
    );
    expect(previewCampaign).toHaveBeenLastCalledWith(expect.anything(), 'exemple@example.com');
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Serveur injoignable' }));
  });
});
