// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '@shared/domain/preferences';
import { PlatformError } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { fakeClient } from '../../forms/contact/testClient';
import { FormFallback } from '../../forms/FormFallback';
import { wakeIsland } from '../../islands/hydrate';
import { defineIsland, type IslandProps } from '../../islands/island';
import { EmailPreferencesPage } from '../emailPreferences/EmailPreferencesPage';
import { UnsubscribePage } from '../unsubscribe/UnsubscribePage';
import { preferencesPanel, startLinkCheck, unsubscribePanel } from './linkPanels';
import type { CheckedLink } from './subscriberLink';

/*
 * The subscription pages as a visitor's browser gets them: the prerendered markup, the start module's link check
 * without React, then the island hydrated over what the check showed (islands/hydrate.tsx, as the loader does).
 */

const EMAIL = 'marie+news@example.fr';
const TOKEN = 'valid-token_1';
const query = `?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`;
const STORED: Preferences = {
  newsletter: false,
  promotions: true,
  productUpdates: false,
  energyTips: true,
  events: true,
};
const TITLES = Object.values({
  newsletter: 'Newsletter mensuelle',
  promotions: 'Offres et promotions',
  productUpdates: 'Nouveautés produits',
  energyTips: 'Conseils énergie',
  events: 'Événements',
});

type Page = 'unsubscribe' | 'emailPreferences';

/** The page's island as the prerenderer writes it, at `address`; `started` is the loader's wake state. */
function prerendered(page: Page, address: string, client: PlatformClient) {
  window.history.replaceState(null, '', address);
  const element = document.createElement('div');
  element.dataset.island = page;
  element.innerHTML = renderToString(
    page === 'unsubscribe' ? <UnsubscribePage client={client} /> : <EmailPreferencesPage client={client} />,
  );
  document.body.replaceChildren(element);
  return element;
}

function subscriber(status: string, preferences: Preferences = STORED) {
  const { client, mocks } = fakeClient();
  mocks.find.mockResolvedValue({
    total: 1,
    list: [{ _id: 's1', email: EMAIL, status, preferences, createdAt: 'x', updatedAt: 'x' }],
  });
  return { client, mocks };
}

const NOT_WOKEN = { started: () => false };
const panelOf = { unsubscribe: unsubscribePanel, emailPreferences: preferencesPanel };

async function checked(page: Page, client: PlatformClient, address = `/${page}${query}`) {
  const element = prerendered(page, address, client);
  await startLinkCheck(element, NOT_WOKEN, client, panelOf[page]);
  return element;
}

const panels = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('[data-panel]')].map((panel) => ({
    name: panel.dataset.panel,
    hidden: panel.hidden,
  }));

/** Wakes the island as the loader does, with the props the check wrote; fails on any hydration complaint. */
async function wake(page: Page, element: HTMLElement, client: PlatformClient) {
  const Component = (props: { checked?: CheckedLink }) =>
    page === 'unsubscribe' ? (
      <UnsubscribePage {...props} client={client} submitMs={0} />
    ) : (
      <EmailPreferencesPage {...props} client={client} loadMs={0} submitMs={0} />
    );
  const island = defineIsland({ name: page, Component, when: ['interaction'] });
  const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
  let woken = false;
  await act(async () => {
    void wakeIsland(element, island as Parameters<typeof wakeIsland>[1], props).then(() => (woken = true));
  });
  await waitFor(() => expect(woken).toBe(true));
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  // React says a hydration mismatch on the console: none, whatever the panel.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('/unsubscribe at load, without React', () => {
  it('checks the link with its token and shows the confirmation alone, with the address and the preferences link', async () => {
    const { client, mocks } = subscriber('active');
    const element = await checked('unsubscribe', client);
    expect(mocks.find).toHaveBeenCalledExactlyOnceWith('subscribers', {
      filter: { email: EMAIL },
      token: TOKEN,
      limit: 1,
    });
    expect(panels(element)).toEqual([{ name: 'confirm', hidden: false }]);
    screen.getByRole('heading', { level: 1, name: 'Se désinscrire de nos e-mails' });
    expect(screen.getByText(EMAIL).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Gérer mes préférences' })).toHaveAttribute(
      'href',
      `/email-preferences${query.replace('+', '%2B').replace('@', '%40')}`,
    );
    expect(JSON.parse(element.dataset.props!)).toEqual({
      checked: {
        status: 'valid',
        link: { email: EMAIL, token: TOKEN },
        subscriber: { _id: 's1', status: 'active', preferences: STORED },
      },
    });
  });

  it('is taken over by the island without a mismatch, which unsubscribes once however often it is tapped', async () => {
    const { client, mocks } = subscriber('active');
    const element = await checked('unsubscribe', client);
    const button = screen.getByRole('button', { name: 'Confirmer la désinscription' });
    await wake('unsubscribe', element, client);
    // Hydrated, not rendered again: the same button, and the link was not asked for a second time.
    expect(screen.getByRole('button', { name: 'Confirmer la désinscription' })).toBe(button);
    expect(mocks.find).toHaveBeenCalledTimes(1);
    const user = userEvent.setup();
    await user.dblClick(button);
    await screen.findByRole('heading', { level: 1, name: 'Désinscription confirmée' });
    expect(mocks.update).toHaveBeenCalledExactlyOnceWith(
      'subscribers',
      { email: EMAIL },
      { status: 'unsubscribed' },
      { token: TOKEN },
    );
  });

  it('shows « Lien invalide » without asking the platform when the e-mail or the token is missing', async () => {
    const { client, mocks } = subscriber('active');
    const element = await checked('unsubscribe', client, `/unsubscribe?email=${encodeURIComponent(EMAIL)}`);
    expect(panels(element)).toEqual([{ name: 'invalid', hidden: false }]);
    screen.getByRole('heading', { level: 1, name: 'Lien invalide' });
    screen.getByText('Ce lien de désinscription n’est pas valide ou a expiré.');
    expect(mocks.find).not.toHaveBeenCalled();
    await wake('unsubscribe', element, client);
    screen.getByRole('heading', { level: 1, name: 'Lien invalide' });
  });

  it('shows « Lien invalide » when the platform refuses the token', async () => {
    const { client, mocks } = fakeClient();
    mocks.find.mockRejectedValue(new PlatformError(403, 'Lien invalide'));
    const element = await checked('unsubscribe', client);
    expect(panels(element)).toEqual([{ name: 'invalid', hidden: false }]);
  });

  it('says the service is unavailable when the platform cannot answer, with « Réessayer », the telephone and the e-mail', async () => {
    const { client, mocks } = fakeClient();
    mocks.find.mockRejectedValue(new PlatformError(503, 'Indisponible'));
    const element = await checked('unsubscribe', client);
    expect(panels(element)).toEqual([{ name: 'unavailable', hidden: false }]);
    screen.getByRole('heading', { level: 1, name: 'Service momentanément indisponible' });
    expect(screen.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', window.location.href);
    expect(screen.getByRole('link', { name: /^0\d/ }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:.+@.+/);
    await wake('unsubscribe', element, client);
    expect(screen.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', window.location.href);
  });

  it.each([
    ['unsubscribed', false],
    ['pending', true],
  ])(
    'says « déjà désinscrite » to a %s address, with the pending note only when one waits',
    async (status, note) => {
      const { client } = subscriber(status);
      const element = await checked('unsubscribe', client);
      expect(panels(element)).toEqual([{ name: 'already', hidden: false }]);
      screen.getByRole('heading', { level: 1, name: 'Adresse déjà désinscrite' });
      expect(screen.queryByText(/elle attend la confirmation envoyée par e-mail/) !== null).toBe(note);
      expect(screen.queryByRole('button', { name: 'Confirmer la désinscription' })).toBeNull();
      await wake('unsubscribe', element, client);
      screen.getByRole('button', { name: 'Me réinscrire' });
    },
  );
});

describe('/email-preferences at load, without React', () => {
  const switches = () =>
    TITLES.map((name) => (screen.getByRole('switch', { name }) as HTMLInputElement).checked);

  it('shows the stored preferences in the form alone, with the address and the unsubscribe link', async () => {
    const { client } = subscriber('active');
    const element = await checked('emailPreferences', client);
    expect(panels(element)).toEqual([{ name: 'form', hidden: false }]);
    expect(switches()).toEqual([false, true, false, true, true]);
    expect(screen.getByText(EMAIL).tagName).toBe('STRONG');
    expect(
      screen.getByRole('link', { name: 'Se désinscrire de tous les e-mails' }).getAttribute('href'),
    ).toBe(`/unsubscribe${query.replace('+', '%2B').replace('@', '%40')}`);
  });

  it('keeps what the visitor changed before the island woke, and saves exactly that, once', async () => {
    const { client, mocks } = subscriber('active', DEFAULT_PREFERENCES);
    const element = await checked('emailPreferences', client);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Newsletter mensuelle' }));
    await user.click(screen.getByRole('switch', { name: 'Événements' }));
    const save = screen.getByRole('button', { name: 'Enregistrer mes préférences' });
    await wake('emailPreferences', element, client);
    expect(screen.getByRole('button', { name: 'Enregistrer mes préférences' })).toBe(save);
    expect(switches()).toEqual([false, false, true, true, true]);
    await user.dblClick(save);
    await screen.findByRole('heading', { level: 1, name: 'Préférences mises à jour' });
    expect(mocks.update).toHaveBeenCalledExactlyOnceWith(
      'subscribers',
      { email: EMAIL },
      { preferences: { ...DEFAULT_PREFERENCES, newsletter: false, events: true } },
      { token: TOKEN },
    );
  });

  it('asks a pending address to confirm its re-subscription, and an unsubscribed one says so, with no switch', async () => {
    const pending = subscriber('pending');
    const element = await checked('emailPreferences', pending.client);
    expect(panels(element)).toEqual([{ name: 'resubscribe', hidden: false }]);
    within(element).getByRole('button', { name: 'Confirmer ma réinscription' });
    await wake('emailPreferences', element, pending.client);
    screen.getByText(EMAIL);

    const gone = subscriber('unsubscribed');
    const other = await checked('emailPreferences', gone.client);
    expect(panels(other)).toEqual([{ name: 'already', hidden: false }]);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText(/elle attend la confirmation/)).toBeNull();
  });

  it('keeps « Chargement de vos préférences... » for its minimum second (docs/product.md#constantes), however fast the platform answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { client } = subscriber('active');
      const element = prerendered('emailPreferences', `/email-preferences${query}`, client);
      let done = false;
      void startLinkCheck(element, NOT_WOKEN, client, preferencesPanel, 1000).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      expect(panels(element).filter((panel) => !panel.hidden)).toEqual([{ name: 'loading', hidden: false }]);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      expect(panels(element)).toEqual([{ name: 'form', hidden: false }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes its notice tell of a request that could not leave once the form is shown, keeping the choices', async () => {
    const notice = () => document.querySelector<HTMLElement>('[data-failure-of="emailPreferences"]')!;
    const withNotice = (element: HTMLElement) =>
      element.insertAdjacentHTML(
        'afterend',
        renderToString(
          <FormFallback
            island="emailPreferences"
            failed="Vos préférences n’ont pas pu être chargées."
            kept={false}
            after={{ failed: 'Votre demande n’a pas pu être envoyée.', kept: 'Vos choix sont conservés.' }}
          />,
        ),
      );
    const invalid = subscriber('active');
    const unchecked = prerendered('emailPreferences', '/email-preferences', invalid.client);
    withNotice(unchecked);
    await startLinkCheck(unchecked, NOT_WOKEN, invalid.client, preferencesPanel);
    // No form shown: the notice still speaks of the page that could not load.
    expect(notice().textContent).toMatch(/^Vos préférences n’ont pas pu être chargées\. La page/);

    const { client } = subscriber('active');
    const element = prerendered('emailPreferences', `/email-preferences${query}`, client);
    withNotice(element);
    await startLinkCheck(element, NOT_WOKEN, client, preferencesPanel);
    expect(notice().textContent).toMatch(
      /^Votre demande n’a pas pu être envoyée\. La page n’a pas pu charger ce qu’il lui faut \(connexion interrompue ou site mis à jour\)\. Vos choix sont conservés\.Réessayer/,
    );
  });

  it('touches nothing when the island woke first (a script asked for it): its DOM is React’s', async () => {
    const { client } = subscriber('active');
    const element = prerendered('emailPreferences', `/email-preferences${query}`, client);
    const before = element.innerHTML;
    await startLinkCheck(element, { started: () => true }, client, preferencesPanel);
    expect(element.innerHTML).toBe(before);
    expect(element.dataset.props).toBeUndefined();
  });
});
