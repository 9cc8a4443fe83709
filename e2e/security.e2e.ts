import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintToken } from '../mocks/auth/tokens';
import { config } from '@shared/config';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { serverSecrets } from './api';
import { baseUrl, workerBrowser, newContext } from './browser';

/**
 * The site and the back-office work under the headers a production host sends (hosting/securityHeaders.ts):
 * no page breaks a Content-Security-Policy rule, the back-office cannot be framed by another site, and a missing
 * file is a 404.
 */
const PUBLIC_ROUTES = [
  '/',
  '/contact',
  '/about',
  '/services',
  '/ai-home',
  '/careers',
  '/portfolio',
  '/privacy',
];
const ADMIN_ROUTES = ['/admin', '/admin/messages', '/admin/templates', '/admin/media', '/admin/content'];

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** Records every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

describe('security headers in a real browser', () => {
  it('every public page loads, starts and runs its forms with no CSP violation', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    const violations = await watchViolations(page);
    for (const route of PUBLIC_ROUTES) {
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      expect(await violations(), route).toEqual([]);
    }
    // The cookie banner's script and the module it loads for the proof of a choice: they too run under the policy.
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('every back-office screen works signed in with no CSP violation', async () => {
    const { accessToken, user } = await mintToken({
      email: 'admin@example.com',
      projectId: config.projectId,
      secret: serverSecrets().auth,
      adminEmails: config.adminEmails,
    });
    const { context, page, pageErrors } = await newContext(browser);
    await context.addInitScript(
      ([keys, token, userJson]) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.user, userJson);
      },
      [SESSION_STORAGE_KEYS, accessToken, JSON.stringify(user)] as const,
    );
    const violations = await watchViolations(page);
    for (const route of ADMIN_ROUTES) {
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await page.locator('#main-content, main').first().waitFor();
      // Loaded: no progress bar left (the app bar's and the list's can show together on a busy machine).
      await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
      expect(await violations(), route).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  describe('framing', () => {
    let other: Server;
    let otherUrl = '';
    beforeAll(async () => {
      // Another site that tries to show our back-office in a frame (clickjacking).
      other = createServer((_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(`<iframe id="victim" src="${baseUrl()}/admin" width="800" height="600"></iframe>`);
      });
      await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
      otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
    });
    afterAll(async () => {
      await new Promise<void>((done) => other.close(() => done()));
    });

    it('refuses to render the back-office inside another site', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const blocked = page.waitForEvent('console', (message) =>
        /frame-ancestors|X-Frame-Options/i.test(message.text()),
      );
      await page.goto(otherUrl);
      await blocked;
      const frame = page.frames().find((f) => f !== page.mainFrame());
      const rendered = await frame?.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      expect(rendered ?? '').not.toMatch(/Se connecter|Administration/);
      await context.close();
    });
  });

  it('answers 404 for a missing asset', async () => {
    const response = await fetch(`${baseUrl()}/assets/x.js`);
    expect(response.status).toBe(404);
  });

  it('ships no script of the development emulator: its service worker is not in the build', async () => {
    const response = await fetch(`${baseUrl()}/mockServiceWorker.js`);
    expect(response.status).toBe(404);
  });
});
