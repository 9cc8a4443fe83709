import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { workerBrowser, newContext } from './browser';
import { signIn } from './api';

/** No router developer page, ever: the redirect sign-in lands where it started, unknown screens are French. */

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const DEVELOPER_PAGE = /Unexpected Application Error|Hey developer|404 Not Found/;

describe('the back-office', () => {
  it('the redirect sign-in (« Se connecter dans cette page ») lands on the screen it started from', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    await page.goto('/admin/messages?filter=%7B%22status%22%3A%22unread%22%7D');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page
      .getByRole('button', { name: 'La fenêtre ne s’ouvre pas ? Se connecter dans cette page' })
      .click();
    // The provider's page (the emulator's), in this tab.
    await page.waitForURL((url) => url.pathname === '/auth/sign-in');
    await page.getByLabel(/e-mail/i).fill('admin@example.com');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/messages', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Messages & Contacts' }).waitFor();
    const url = new URL(page.url());
    // The same screen, its filter kept, and nothing of the sign-in left in the address.
    expect(url.searchParams.get('filter')).toBe('{"status":"unread"}');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.has('state')).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEYS.token)).toBeTruthy();
    expect(await page.locator('body').innerText()).not.toMatch(DEVELOPER_PAGE);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an unknown screen shows a French page with a way back to the dashboard', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/ecran-inconnu');
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(DEVELOPER_PAGE);
    await page.getByRole('link', { name: 'Aller au tableau de bord' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('Actions rapides').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
