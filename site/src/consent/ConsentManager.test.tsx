// @vitest-environment jsdom
import { act, render as renderInDocument, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { ConsentManager } from './ConsentManager';
import { recordConsentProof } from './consentProof';
import { startCookieBanner } from './bannerScript';
import { ConsentBanner } from './ConsentBanner';
import { COOKIE_BANNER_DELAY_MS, readConsent } from './consentStore';
import { ManageCookiesButton } from './ManageCookiesButton';

// Each choice is also stored as a proof on the platform (consentProof.test.ts covers the document itself).
vi.mock('./consentProof', () => ({ recordConsentProof: vi.fn(async () => {}) }));
const proofs = () =>
  vi.mocked(recordConsentProof).mock.calls.map(([consent, method]) => [consent.analytics, method]);

const KEY = COOKIE_CONSENT.storageKey;
const NOW = new Date('2025-06-10T08:00:00.000Z');

/** A page: the banner and the footer's button (HTML, run by bannerScript.ts as the loader does), the island. */
const ui = (
  <MemoryRouter>
    <ConsentBanner />
    <ConsentManager />
    <ManageCookiesButton />
  </MemoryRouter>
);
let stopBanner: () => void = () => {};

function render(element: React.ReactElement) {
  const result = renderInDocument(element);
  stopBanner = startCookieBanner({ consent: readConsent(), loadRecorder: () => new Promise(() => {}) });
  return result;
}

/** Lets the lazy banner chunk resolve after the timers moved. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await act(async () => {});
}

const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
const banner = () => screen.queryByRole('region', { name: 'Vos choix de cookies' }); // null while hidden
/** user-event waits on real timers: from here on only the clock stays fake (for the stored date). */
const user = () => {
  vi.useRealTimers();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  return userEvent.setup();
};

function saveRaw(value: Record<string, unknown>) {
  window.localStorage.setItem(KEY, JSON.stringify(value));
}

// The lazy chunk, loaded once up front: in the browser it is fetched during the 1 s wait.
beforeAll(async () => {
  await import('./ConsentUi');
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  window.localStorage.clear();
  vi.mocked(recordConsentProof).mockClear();
});
afterEach(() => {
  stopBanner();
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('the consent island', () => {
  it('is not part of the server-rendered (prerendered) HTML', () => {
    expect(renderToString(<MemoryRouter>{<ConsentManager />}</MemoryRouter>)).toBe('');
  });

  it('shows nothing until asked: the banner is the page’s HTML and script (bannerScript.test.tsx)', async () => {
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).not.toBeNull(); // the prerendered banner, shown by its script
  });
});

describe('"Paramètres des Cookies" dialog', () => {
  async function openFromBanner() {
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Personnaliser' }));
    // The dialog opens once the banner's request has reached its island: wait for it, not for a tick.
    return { u, dialog: await screen.findByRole('dialog', { name: 'Paramètres des Cookies' }) };
  }

  it('is a modal dialog with a switch per category, essential locked on, the others off by default', async () => {
    const { dialog } = await openFromBanner();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const essential = within(dialog).getByRole('switch', { name: 'Cookies essentiels' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(essential).toHaveAccessibleDescription(/ne peuvent pas être désactivés/);
    for (const name of ['Cookies fonctionnels', 'Mesure d’audience', 'Cookies marketing']) {
      const toggle = within(dialog).getByRole('switch', { name });
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription(/\w{10,}/);
    }
  });

  it('saves the toggled categories with "Enregistrer les préférences"', async () => {
    const { u, dialog } = await openFromBanner();
    await u.click(within(dialog).getByRole('switch', { name: 'Mesure d’audience' }));
    await u.click(within(dialog).getByRole('switch', { name: 'Cookies essentiels' }));
    await u.click(within(dialog).getByRole('button', { name: 'Enregistrer les préférences' }));
    expect(stored()).toEqual({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
      version: COOKIE_CONSENT.version,
      date: NOW.toISOString(),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(proofs()).toEqual([[true, 'dialog']]);
  });

  it('offers « Tout refuser » and « Tout accepter », the same button side by side, each saving in one click', async () => {
    const { u, dialog } = await openFromBanner();
    const refuse = within(dialog).getByRole('button', { name: 'Tout refuser' });
    const accept = within(dialog).getByRole('button', { name: 'Tout accepter' });
    expect(refuse.className).toBe(accept.className);
    expect(refuse.parentElement).toBe(accept.parentElement);
    await u.click(accept);
    expect(stored()).toMatchObject({
      functional: true,
      analytics: true,
      marketing: true,
      date: NOW.toISOString(),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(proofs()).toEqual([[true, 'dialog']]);
  });

  it('reopened from « Gérer les cookies », withdraws every consent in one click with « Tout refuser »', async () => {
    saveRaw({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      version: 1,
      date: '2025-06-01T00:00:00.000Z',
    });
    render(ui);
    const u = user();
    const manage = screen.getByRole('button', { name: 'Gérer les cookies' });
    await u.click(manage);
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres des Cookies' });
    await u.click(within(dialog).getByRole('button', { name: 'Tout refuser' }));
    expect(stored()).toMatchObject({
      functional: false,
      analytics: false,
      marketing: false,
      date: NOW.toISOString(),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(proofs()).toEqual([[false, 'footer']]);
    expect(manage).toHaveFocus();
  });

  it('takes the focus, keeps it inside, closes with Esc and gives the focus back (banner still there)', async () => {
    const { u, dialog } = await openFromBanner();
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    const save = within(dialog).getByRole('button', { name: 'Enregistrer les préférences' });
    // The dialog takes the focus in its effect, which may run after it is on screen (seen in a shuffled run on a
    // busy machine): wait for the focus as a keyboard user would.
    await waitFor(() => expect(close).toHaveFocus());
    save.focus();
    await u.tab();
    expect(close).toHaveFocus();
    await u.tab({ shift: true });
    expect(save).toHaveFocus();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Personnaliser' })).toHaveFocus();
    expect(banner()).not.toBeNull();
    expect(stored()).toBeNull();
  });

  it('reopens from "Gérer les cookies" with the saved choice, and saves a change of mind', async () => {
    saveRaw({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
      version: 1,
      date: '2025-06-01T00:00:00.000Z',
    });
    render(ui);
    const u = user();
    const manage = screen.getByRole('button', { name: 'Gérer les cookies' });
    await u.click(manage);
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres des Cookies' });
    const analytics = within(dialog).getByRole('switch', { name: 'Mesure d’audience' });
    expect(analytics).toBeChecked();
    await u.click(analytics);
    await u.click(within(dialog).getByRole('button', { name: 'Enregistrer les préférences' }));
    expect(stored()).toMatchObject({ analytics: false, date: NOW.toISOString() });
    expect(proofs()).toEqual([[false, 'footer']]);
    expect(manage).toHaveFocus();
    expect(banner()).toBeNull();
  });
});
