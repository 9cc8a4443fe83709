import { axeOn } from './axe';
import type { Browser, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import type { StoredConsentProof } from '@shared/domain/consents';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import type { SentEmail } from '@shared/domain/emails';
import { CHAT_GREETING, CHAT_REPLY_DELAY_MS, CHAT_TITLE } from '../site/src/chat/chatMessages';
import { COOKIE_BANNER_DELAY_MS } from '../site/src/consent/consentChoice';
import { VISITOR_ID_KEY } from '../site/src/consent/consentProof';
import type { Subscriber } from '@shared/domain/subscribers';
import type { PlatformClient } from '@shared/http/types';
import { adminClient, serverSecrets } from './api';
import { appStarted, baseUrl, workerBrowser, newContext, VIEWPORTS } from './browser';
import { screenshots } from './shots';

const capture = screenshots('consent');
const BANNER = 'Vos choix de cookies';

let browser: Browser;
let admin: PlatformClient;

beforeAll(async () => {
  admin = await adminClient();
  browser = await workerBrowser();
});

const isPageviewCall = (request: Request) =>
  request.method() === 'POST' && /^\/lm\/[^/]+\/pageviews\/documents$/.test(new URL(request.url()).pathname);
/** The stored proof of a choice made in the banner or its dialog (docs/newsletter.md#preuve-du-consentement). */
const isProofCall = (request: Request) =>
  request.method() === 'POST' && /^\/lm\/[^/]+\/consents\/documents$/.test(new URL(request.url()).pathname);

/**
 * Every `pageviews` call the page makes, with the document the platform stored (ky streams its bodies, so the
 * request's own body is not readable here; the stored copy is what matters). Each answer is read as it arrives:
 * every page is its own document, and a body is gone once the browser has moved to the next one.
 */
function watchPageviews(page: Page): {
  count: () => number;
  stored: () => Promise<Array<Record<string, unknown>>>;
} {
  let count = 0;
  const docs: Promise<Record<string, unknown>>[] = [];
  page.on('request', (request) => {
    if (isPageviewCall(request)) count += 1;
  });
  page.on('response', (response) => {
    if (!isPageviewCall(response.request())) return;
    docs.push(
      response.json().then((body: { data: Record<string, unknown> }) => {
        const { _id, createdAt: _created, updatedAt: _updated, ...doc } = body.data;
        return doc;
      }),
    );
  });
  return { count: () => count, stored: () => Promise.all(docs) };
}

const banner = (page: Page) => page.getByRole('region', { name: BANNER });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Paramètres des Cookies' });
const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), COOKIE_CONSENT.storageKey);

/** The proofs the platform stored for this browser's visitor id, once `count` of them have arrived. */
async function storedProofs(page: Page, count: number): Promise<StoredConsentProof[]> {
  let proofs: StoredConsentProof[] = [];
  await vi.waitFor(
    async () => {
      const visitorId = await page.evaluate((key) => window.localStorage.getItem(key), VISITOR_ID_KEY);
      expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
      proofs = (await admin.find<StoredConsentProof>('consents', { filter: { visitorId } })).list;
      expect(proofs).toHaveLength(count);
    },
    { timeout: 10_000, interval: 200 },
  );
  return proofs.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The page's island map (site/src/islands/islandMap.ts): the files of React's runtime, of the page-view module, of a
 * banner choice's.
 */
const islandMap = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(document.getElementById('islands')?.textContent ?? '{}') as {
        runtime: string[];
        pageview: string[];
        choice: string[];
        islands: Record<string, string[]>;
      },
  );

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const { violations } = await axeOn(page).include(selector).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('cookie consent', () => {
  it('is prerendered hidden and shown by the page’s own script 1 s after load: a first visit to /about asks for no JavaScript file', async () => {
    const html = await (await fetch(`${baseUrl()}/about`)).text();
    expect(html).toMatch(/<section id="cookie-banner"[^>]*\bhidden=""/);
    expect(html).toContain(BANNER);
    // The dialog's island renders in the browser only, when asked.
    expect(html).toMatch(/data-island="consent" data-when="" data-client-only=""[^>]*><\/div>/);

    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The page's clock stands still from its first line (docs/testing.md#attentes): its timers run only as the test
    // runs them, however long the machine takes to load the page.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // Not page.goto: it waits for the loader's idle callback, which the paused clock holds.
    await page.mainFrame().goto('/about');
    // The loader, last in the page, has started the banner's delay: hidden 1 ms before its end, shown at its end.
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS - 1);
    expect(await banner(page).isVisible()).toBe(false);
    await page.clock.runFor(1);
    expect(await banner(page).isVisible()).toBe(true);
    await page.clock.resume();
    await appStarted(page);
    expect(scripts).toEqual([]);

    // A fixed strip of a sixth of the screen, not a third (390 × 844).
    const box = await banner(page).boundingBox();
    expect(box!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height / 3);
    expect(box!.y + box!.height).toBe(VIEWPORTS.phone.height);

    // The choice runs no React either: it asks for the module that records its proof (and that proof's own
    // chunk). The click is also the visitor's first gesture, after which the chat's and the newsletter's code may
    // be downloaded in idle time, unrun (docs/islands.md#réveil): no island wakes.
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await storedProofs(page, 1);
    const { runtime, choice, islands } = await islandMap(page);
    const prefetched = new Set([...runtime, ...(islands.chat ?? []), ...(islands.newsletter ?? [])]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((file) => choice.includes(file))).toBe(true);
    expect(scripts.filter((file) => !choice.includes(file) && !prefetched.has(file))).toEqual([]);
    expect(await page.locator('[data-island][data-awake]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('leaves the page’s main action in view on a phone', async () => {
    const { context, page } = await newContext(browser, VIEWPORTS.phone);
    await page.goto('/');
    await banner(page).waitFor();
    const action = await page.getByRole('link', { name: 'Demander un devis gratuit' }).first().boundingBox();
    const box = await banner(page).boundingBox();
    expect(action!.y + action!.height).toBeLessThanOrEqual(box!.y + 1);
    await context.close();
  });

  it('"Essentiels uniquement": stores the refusal, records no page view, and does not ask again', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    const pageviews = watchPageviews(page);
    await page.clock.install();
    await page.goto('/');
    // The page's date stands still from here (docs/testing.md#attentes), its timers run: the choice carries that date.
    const chosenAt = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(chosenAt);
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    const consent = await storedConsent(page);
    expect(consent).toMatchObject({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      version: COOKIE_CONSENT.version,
    });
    expect(consent.date).toBe(new Date(chosenAt).toISOString());
    const [proof] = await storedProofs(page, 1);
    expect(proof).toMatchObject({
      categories: { functional: false, analytics: false, marketing: false },
      decision: 'refuse_all',
      method: 'banner',
      policyVersion: COOKIE_CONSENT.version,
    });

    await page.getByRole('link', { name: 'À propos' }).first().click();
    await page.waitForURL('**/about');
    // The banner would show COOKIE_BANNER_DELAY_MS after load: run the page's clock past it, whatever the machine.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS + 800);
    expect(await banner(page).count()).toBe(0);
    expect(pageviews.count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('records no page view before consent, one for the current page on "Accepter tout", then one per page', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    const pageviews = watchPageviews(page);
    await page.goto('/services');
    await banner(page).waitFor();
    await page.getByRole('link', { name: 'Contact' }).first().click();
    // A link loads the next page's HTML: a new document, its loader ready.
    await page.getByRole('heading', { level: 1, name: 'Contactez-nous' }).waitFor();
    await appStarted(page);
    // The banner shows 1 s after the page loads: a page view, had the loader decided on one, is sent well before.
    await banner(page).waitFor();
    expect(pageviews.count()).toBe(0);

    const [answer] = await Promise.all([
      page.waitForResponse((response) => isPageviewCall(response.request())),
      page.getByRole('button', { name: 'Accepter tout' }).click(),
    ]);
    expect(answer.status()).toBeLessThan(300);
    expect(await pageviews.stored()).toEqual([
      {
        path: '/contact',
        referrer: `${baseUrl()}/services`,
        consent: { analytics: true, version: COOKIE_CONSENT.version },
      },
    ]);
    expect(await storedConsent(page)).toMatchObject({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(await storedProofs(page, 1)).toMatchObject([
      {
        categories: { functional: true, analytics: true, marketing: true },
        decision: 'accept_all',
        method: 'banner',
        policyVersion: COOKIE_CONSENT.version,
      },
    ]);

    await Promise.all([
      page.waitForResponse((response) => isPageviewCall(response.request())),
      page.getByRole('link', { name: 'Accueil' }).first().click(),
    ]);
    const views = await pageviews.stored();
    expect(views).toHaveLength(2);
    expect(views[1]).toMatchObject({ path: '/', referrer: `${baseUrl()}/contact` });

    const stored = await admin.find('pageviews', { filter: { path: '/contact' } });
    expect(stored.total).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('"Personnaliser" opens the dialog; the saved choice is what was toggled; "Gérer les cookies" reopens it', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    const pageviews = watchPageviews(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Personnaliser' }).click();
    const settings = dialog(page);
    await settings.waitFor();
    expect(await settings.getAttribute('aria-modal')).toBe('true');
    const essential = settings.getByRole('switch', { name: 'Cookies essentiels' });
    expect(await essential.isChecked()).toBe(true);
    expect(await essential.isDisabled()).toBe(true);
    for (const name of ['Cookies fonctionnels', 'Mesure d’audience', 'Cookies marketing']) {
      expect(await settings.getByRole('switch', { name }).isChecked()).toBe(false);
    }
    // Esc closes without saving and the banner is still there.
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toBeNull();
    expect(await banner(page).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Personnaliser' }).click();
    await settings.getByRole('switch', { name: 'Cookies fonctionnels' }).check();
    // The dialog stores the choice's proof (site/src/consent/ConsentUi.tsx) as the island would ask for the page view
    // (analytics.ts): once the proof is stored, a page view would have been asked for.
    await Promise.all([
      page.waitForResponse((response) => isProofCall(response.request())),
      settings.getByRole('button', { name: 'Enregistrer les préférences' }).click(),
    ]);
    await settings.waitFor({ state: 'detached' });
    await banner(page).waitFor({ state: 'hidden' });
    expect(await storedConsent(page)).toMatchObject({ functional: true, analytics: false, marketing: false });
    expect(pageviews.count()).toBe(0);

    // A change of mind from the footer: analytics on, and the current page is counted at once.
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await settings.waitFor();
    expect(await settings.getByRole('switch', { name: 'Cookies fonctionnels' }).isChecked()).toBe(true);
    await settings.getByRole('switch', { name: 'Mesure d’audience' }).check();
    await Promise.all([
      page.waitForResponse((response) => isPageviewCall(response.request())),
      settings.getByRole('button', { name: 'Enregistrer les préférences' }).click(),
    ]);
    expect(await storedConsent(page)).toMatchObject({ functional: true, analytics: true, marketing: false });
    expect(await pageviews.stored()).toEqual([
      { path: '/', consent: { analytics: true, version: COOKIE_CONSENT.version } },
    ]);
    expect(
      await page
        .getByRole('button', { name: 'Gérer les cookies' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('the window reopened from « Gérer les cookies » withdraws, then gives, every consent in one click', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Accepter tout' }).click();
    await banner(page).waitFor({ state: 'hidden' });
    await storedProofs(page, 1);

    const settings = dialog(page);
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await settings.waitFor();
    // The two one-click choices look alike, side by side, beside the switches.
    const refuse = settings.getByRole('button', { name: 'Tout refuser' });
    const accept = settings.getByRole('button', { name: 'Tout accepter' });
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(refuseBox!.y).toBe(acceptBox!.y);
    expect(refuseBox!.width).toBeCloseTo(acceptBox!.width, 0);
    expect(await refuse.getAttribute('class')).toBe(await accept.getAttribute('class'));
    await refuse.click();
    await settings.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({
      functional: false,
      analytics: false,
      marketing: false,
    });

    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await settings.getByRole('button', { name: 'Tout accepter' }).click();
    await settings.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toMatchObject({ functional: true, analytics: true, marketing: true });
    const proofs = await storedProofs(page, 3);
    expect(proofs.map(({ decision, method }) => [decision, method])).toEqual([
      ['accept_all', 'banner'],
      ['refuse_all', 'footer'],
      ['accept_all', 'footer'],
    ]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('asks again when the saved choice is 13 months old or of another version', async () => {
    const { context, page } = await newContext(browser);
    const old = new Date();
    old.setMonth(old.getMonth() - COOKIE_CONSENT.maxAgeMonths);
    old.setDate(old.getDate() - 1);
    const saved = {
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      version: COOKIE_CONSENT.version,
    };
    await page.goto('/about');
    for (const value of [
      { ...saved, date: old.toISOString() },
      { ...saved, version: COOKIE_CONSENT.version + 1, date: new Date().toISOString() },
    ]) {
      await page.evaluate(
        ([key, json]) => window.localStorage.setItem(key!, json!),
        [COOKIE_CONSENT.storageKey, JSON.stringify(value)],
      );
      await page.reload();
      await banner(page).waitFor();
    }
    await context.close();
  });
});

describe('chat widget', () => {
  it('greets, sends with Enter, ignores a blank message, and replies 1 s later', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await page.getByRole('button', { name: 'Discuter avec un conseiller' }).click();
    const panel = page.getByRole('region', { name: CHAT_TITLE });
    const messages = panel.getByRole('listitem');
    await messages.first().waitFor();
    expect(await messages.first().textContent()).toContain(CHAT_GREETING);
    // The conversation's code runs once the panel has shown (docs/islands.md#réveil): its steps are timers of the
    // page, which the paused clock below would hold, and before it Enter only starts a new line.
    await page.locator('[data-island="chat"][data-awake]').waitFor({ state: 'attached' });
    const input = panel.getByRole('textbox', { name: 'Votre message' });
    await input.fill('   ');
    await input.press('Enter');
    expect(await messages.count()).toBe(1);

    // The page's clock stands still from here: the reply comes when its delay has passed on that clock, never
    // earlier or later because the machine is slow (docs/testing.md#attentes).
    // A little ahead of the page's time: the call must not arrive after that moment, even on a busy machine (it
    // fails when asked to go back in time). Nothing of the chat is pending then.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await input.fill('Je souhaite isoler ma maison');
    await input.press('Enter');
    expect(await messages.count()).toBe(2);
    expect(await messages.nth(1).textContent()).toContain('Je souhaite isoler ma maison');
    await page.clock.runFor(CHAT_REPLY_DELAY_MS - 1);
    expect(await messages.count()).toBe(2);
    await page.clock.runFor(1);
    await messages.nth(2).waitFor();
    expect(await messages.nth(2).textContent()).toContain('Un de nos experts vous répondra');

    // Escape closes the panel (the browser's popover) and gives the focus back to the button; the conversation stays.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    const launcher = page.getByRole('button', { name: 'Discuter avec un conseiller' });
    expect(await launcher.evaluate((button) => button === document.activeElement)).toBe(true);
    await launcher.click();
    expect(await messages.count()).toBe(3);
    await panel.getByRole('button', { name: 'Fermer la discussion' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('chat button on a phone', () => {
  it('never covers the page’s text, wherever the page is scrolled, and still opens the chat', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    const launcher = page.getByRole('button', { name: 'Discuter avec un conseiller' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (const y of [0, height / 3, (2 * height) / 3, height]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const covered = await launcher.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const aside = button.closest('aside');
        const text = 'h1, h2, h3, p, li, a, button, label, input, textarea, address, img, td, th';
        return [...document.querySelectorAll<HTMLElement>(text)]
          .filter((element) => !aside?.contains(element) && element.checkVisibility())
          .filter((element) => {
            const other = element.getBoundingClientRect();
            return (
              other.width > 0 &&
              other.left < box.right &&
              box.left < other.right &&
              other.top < box.bottom &&
              box.top < other.bottom
            );
          })
          .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`);
      });
      expect(covered).toEqual([]);
    }
    await launcher.click();
    await page.getByRole('region', { name: CHAT_TITLE }).getByRole('textbox').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('newsletter sign-up (footer)', () => {
  it('stores the subscriber and sends the welcome email, whose unsubscribe link carries the e-mail and its token', async () => {
    const email = `lecteur.${Date.now()}${Math.floor(Math.random() * 1e4)}@example.org`;
    const { context, page, pageErrors } = await newContext(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    const field = page.getByLabel('Votre adresse e-mail');
    await field.fill('pas-une-adresse');
    await page.getByRole('button', { name: 'S’inscrire' }).click();
    await page.getByText('Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).').waitFor();

    await field.fill(email);
    await page.getByRole('button', { name: 'S’inscrire' }).click();
    await page
      .getByText(
        'Merci ! Votre demande est enregistrée. Si cette adresse n’était pas encore abonnée, vous allez recevoir un e-mail de notre part.',
      )
      .waitFor();

    const subscribers = await admin.find<Subscriber>('subscribers', { filter: { email } });
    expect(subscribers.list).toHaveLength(1);
    expect(subscribers.list[0]).toMatchObject({
      email,
      status: 'active',
      source: 'footer',
      preferences: {
        newsletter: true,
        promotions: false,
        productUpdates: true,
        energyTips: true,
        events: false,
      },
    });

    const outbox = await admin.find<SentEmail>('emails', { sort: { createdAt: -1 }, limit: 50 });
    const welcome = outbox.list.find((sent) => sent.to.includes(email));
    expect(welcome?.subject).toMatch(/Bienvenue/);
    const link = welcome?.text?.match(/Se désinscrire : (\S+)/)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe('/unsubscribe');
    expect(url.searchParams.get('email')).toBe(email);
    expect(url.searchParams.get('token')).toBe(await subscriberToken(email, serverSecrets().subscriber));
    expect(welcome?.html).not.toContain('{{unsubscribeToken}}');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('security seal (footer)', () => {
  it('opens our verification page in a 600×600 pop-up', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    await page.goto('/');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /Site sécurisé/ }).click(),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname + new URL(popup.url()).hash).toBe('/privacy#securite');
    const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
    expect(size).toEqual({ width: 600, height: 600 });
    expect(page.url()).toBe(`${baseUrl()}/`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('looks and accessibility (390 px and 1280 px)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`banner, dialog and chat at ${viewport.width} px: screenshots, no axe violation`, async () => {
      const { context, page } = await newContext(browser, viewport);
      await page.goto('/');
      await banner(page).waitFor();
      await capture(page, `${name}-banner.png`);
      expect(await axeViolations(page, '[aria-labelledby="cookie-banner-title"]')).toEqual([]);
      // On a wide screen the chat button sits above the banner, never under it (on a phone it ends the page).
      const chatBox = await page.getByRole('button', { name: 'Discuter avec un conseiller' }).boundingBox();
      const bannerBox = await banner(page).boundingBox();
      if (viewport.width > 640) expect(chatBox!.y + chatBox!.height).toBeLessThanOrEqual(bannerBox!.y);
      else expect(bannerBox!.height).toBeLessThanOrEqual(viewport.height / 3);

      await page.getByRole('button', { name: 'Personnaliser' }).click();
      await dialog(page).waitFor();
      await capture(page, `${name}-dialog.png`);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Accepter tout' }).click();
      await page.getByRole('button', { name: 'Discuter avec un conseiller' }).click();
      const panel = page.getByRole('region', { name: CHAT_TITLE });
      await panel.getByRole('textbox').fill('Bonjour');
      await panel.getByRole('textbox').press('Enter');
      await panel.getByText('Un de nos experts vous répondra').waitFor();
      await capture(page, `${name}-chat.png`);
      expect(await axeViolations(page, 'aside[aria-label="Discussion en ligne"]')).toEqual([]);

      await page.keyboard.press('Escape');
      await page.locator('footer').scrollIntoViewIfNeeded();
      await capture(page.locator('footer'), `${name}-footer.png`);
      expect(await axeViolations(page, 'footer')).toEqual([]);
      await context.close();
    });
  }
});
