// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { PlatformError } from '@shared/http/errors';
import { usePageview } from './analytics';
import { ALL_COOKIES, NO_OPTIONAL_COOKIES, resetConsentCache, saveConsent } from './consentStore';
import recordStoredConsentPageview, { recordChoice } from './pageview';
import { readConsent } from './storedConsent';
import { resetPageview, withoutQuery } from './pageviews';

const create = vi.hoisted(() =>
  vi.fn(async (_entity: string, doc: Record<string, unknown>) => ({ ...doc, _id: 'pv' })),
);
vi.mock('@shared/http/platform', () => ({ platform: { create } }));

/** The consent island's part that records a page view once analytics is accepted. */
function ConsentIsland() {
  usePageview();
  return null;
}

/** Lets the lazily imported recorder and the platform client answer. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A new page load at `path`: each public page is its own document. */
function loadPage(path: string) {
  window.history.replaceState(null, '', path);
  resetPageview();
  resetConsentCache();
}

beforeAll(async () => {
  await import('./pageviews');
});

beforeEach(() => {
  create.mockClear();
  window.localStorage.clear();
  loadPage('/');
});

describe('page views', () => {
  it('records nothing before consent, nor after "Essentiels uniquement"', async () => {
    render(<ConsentIsland />);
    await settle();
    act(() => void saveConsent(NO_OPTIONAL_COOKIES));
    await settle();
    loadPage('/about');
    recordStoredConsentPageview(readConsent());
    await settle();
    expect(create).not.toHaveBeenCalled();
  });

  it('records the current page as soon as analytics is accepted, once, then each page loaded afterwards', async () => {
    render(<ConsentIsland />);
    await settle();
    expect(create).not.toHaveBeenCalled();

    act(() => void saveConsent(ALL_COOKIES));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenLastCalledWith('pageviews', {
      path: '/',
      consent: { analytics: true, version: COOKIE_CONSENT.version },
    });
    // A second "accept" on the same page does not count it twice.
    act(() => void saveConsent(ALL_COOKIES));
    await settle();
    expect(create).toHaveBeenCalledTimes(1);

    // The next page: the loader imports pageview.ts for a visitor whose choice accepts analytics.
    loadPage('/about');
    recordStoredConsentPageview(readConsent());
    recordStoredConsentPageview(readConsent());
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create).toHaveBeenLastCalledWith(
      'pageviews',
      expect.objectContaining({
        path: '/about',
        consent: { analytics: true, version: COOKIE_CONSENT.version },
      }),
    );
    await settle();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('records the path only: the query of /unsubscribe (e-mail, token) never leaves the browser', async () => {
    saveConsent({ ...NO_OPTIONAL_COOKIES, analytics: true });
    loadPage('/unsubscribe?email=a%40b.fr&token=secret');
    recordStoredConsentPageview(readConsent());
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenLastCalledWith('pageviews', expect.objectContaining({ path: '/unsubscribe' }));
    expect(JSON.stringify(create.mock.calls)).not.toContain('secret');
  });

  it('a banner choice (pageview.ts, loaded by the banner’s script): its proof, and the page view once analytics is on', async () => {
    loadPage('/about');
    const refusal = saveConsent(NO_OPTIONAL_COOKIES);
    recordChoice(refusal, 'banner');
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenLastCalledWith(
      'consents',
      expect.objectContaining({
        decision: 'refuse_all',
        method: 'banner',
        policyVersion: COOKIE_CONSENT.version,
      }),
      // One proof per choice, stored once however often the client retries it (docs/platform.md#clés-didempotence).
      { idempotencyKey: expect.any(String) },
    );
    loadPage('/services');
    recordChoice(saveConsent(ALL_COOKIES), 'banner');
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(3));
    expect(
      create.mock.calls
        .slice(1)
        .map(([entity]) => entity)
        .sort(),
    ).toEqual(['consents', 'pageviews']);
    expect(create).toHaveBeenCalledWith('consents', expect.objectContaining({ decision: 'accept_all' }), {
      idempotencyKey: expect.any(String),
    });
    expect(create).toHaveBeenCalledWith('pageviews', expect.objectContaining({ path: '/services' }));
  });

  it('a banner choice whose proof the platform refuses (429) applies all the same, silently', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      create.mockRejectedValueOnce(
        new PlatformError(429, 'Trop de demandes en peu de temps. Veuillez réessayer dans une minute.', {
          reason: 'rate_limited',
        }),
      );
      recordChoice(saveConsent(NO_OPTIONAL_COOKIES), 'banner');
      await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      await settle();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
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
      render(<ConsentIsland />);
      act(() => void saveConsent(ALL_COOKIES));
      await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      await settle();
      expect(unhandled).toEqual([]);
      loadPage('/about');
      recordStoredConsentPageview(readConsent());
      await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
