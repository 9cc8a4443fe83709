// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieConsentSchema } from '@shared/domain/cookieConsent';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { PlatformError } from '@shared/http/errors';
import { ConsentManager } from './ConsentManager';
import { recordConsentProof } from './consentProof';
import { COOKIE_BANNER_DELAY_MS, resetConsentCache } from './consentStore';
import { ManageCookiesButton } from './ManageCookiesButton';

// Each choice is also stored as a proof on the platform (consentProof.test.ts covers the document itself).
vi.mock('./consentProof', () => ({ recordConsentProof: vi.fn(async () => {}) }));
const proofs = () =>
  vi.mocked(recordConsentProof).mock.calls.map(([consent, method]) => [consent.analytics, method]);

const KEY = COOKIE_CONSENT.storageKey;
const NOW = new Date('2025-06-10T08:00:00.000Z');

const ui = (
  <MemoryRouter>
    <ConsentManager />
    <ManageCookiesButton />
  </MemoryRouter>
);

/** Lets the lazy banner chunk resolve after the timers moved. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await act(async () => {});
}

const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
const banner = () => screen.queryByRole('region', { name: 'Vos choix de cookies' });
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
  resetConsentCache();
  vi.mocked(recordConsentProof).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cookie banner', () => {
  it('is not part of the server-rendered (prerendered) HTML', () => {
    expect(renderToString(<MemoryRouter>{<ConsentManager />}</MemoryRouter>)).toBe('');
  });

  it('appears 1 s after load, not before, with the three buttons', async () => {
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS - 1);
    expect(banner()).toBeNull();
    await advance(1);
    const region = banner();
    expect(region).not.toBeNull();
    const names = within(region!)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Personnaliser', 'Essentiels uniquement', 'Accepter tout']);
  });

  it('makes refusing exactly as visible as accepting (same button style)', async () => {
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS);
    const refuse = screen.getByRole('button', { name: 'Essentiels uniquement' });
    const accept = screen.getByRole('button', { name: 'Accepter tout' });
    expect(refuse.className).toBe(accept.className);
    expect(refuse.parentElement).toBe(accept.parentElement);
  });

  it('"Essentiels uniquement" stores a refusal of every optional category, with version and date', async () => {
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS);
    await user().click(screen.getByRole('button', { name: 'Essentiels uniquement' }));
    expect(stored()).toEqual({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      version: COOKIE_CONSENT.version,
      date: NOW.toISOString(),
    });
    expect(cookieConsentSchema.safeParse(stored()).success).toBe(true);
    expect(banner()).toBeNull();
    expect(proofs()).toEqual([[false, 'banner']]);
  });

  it('"Accepter tout" stores every category accepted', async () => {
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS);
    await user().click(screen.getByRole('button', { name: 'Accepter tout' }));
    expect(stored()).toMatchObject({ essential: true, functional: true, analytics: true, marketing: true });
    expect(banner()).toBeNull();
  });

  it('keeps the choice when the platform refuses its proof (429): a background write fails silently', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      vi.mocked(recordConsentProof).mockRejectedValueOnce(
        new PlatformError(429, 'Trop de demandes en peu de temps. Veuillez réessayer dans une minute.', {
          reason: 'rate_limited',
        }),
      );
      render(ui);
      await advance(COOKIE_BANNER_DELAY_MS);
      await user().click(screen.getByRole('button', { name: 'Accepter tout' }));
      await act(async () => {});
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(proofs()).toEqual([[true, 'banner']]);
      expect(stored()).toMatchObject({ analytics: true });
      expect(banner()).toBeNull();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('does not appear again while a valid choice is saved', async () => {
    saveRaw({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      version: 1,
      date: '2025-06-01T00:00:00.000Z',
    });
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS * 3);
    expect(banner()).toBeNull();
  });

  it('asks again when the saved version is not the current one', async () => {
    saveRaw({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      version: COOKIE_CONSENT.version + 1,
      date: '2025-06-01T00:00:00.000Z',
    });
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS);
    expect(banner()).not.toBeNull();
  });

  it('asks again 13 months after the choice', async () => {
    saveRaw({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      version: 1,
      date: '2024-05-10T08:00:00.000Z',
    });
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS);
    expect(banner()).not.toBeNull();
  });

  it('asks again when the saved value is not a valid choice', async () => {
    window.localStorage.setItem(KEY, '{"essential":true,"analytics":"oui"}');
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS);
    expect(banner()).not.toBeNull();
  });
});

describe('"Paramètres des Cookies" dialog', () => {
  async function openFromBanner() {
    render(ui);
    await advance(COOKIE_BANNER_DELAY_MS);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Personnaliser' }));
    await act(async () => {});
    return { u, dialog: screen.getByRole('dialog', { name: 'Paramètres des Cookies' }) };
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

  it('takes the focus, keeps it inside, closes with Esc and gives the focus back (banner still there)', async () => {
    const { u, dialog } = await openFromBanner();
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    const save = within(dialog).getByRole('button', { name: 'Enregistrer les préférences' });
    expect(close).toHaveFocus();
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
    await act(async () => {});
    const dialog = screen.getByRole('dialog', { name: 'Paramètres des Cookies' });
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
