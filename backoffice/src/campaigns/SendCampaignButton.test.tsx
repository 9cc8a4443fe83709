// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderListScreen } from '../layout/testing';
import { CampaignStatusField } from './CampaignFields';
import { SendCampaignButton } from './SendCampaignButton';
import { SendElsewhereError } from './sendCampaign';

const campaign = {
  id: 'c1',
  name: 'Aides 2027',
  subject: 'Les aides à la rénovation en 2027',
  topic: 'newsletter',
  status: 'sending',
  html: '<p>Bonjour</p>',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const counts = (sent: number) => ({ sent, skipped_cap: 0, skipped_preference: 0 });

function renderButton(dataProvider: object) {
  renderListScreen(
    'campaigns',
    <RecordContextProvider value={campaign}>
      <SendCampaignButton />
    </RecordContextProvider>,
    { getList: vi.fn().mockResolvedValue({ data: [], total: 0 }), ...dataProvider },
  );
}

const resume = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Reprendre l’envoi' }));
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer la campagne' }));
};

describe('the send button', () => {
  it('when another tab holds the send, says so in French and follows it instead of sending', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sendCampaign = vi
      .fn()
      .mockRejectedValue(
        new SendElsewhereError('En cours ailleurs', 'direction@example.com', 'campaign_claimed'),
      );
    let finish: (value: unknown) => void = () => undefined;
    const followCampaign = vi.fn(async (_id: string, { onProgress }: { onProgress: (p: object) => void }) => {
      onProgress({
        done: 40,
        total: 100,
        counts: { sent: 35, skipped_cap: 3, skipped_preference: 2 },
        by: 'direction@example.com',
      });
      return new Promise((resolve) => (finish = resolve));
    });
    renderButton({ sendCampaign, followCampaign });
    await resume();
    expect(
      await screen.findByText(
        'Cette campagne est en cours d’envoi ailleurs (par direction@example.com, dans un autre onglet ou sur un autre poste) : vous suivez sa progression ici, sans rien envoyer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Envoi en cours : 40 abonnés traités sur 100')).toBeInTheDocument();
    // The deliveries' own counts, not the subscribers handled.
    expect(screen.getByTestId('campaign-send-counts')).toHaveTextContent(
      'Envoyés : 35 · Ignorés (plafond) : 3 · Ignorés (préférences) : 2',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(sendCampaign).toHaveBeenCalledTimes(1);

    finish({ status: 'sent', counts: counts(100) });
    expect(
      await screen.findByText(
        'Campagne envoyée : 100 envoyé(s), 0 ignoré(s) par le plafond, 0 par les préférences.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Cette campagne a été envoyée ailleurs \(par direction@example\.com/),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'En cours ailleurs' }));
  });

  it('when the send elsewhere stalls (its tab closed), offers « Reprendre l’envoi » and takes it over', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sendCampaign = vi
      .fn()
      .mockRejectedValueOnce(
        new SendElsewhereError('En cours ailleurs', 'admin@example.com', 'campaign_claimed'),
      )
      .mockResolvedValueOnce(counts(100));
    const followCampaign = vi.fn().mockResolvedValue({ status: 'stalled', counts: counts(30) });
    renderButton({ sendCampaign, followCampaign });
    await resume();
    expect(
      await screen.findByText(
        'L’envoi s’est arrêté ailleurs (onglet fermé ?) après 30 e-mail(s) : « Reprendre l’envoi » le termine d’ici, sans doublon.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre l’envoi', hidden: false }));
    expect(
      await screen.findByText(
        'Campagne envoyée : 100 envoyé(s), 0 ignoré(s) par le plafond, 0 par les préférences.',
      ),
    ).toBeInTheDocument();
    expect(sendCampaign).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'En cours ailleurs' }));
  });

  it('shows the campaign « Envoi en cours » from the first step of a send started on a draft', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const sendCampaign = vi.fn(async (_id: string, { onProgress }: { onProgress: (p: object) => void }) => {
      onProgress({ done: 10, total: 100, counts: counts(10) });
      return new Promise((resolve) => (finish = resolve));
    });
    renderListScreen(
      'campaigns',
      <RecordContextProvider value={{ ...campaign, status: 'draft' }}>
        <CampaignStatusField />
        <SendCampaignButton />
      </RecordContextProvider>,
      { getList: vi.fn().mockResolvedValue({ data: [], total: 0 }), sendCampaign },
    );
    expect(await screen.findByText('Brouillon')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la campagne' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer la campagne', hidden: false }));
    expect(
      await screen.findByText('Envoi en cours', { selector: '*:not([role=dialog] *)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Brouillon')).not.toBeInTheDocument();
    finish(counts(100));
  });
});
