// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { PlatformError } from '@shared/http/errors';
import { usePageviews, withoutQuery } from './analytics';
import { ALL_COOKIES, NO_OPTIONAL_COOKIES, resetConsentCache, saveConsent } from './consentStore';

const create = vi.hoisted(() =>
  vi.fn(async (_entity: string, doc: Record<string, unknown>) => ({ ...doc, _id: 'pv' })),
);
vi.mock('@shared/http/platform', () => ({ platform: { create } }));

function Site() {
  usePageviews();
  return (
    <nav>
      <Link to="/about">À propos</Link>
      <Link to="/unsubscribe?email=a%40b.fr&token=secret">Désinscription</Link>
    </nav>
  );
}

const renderSite = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Site />
    </MemoryRouter>,
  );

/** Lets the lazily imported platform client answer. */
const settle = () => act(async () => {});

// Resolve the lazily imported client once, so `settle` only waits for calls, not for a slow first import.
beforeAll(async () => {
  await import('@shared/http/platform');
});

beforeEach(() => {
  create.mockClear();
  window.localStorage.clear();
  resetConsentCache();
});

describe('page views', () => {
  it('records nothing before consent, even across route changes', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'À propos' }));
    await settle();
    expect(create).not.toHaveBeenCalled();
  });

  it('records nothing after "Essentiels uniquement"', async () => {
    renderSite();
    act(() => void saveConsent(NO_OPTIONAL_COOKIES));
    await userEvent.click(screen.getByRole('link', { name: 'À propos' }));
    await settle();
    expect(create).not.toHaveBeenCalled();
  });

  it('records the current page as soon as analytics is accepted, then each route change', async () => {
    renderSite();
    await settle();
    expect(create).not.toHaveBeenCalled();

    act(() => void saveConsent(ALL_COOKIES));
    await settle();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenLastCalledWith('pageviews', {
      path: '/',
      consent: { analytics: true, version: COOKIE_CONSENT.version },
    });

    await userEvent.click(screen.getByRole('link', { name: 'À propos' }));
    await settle();
    expect(create).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenLastCalledWith('pageviews', {
      path: '/about',
      referrer: `${window.location.origin}/`,
      consent: { analytics: true, version: COOKIE_CONSENT.version },
    });

    // A second "accept" on the same page does not count it twice.
    act(() => void saveConsent(ALL_COOKIES));
    await settle();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('records the path only: the query of /unsubscribe (e-mail, token) never leaves the browser', async () => {
    saveConsent({ ...NO_OPTIONAL_COOKIES, analytics: true });
    renderSite();
    await settle();
    await userEvent.click(screen.getByRole('link', { name: 'Désinscription' }));
    await settle();
    expect(create).toHaveBeenLastCalledWith('pageviews', expect.objectContaining({ path: '/unsubscribe' }));
    expect(JSON.stringify(create.mock.calls)).not.toContain('secret');
  });

  it('withoutQuery keeps origin and path only', () => {
    expect(withoutQuery('https://www.google.fr/search?q=renovation#x')).toBe('https://www.google.fr/search');
    expect(withoutQuery('pas une adresse')).toBeUndefined();
  });

  it('fails silently when the platform refuses a page view (429): no unhandled error, the next page counts', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      create.mockRejectedValueOnce(
        new PlatformError(429, 'Trop de demandes en peu de temps. Veuillez réessayer dans une minute.', {
          reason: 'rate_limited',
        }),
      );
      renderSite();
      act(() => void saveConsent(ALL_COOKIES));
      await settle();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(create).toHaveBeenCalledTimes(1);
      expect(unhandled).toEqual([]);
      await userEvent.click(screen.getByRole('link', { name: 'À propos' }));
      await settle();
      expect(create).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
