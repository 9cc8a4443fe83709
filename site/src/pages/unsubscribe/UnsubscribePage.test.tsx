// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtAddress } from '../../testing/AtAddress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { PlatformError } from '@shared/http/errors';
import { fakeClient } from '../../forms/contact/testClient';
import { UnsubscribePage } from './UnsubscribePage';

const EMAIL = 'marie+news@example.fr';
const TOKEN = 'valid-token_1';
const LINK = `/unsubscribe?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`;
const stored = { _id: 's1', email: EMAIL, status: 'active', preferences: DEFAULT_PREFERENCES };

function setup(url = LINK, submitMs = 0) {
  const { client, mocks } = fakeClient();
  mocks.find.mockResolvedValue({ total: 1, list: [stored] });
  const user = userEvent.setup();
  render(
    <AtAddress url={url}>
      <UnsubscribePage client={client} submitMs={submitMs} />
    </AtAddress>,
  );
  return { mocks, user };
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });
const confirmButton = () => screen.findByRole('button', { name: 'Confirmer la désinscription' });

afterEach(cleanup);

describe('UnsubscribePage', () => {
  it('shows the loading state until the link is checked', async () => {
    setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Désinscription de la newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Vérification de votre lien de désinscription...')).toHaveAttribute(
      'role',
      'status',
    );
    await confirmButton();
  });

  it.each([
    ['/unsubscribe', 'no parameter'],
    [`/unsubscribe?email=${encodeURIComponent(EMAIL)}`, 'no token'],
    [`/unsubscribe?token=${TOKEN}`, 'no e-mail'],
  ])('shows "Lien invalide" for %s (%s), without asking the platform', async (url) => {
    const { mocks } = setup(url);
    await h1('Lien invalide');
    expect(screen.getByText('Ce lien de désinscription n’est pas valide ou a expiré.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    expect(mocks.find).not.toHaveBeenCalled();
  });

  it('shows "Lien invalide" when the platform refuses the token, and offers no confirmation', async () => {
    const { client, mocks } = fakeClient();
    mocks.find.mockRejectedValue(new PlatformError(403, 'Lien invalide : le jeton ne correspond pas.'));
    render(
      <AtAddress url={LINK}>
        <UnsubscribePage client={client} submitMs={0} />
      </AtAddress>,
    );
    await h1('Lien invalide');
    expect(mocks.find).toHaveBeenCalledWith('subscribers', {
      filter: { email: EMAIL },
      token: TOKEN,
      limit: 1,
    });
    expect(screen.queryByRole('button', { name: 'Confirmer la désinscription' })).not.toBeInTheDocument();
  });

  it('shows "Lien invalide" for a valid token whose address has no subscription', async () => {
    const { client, mocks } = fakeClient();
    mocks.find.mockResolvedValue({ total: 0, list: [] });
    render(
      <AtAddress url={LINK}>
        <UnsubscribePage client={client} submitMs={0} />
      </AtAddress>,
    );
    await h1('Lien invalide');
  });

  it('says the service is unavailable, not that the link is invalid, when the platform cannot be reached', async () => {
    const { client, mocks } = fakeClient();
    mocks.find.mockRejectedValue(new PlatformError(0, 'Erreur réseau'));
    render(
      <AtAddress url={LINK}>
        <UnsubscribePage client={client} submitMs={0} />
      </AtAddress>,
    );
    await h1('Service momentanément indisponible');
    expect(screen.getByRole('link', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('confirms with the e-mail, what will be lost and the three actions', async () => {
    setup();
    await h1('Se désinscrire de nos e-mails');
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    const lost = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lost).toEqual([
      'Newsletter mensuelle',
      'Offres et promotions',
      'Nouveautés produits',
      'Conseils énergie',
      'Événements',
    ]);
    expect(await confirmButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Gérer mes préférences' })).toHaveAttribute(
      'href',
      `/email-preferences?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Annuler' })).toHaveAttribute('href', '/');
  });

  it('unsubscribes the stored subscriber, after the minimum wait, then shows the success texts and toast', async () => {
    const { mocks } = setup(LINK, 1000);
    const confirm = await confirmButton();
    // The minimum wait on a clock of the test's own: the platform answers at once, the label stays its full second.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(confirm);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByRole('button', { name: 'Désinscription en cours...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await h1('Désinscription confirmée');
    expect(mocks.update).toHaveBeenCalledTimes(1);
    expect(mocks.update).toHaveBeenCalledWith(
      'subscribers',
      { email: EMAIL },
      { status: 'unsubscribed' },
      { token: TOKEN },
    );
    expect(screen.getByText(/peut prendre jusqu’à 48h/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Nous contacter pour me réinscrire' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByText('Désinscription effectuée avec succès')).toBeInTheDocument();
    // The panel moves the focus in an effect after it draws: wait for it (docs/testing.md#attentes).
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('shows the error state and the error toast when the platform refuses the change', async () => {
    const { mocks, user } = setup();
    mocks.update.mockRejectedValue(new PlatformError(403, 'Lien invalide'));
    await user.click(await confirmButton());
    await h1('Lien invalide');
    expect(screen.getByText('Erreur lors de la désinscription')).toBeInTheDocument();
    expect(screen.queryByText('Désinscription confirmée')).not.toBeInTheDocument();
  });

  it('shows the unavailable state and the error toast when the change cannot reach the platform', async () => {
    const { mocks, user } = setup();
    mocks.update.mockRejectedValue(new PlatformError(503, 'Service indisponible'));
    await user.click(await confirmButton());
    await h1('Service momentanément indisponible');
    expect(screen.getByText('Erreur lors de la désinscription')).toBeInTheDocument();
  });

  describe('an address that already receives nothing', () => {
    const resubscribe = () => screen.findByRole('button', { name: 'Me réinscrire' });
    /** The platform keeps a returning address pending until its e-mailed link is followed. */
    const setupUnsubscribed = (status = 'unsubscribed') => {
      const { client, mocks } = fakeClient();
      mocks.find.mockResolvedValue({ total: 1, list: [{ ...stored, status }] });
      mocks.create.mockImplementation(async (_entity, doc) => ({
        ...doc,
        status: 'pending',
        _id: 's1',
        createdAt: 'x',
        updatedAt: 'x',
      }));
      render(
        <AtAddress url={LINK}>
          <UnsubscribePage client={client} submitMs={0} />
        </AtAddress>,
      );
      return { mocks, user: userEvent.setup() };
    };

    it('says it is already unsubscribed, and offers no « Confirmer la désinscription »', async () => {
      const { mocks } = setupUnsubscribed();
      await h1('Adresse déjà désinscrite');
      expect(screen.getByText(EMAIL)).toBeInTheDocument();
      expect(screen.getByText(/est déjà désinscrite de nos e-mails/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Confirmer la désinscription' })).not.toBeInTheDocument();
      expect(await resubscribe()).toBeEnabled();
      expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
      expect(mocks.update).not.toHaveBeenCalled();
    });

    it('says so too while a re-subscription waits for its confirmation', async () => {
      setupUnsubscribed('pending');
      await h1('Adresse déjà désinscrite');
      expect(screen.getByText(/attend la confirmation envoyée par e-mail/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Confirmer la désinscription' })).not.toBeInTheDocument();
    });

    it('subscribes again only through a new confirmation e-mail: the link’s token reactivates nothing', async () => {
      const { mocks, user } = setupUnsubscribed();
      await user.click(await resubscribe());
      await h1('Confirmez votre réinscription par e-mail');
      expect(mocks.create).toHaveBeenCalledWith(
        'subscribers',
        expect.objectContaining({ email: EMAIL, source: 'footer' }),
      );
      expect(mocks.update).not.toHaveBeenCalled();
      expect(screen.getByText(/Un e-mail de confirmation part vers l’adresse/)).toBeInTheDocument();
      // The panel moves the focus in an effect after it draws: wait for it (docs/testing.md#attentes).
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    });

    it('stays on the offer with an error toast when the request fails', async () => {
      const { mocks, user } = setupUnsubscribed();
      mocks.create.mockRejectedValueOnce(new PlatformError(503, 'Service indisponible'));
      await user.click(await resubscribe());
      expect(await screen.findByText('Erreur lors de la demande de réinscription')).toBeInTheDocument();
      expect(await resubscribe()).toBeEnabled();
      expect(mocks.sendSiteEmail).not.toHaveBeenCalled();
    });
  });
});
