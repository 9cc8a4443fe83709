// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtAddress } from '../../testing/AtAddress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '@shared/domain/subscribers';
import { PlatformError } from '@shared/http/errors';
import { fakeClient } from '../../forms/contact/testClient';
import { EmailPreferencesPage } from './EmailPreferencesPage';

const EMAIL = 'marie+news@example.fr';
const TOKEN = 'valid-token_1';
const LINK = `/email-preferences?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`;
const STORED: Preferences = {
  newsletter: false,
  promotions: true,
  productUpdates: false,
  energyTips: true,
  events: true,
};

function setup({
  url = LINK,
  preferences = STORED as Preferences | null,
  loadMs = 0,
  submitMs = 0,
  status = 'active',
} = {}) {
  const { client, mocks } = fakeClient();
  mocks.find.mockResolvedValue({
    total: 1,
    list: [{ _id: 's1', email: EMAIL, status, ...(preferences ? { preferences } : {}) }],
  });
  const user = userEvent.setup();
  render(
    <AtAddress url={url}>
      <EmailPreferencesPage client={client} loadMs={loadMs} submitMs={submitMs} />
    </AtAddress>,
  );
  return { mocks, user };
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const toggle = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
const saveButton = () => screen.findByRole('button', { name: 'Enregistrer mes préférences' });
const TITLES = [
  'Newsletter mensuelle',
  'Offres et promotions',
  'Nouveautés produits',
  'Conseils énergie',
  'Événements',
] as const;
const checkedStates = () => TITLES.map((title) => toggle(title).checked);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(cleanup);

describe('EmailPreferencesPage', () => {
  it('shows "Chargement de vos préférences..." for the minimum time, then the form', async () => {
    // The minimum wait on a clock of the test's own: the platform answers at once, the loading text stays 300 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { mocks } = setup({ loadMs: 300 });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(screen.getByText('Chargement de vos préférences...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await saveButton();
    expect(mocks.find).toHaveBeenCalledWith('subscribers', {
      filter: { email: EMAIL },
      token: TOKEN,
      limit: 1,
    });
  });

  it.each([
    ['/email-preferences', 'no parameter'],
    [`/email-preferences?email=${encodeURIComponent(EMAIL)}`, 'no token'],
    [`/email-preferences?token=${TOKEN}`, 'no e-mail'],
  ])('shows "Lien invalide" for %s (%s)', async (url) => {
    const { mocks } = setup({ url });
    await h1('Lien invalide');
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    expect(mocks.find).not.toHaveBeenCalled();
  });

  it('shows "Lien invalide" when the platform refuses the token', async () => {
    const { client, mocks } = fakeClient();
    mocks.find.mockRejectedValue(new PlatformError(403, 'Lien invalide'));
    render(
      <AtAddress url={LINK}>
        <EmailPreferencesPage client={client} loadMs={0} submitMs={0} />
      </AtAddress>,
    );
    await h1('Lien invalide');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the URL-decoded e-mail and the stored preferences', async () => {
    setup();
    await saveButton();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(checkedStates()).toEqual([false, true, false, true, true]);
  });

  it('shows the default preferences (docs/product.md#désinscription-et-préférences) when the subscriber has no stored preferences', async () => {
    setup({ preferences: null });
    await saveButton();
    expect(checkedStates()).toEqual([
      DEFAULT_PREFERENCES.newsletter,
      DEFAULT_PREFERENCES.promotions,
      DEFAULT_PREFERENCES.productUpdates,
      DEFAULT_PREFERENCES.energyTips,
      DEFAULT_PREFERENCES.events,
    ]);
    expect(checkedStates()).toEqual([true, false, true, true, false]);
  });

  it('describes every kind with its frequency, the weekly limit, and links to unsubscribe and cancel', async () => {
    setup();
    await saveButton();
    expect(toggle('Newsletter mensuelle')).toHaveAccessibleDescription(/Fréquence\s: Mensuelle$/);
    expect(toggle('Offres et promotions')).toHaveAccessibleDescription(/Fréquence\s: Occasionnelle$/);
    expect(toggle('Nouveautés produits')).toHaveAccessibleDescription(/Fréquence\s: Deux fois par mois$/);
    expect(toggle('Conseils énergie')).toHaveAccessibleDescription(/Fréquence\s: Hebdomadaire$/);
    expect(toggle('Événements')).toHaveAccessibleDescription(/Fréquence\s: Occasionnelle$/);
    expect(screen.getByText(/au maximum 2 e-mails par semaine/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se désinscrire de tous les e-mails' })).toHaveAttribute(
      'href',
      `/unsubscribe?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Annuler' })).toHaveAttribute('href', '/');
  });

  it('saves the changed preferences with the token, showing "Enregistrement..." meanwhile', async () => {
    const { mocks, user } = setup();
    const pending = deferred<Record<string, unknown>>();
    mocks.update.mockReturnValue(pending.promise);
    await saveButton();
    await user.click(toggle('Newsletter mensuelle'));
    await user.click(toggle('Événements'));
    await user.click(await saveButton());

    const busy = screen.getByRole('button', { name: 'Enregistrement...' });
    expect(busy).toBeDisabled();
    expect(toggle('Conseils énergie')).toBeDisabled();
    expect(mocks.update).toHaveBeenCalledWith(
      'subscribers',
      { email: EMAIL },
      { preferences: { ...STORED, newsletter: true, events: false } },
      { token: TOKEN },
    );
    pending.resolve({});
    await h1('Préférences mises à jour');
    expect(screen.getByText(/prises en compte sous 24 heures/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Préférences mises à jour avec succès')).toBeInTheDocument();
  });

  it('keeps "Enregistrement..." for the minimum time even when the platform answers at once', async () => {
    setup({ submitMs: 1000 });
    const save = await saveButton();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(save);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByRole('button', { name: 'Enregistrement...' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await h1('Préférences mises à jour');
  });

  it('stays on the form with the choices kept and an error toast when saving fails', async () => {
    const { mocks, user } = setup();
    mocks.update.mockRejectedValue(new PlatformError(503, 'Service indisponible'));
    await saveButton();
    await user.click(toggle('Offres et promotions'));
    await user.click(await saveButton());
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
    expect(await saveButton()).toBeEnabled();
    expect(checkedStates()).toEqual([false, false, false, true, true]);
    expect(screen.queryByText('Préférences mises à jour')).not.toBeInTheDocument();
  });

  describe('a re-subscription waiting for this link', () => {
    const confirmButton = () => screen.findByRole('button', { name: 'Confirmer ma réinscription' });

    it('asks for a confirmation first, and changes nothing until it is given', async () => {
      const { mocks } = setup({ status: 'pending' });
      await h1('Confirmer votre réinscription');
      expect(await confirmButton()).toBeEnabled();
      expect(screen.getByText(EMAIL)).toBeInTheDocument();
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      expect(mocks.update).not.toHaveBeenCalled();
      expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
    });

    it('reactivates with the token, asks for the welcome e-mail, then shows the kept preferences', async () => {
      const { mocks, user } = setup({ status: 'pending' });
      await user.click(await confirmButton());
      expect(
        await screen.findByText('Réinscription confirmée : vous recevrez de nouveau nos e-mails'),
      ).toBeInTheDocument();
      expect(mocks.update).toHaveBeenCalledWith(
        'subscribers',
        { email: EMAIL },
        { status: 'active' },
        { token: TOKEN },
      );
      expect(mocks.sendSiteEmail).toHaveBeenCalledWith({ message: 'newsletter-welcome', documentId: 's1' });
      await saveButton();
      expect(checkedStates()).toEqual([false, true, false, true, true]);
    });

    it('stays on the confirmation with an error toast when the platform refuses', async () => {
      const { mocks, user } = setup({ status: 'pending' });
      mocks.update.mockRejectedValue(new PlatformError(503, 'Service indisponible'));
      await user.click(await confirmButton());
      expect(await screen.findByText('Erreur lors de la confirmation')).toBeInTheDocument();
      expect(await confirmButton()).toBeEnabled();
      expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
    });
  });

  it('says an unsubscribed address is so, with no preferences to save, and offers a new confirmation', async () => {
    const { mocks, user } = setup({ status: 'unsubscribed' });
    await h1('Adresse déjà désinscrite');
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer mes préférences' })).not.toBeInTheDocument();
    mocks.create.mockImplementationOnce(async (_entity, doc) => ({
      ...doc,
      status: 'pending',
      _id: 's1',
      createdAt: 'x',
      updatedAt: 'x',
    }));
    await user.click(await screen.findByRole('button', { name: 'Me réinscrire' }));
    await h1('Confirmez votre réinscription par e-mail');
    // The platform sends the confirmation itself (docs/newsletter.md#inscription); the link's token changes nothing.
    expect(mocks.create).toHaveBeenCalledWith('subscribers', expect.objectContaining({ email: EMAIL }));
    expect(mocks.update).not.toHaveBeenCalled();
  });
});
