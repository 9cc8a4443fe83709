import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { ENGINES, WIDTHS, type EnginePage } from './driver';
import { openPage } from './open';
import { byText, chooseCookiesBefore, openReady } from './site';

/**
 * The phone's menu (the browser's popover) and the cookie banner with its settings dialog, in Firefox ESR and
 * WebKitGTK (docs/testing.md#autres-moteurs).
 */
const menuOpen = (page: EnginePage, open: boolean) =>
  page.waitFor(
    (wanted) => document.getElementById('primary-navigation')?.matches(':popover-open') === wanted,
    open,
  );

const bannerShown = (page: EnginePage, shown: boolean) =>
  page.waitFor((wanted) => document.getElementById('cookie-banner')?.hidden === !wanted, shown);

const DIALOG = '[role="dialog"][aria-labelledby="cookie-settings-title"]';
const dialogShown = (page: EnginePage, shown: boolean) =>
  page.waitFor(([selector, wanted]) => (document.querySelector(selector) !== null) === wanted, [
    DIALOG,
    shown,
  ] as const);

const storedChoice = (page: EnginePage) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, boolean> | null,
    COOKIE_CONSENT.storageKey,
  );

describe.each(ENGINES)('the menu and the cookies in %s', (engine) => {
  it('opens and closes the phone’s menu, and its links lead to their page', async () => {
    const page = await openPage(engine, WIDTHS.phone);
    await chooseCookiesBefore(page);
    await openReady(page, '/portfolio');
    await menuOpen(page, false);
    await page.click('.menu-toggle');
    await menuOpen(page, true);
    await page.click('.menu-toggle');
    await menuOpen(page, false);
    await page.click('.menu-toggle');
    await page.click(await byText(page, '#primary-navigation a', 'À propos'));
    await page.waitFor(
      () => location.pathname === '/about' && document.documentElement.dataset.loader === 'ready',
      null,
    );
    await menuOpen(page, false);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('shows the banner on a first visit; « Essentiels uniquement » stores the choice and it stays away', async () => {
    const page = await openPage(engine, WIDTHS.phone);
    await openReady(page, '/');
    await bannerShown(page, true);
    await page.click('[data-consent-choice="none"]');
    await bannerShown(page, false);
    expect(await storedChoice(page)).toMatchObject({ essential: true, functional: false, analytics: false });
    await openReady(page, '/about');
    expect(await page.evaluate(() => document.getElementById('cookie-banner')?.hidden, null)).toBe(true);
    expect(await page.pageErrors()).toEqual([]);
  });

  it('« Personnaliser » opens the settings; the saved choice is what was toggled; « Gérer les cookies » reopens them', async () => {
    const page = await openPage(engine);
    await openReady(page, '/');
    await bannerShown(page, true);
    await page.click('[data-consent-open="dialog"]');
    await dialogShown(page, true);
    await page.click('#cookie-category-functional');
    await page.waitFor(
      () => (document.getElementById('cookie-category-functional') as HTMLInputElement).checked,
      null,
    );
    await page.click(await byText(page, `${DIALOG} button`, 'Enregistrer les préférences'));
    await dialogShown(page, false);
    await bannerShown(page, false);
    expect(await storedChoice(page)).toMatchObject({ functional: true, analytics: false, marketing: false });

    await page.click('[data-consent-open="footer"]');
    await dialogShown(page, true);
    expect(
      await page.evaluate(
        () => (document.getElementById('cookie-category-functional') as HTMLInputElement).checked,
        null,
      ),
    ).toBe(true);
    expect(await page.pageErrors()).toEqual([]);
  });
});
