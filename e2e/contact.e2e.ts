import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './browser';
import {
  fillQuoteForm,
  sendQuoteRequest,
  signInThroughPopup,
  uniqueRequest,
  waitHumanFillTime,
} from './flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A call that would store or send something (reads such as the stored page content do not count). */
const isPlatformWrite = (request: Request) => {
  const path = new URL(request.url()).pathname;
  if (!path.startsWith('/lm/') || request.method() === 'GET') return false;
  return !/\/documents\/(find|list)$/.test(path);
};

describe('the quote form on /contact', () => {
  it('rejects bad input with the French messages and sends nothing', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isPlatformWrite(request)) sent.push(request.url());
    });
    await page.goto('/contact');
    await waitHumanFillTime(page);
    await page.getByRole('button', { name: /envoyer/i }).click();
    await expect.poll(() => page.getByText('Veuillez indiquer votre nom.').count()).toBe(1);
    expect(await page.getByText('Veuillez indiquer votre adresse e-mail.').count()).toBe(1);
    expect(await page.getByText('Veuillez indiquer votre code postal.').count()).toBe(1);
    expect(await page.getByText('Veuillez choisir un type de projet.').count()).toBe(1);

    await fillQuoteForm(page, uniqueRequest({ email: 'pas-une-adresse', postalCode: '7660' }));
    await page.getByRole('button', { name: /envoyer/i }).click();
    await expect
      .poll(() => page.getByText('Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).').count())
      .toBe(1);
    expect(await page.getByText('Le code postal doit contenir exactement 5 chiffres.').count()).toBe(1);
    expect(sent).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('stores a valid request, shows "Message envoyé !" and the admin sees it in the back-office', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser);
    await sendQuoteRequest(page, request);
    await page.getByRole('button', { name: 'Envoyer un autre message' }).waitFor();

    await signInThroughPopup(page, 'admin@example.com');
    await page.goto('/admin/messages');
    await page.getByText(request.name).first().waitFor();
    expect(await page.getByText(request.subject).count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps the request when sending the emails fails', async () => {
    const request = uniqueRequest({ subject: 'Diagnostic énergétique' });
    const { context, page } = await newContext(browser);
    let emailAttempts = 0;
    await page.route('**/lm/*/email/send', (route) => {
      emailAttempts += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, message: 'Service e-mail indisponible', data: null }),
      });
    });
    await sendQuoteRequest(page, request);
    expect(emailAttempts).toBeGreaterThan(0);
    await page.unrouteAll();

    await signInThroughPopup(page, 'admin@example.com');
    await page.goto('/admin/messages');
    await page.getByText(request.name).first().waitFor();
    await context.close();
  });
});

describe('back-office access', () => {
  it('sends a signed-in user who is not an administrator back to the site', async () => {
    const { context, page } = await newContext(browser);
    await signInThroughPopup(page, 'visiteur@example.org');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
