// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mintToken } from '@mocks/auth/tokens';
import { createNodeEmulator } from '@mocks/node';
import { DEFAULT_SECRETS } from '@mocks/secrets';
import { session } from '@shared/auth/session';
import { config } from '@shared/config';
import type { StoredConsentProof } from '@shared/domain/consents';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import type { Pageview } from '@shared/domain/pageviews';
import { usePageview } from './analytics';
import type * as ChoiceModule from './choice';
import { ALL_COOKIES, NO_OPTIONAL_COOKIES, saveConsent } from './consentStore';
import type * as PageviewModule from './pageview';
import { readConsent } from './storedConsent';
import { withoutQuery } from './pageviews';

/*
 * Page views and banner choices sent to the emulator itself, which checks each signature, authorizes and stores:
 * what it kept is what the platform would have.
 */
const emulator = createNodeEmulator({ seed: false });
const { server, store } = emulator;

interface Sent {
  path: string;
  headers: Headers;
}
let sent: Sent[] = [];
const onRequest = ({ request }: { request: Request }) => {
  sent.push({ path: new URL(request.url).pathname, headers: request.headers });
};
const PAGEVIEWS_PATH = `/lm/${config.projectId}/pageviews/documents`;
const CONSENTS_PATH = `/lm/${config.projectId}/consents/documents`;

const pageviews = () =>
  store
    .list('pageviews')
    .map(({ _id, createdAt: _created, updatedAt: _updated, ...view }) => view as unknown as Pageview);
const proofs = () => store.list('consents') as unknown as StoredConsentProof[];
const calls = (path: string) => sent.filter((call) => call.path === path);

/** The platform's refusal of a visitor's write for volume, once, on `path`. */
const refuseOnce = (path: string) =>
  server.use(
    http.post(
      `*${path}`,
      () =>
        HttpResponse.json(
          {
            code: 429,
            message: 'Trop de demandes en peu de temps. Veuillez réessayer dans une minute.',
            data: { reason: 'rate_limited' },
          },
          { status: 429 },
        ),
      { once: true },
    ),
  );

/** The consent island's part that records a page view once analytics is accepted. */
function ConsentIsland() {
  usePageview();
  return null;
}

/** Lets the lazily imported recorder and the platform client answer. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** What records a page view on the current page: the loader's page-view module, and a banner choice's. */
let recordStoredConsentPageview: typeof PageviewModule.default;
let recordChoice: typeof ChoiceModule.recordChoice;

/**
 * A new page load at `path`: each public page is its own document, whose modules start afresh (a page's view is
 * recorded once per page load). The island's own lazy import of the recorder reaches the same fresh modules.
 */
async function loadPage(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  ({ default: recordStoredConsentPageview } = await import('./pageview'));
  ({ recordChoice } = await import('./choice'));
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', onRequest);
  await store.ready();
});

beforeEach(async () => {
  store.reset();
  sent = [];
  window.localStorage.clear();
  await loadPage('/');
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.events.removeListener('request:start', onRequest);
  server.close();
});

describe('page views', () => {
  it('records nothing before consent, nor after "Essentiels uniquement"', async () => {
    render(<ConsentIsland />);
    await settle();
    act(() => void saveConsent(NO_OPTIONAL_COOKIES));
    await settle();
    await loadPage('/about');
    recordStoredConsentPageview(readConsent());
    await settle();
    expect(sent).toEqual([]);
  });

  it('records the current page as soon as analytics is accepted, once, then each page loaded afterwards', async () => {
    render(<ConsentIsland />);
    await settle();
    expect(sent).toEqual([]);

    act(() => void saveConsent(ALL_COOKIES));
    await vi.waitFor(() => expect(pageviews()).toHaveLength(1));
    expect(pageviews()).toEqual([
      { path: '/', consent: { analytics: true, version: COOKIE_CONSENT.version } },
    ]);
    // A second "accept" on the same page does not count it twice.
    act(() => void saveConsent(ALL_COOKIES));
    await settle();
    expect(calls(PAGEVIEWS_PATH)).toHaveLength(1);

    // The next page: the loader imports pageview.ts for a visitor whose choice accepts analytics.
    await loadPage('/about');
    recordStoredConsentPageview(readConsent());
    recordStoredConsentPageview(readConsent());
    await vi.waitFor(() => expect(pageviews()).toHaveLength(2));
    expect(pageviews()[1]).toEqual({
      path: '/about',
      consent: { analytics: true, version: COOKIE_CONSENT.version },
    });
    await settle();
    expect(calls(PAGEVIEWS_PATH)).toHaveLength(2);
  });

  it('is the platform’s own signed call: JSON, signed afresh, with the session’s token when someone is signed in', async () => {
    saveConsent(ALL_COOKIES);
    recordStoredConsentPageview(readConsent());
    await vi.waitFor(() => expect(pageviews()).toHaveLength(1));
    const [visitor] = calls(PAGEVIEWS_PATH);
    expect(visitor?.headers.get('content-type')).toBe('application/json');
    expect(visitor?.headers.get('accept')).toBe('application/json');
    expect(visitor?.headers.get('x-sign')).toBeTruthy();
    expect(visitor?.headers.get('x-nonce')?.length).toBeGreaterThanOrEqual(16);
    expect(visitor?.headers.has('authorization')).toBe(false);

    // An administrator looking at the site: the same call, carrying the session's token, which the platform checks.
    const { accessToken, user } = await mintToken({
      email: 'admin@example.com',
      projectId: config.projectId,
      secret: DEFAULT_SECRETS.auth,
      adminEmails: config.adminEmails,
    });
    session.set(accessToken, user);
    await loadPage('/services');
    recordStoredConsentPageview(readConsent());
    await vi.waitFor(() => expect(pageviews()).toHaveLength(2));
    const admin = calls(PAGEVIEWS_PATH)[1];
    expect(admin?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(admin?.headers.get('x-nonce')).not.toBe(visitor?.headers.get('x-nonce'));
  });

  it('records the path only: the query of /unsubscribe (e-mail, token) never leaves the browser', async () => {
    saveConsent({ ...NO_OPTIONAL_COOKIES, analytics: true });
    await loadPage('/unsubscribe?email=a%40b.fr&token=secret');
    recordStoredConsentPageview(readConsent());
    await vi.waitFor(() => expect(pageviews()).toHaveLength(1));
    expect(pageviews()[0]).toMatchObject({ path: '/unsubscribe' });
    expect(JSON.stringify(pageviews())).not.toContain('secret');
  });

  it('a banner choice (choice.ts, loaded by the banner’s script): its proof, and the page view once analytics is on', async () => {
    await loadPage('/about');
    recordChoice(saveConsent(NO_OPTIONAL_COOKIES), 'banner');
    await vi.waitFor(() => expect(proofs()).toHaveLength(1));
    expect(proofs()[0]).toMatchObject({
      decision: 'refuse_all',
      method: 'banner',
      policyVersion: COOKIE_CONSENT.version,
    });
    // One proof per choice, stored once however often the client retries it (docs/platform.md#clés-didempotence).
    expect(calls(CONSENTS_PATH)[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    await loadPage('/services');
    recordChoice(saveConsent(ALL_COOKIES), 'banner');
    await vi.waitFor(() => expect(proofs()).toHaveLength(2));
    await vi.waitFor(() => expect(pageviews()).toHaveLength(1));
    expect(proofs()[1]).toMatchObject({ decision: 'accept_all' });
    expect(pageviews()[0]).toMatchObject({ path: '/services' });
    expect(calls(PAGEVIEWS_PATH)).toHaveLength(1);
  });

  it('a banner choice whose proof the platform refuses (429) applies all the same, silently', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      refuseOnce(CONSENTS_PATH);
      recordChoice(saveConsent(NO_OPTIONAL_COOKIES), 'banner');
      await vi.waitFor(() => expect(calls(CONSENTS_PATH)).toHaveLength(1));
      await settle();
      expect(proofs()).toEqual([]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('withoutQuery keeps origin and path only', () => {
    expect(withoutQuery('https://www.google.fr/search?q=renovation#x')).toBe('https://www.google.fr/search');
    expect(withoutQuery('pas une adresse')).toBeUndefined();
  });

  it('fails silently when the platform refuses a page view (429), tries it no second time, and the next page counts', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      refuseOnce(PAGEVIEWS_PATH);
      render(<ConsentIsland />);
      act(() => void saveConsent(ALL_COOKIES));
      await vi.waitFor(() => expect(calls(PAGEVIEWS_PATH)).toHaveLength(1));
      await settle();
      expect(unhandled).toEqual([]);
      expect(pageviews()).toEqual([]);
      await loadPage('/about');
      recordStoredConsentPageview(readConsent());
      await vi.waitFor(() => expect(pageviews()).toHaveLength(1));
      // A write without an idempotency key is never sent again (docs/platform.md#client-http).
      expect(calls(PAGEVIEWS_PATH)).toHaveLength(2);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
