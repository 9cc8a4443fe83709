import type { Browser, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import type { SentEmail } from '@shared/domain/emails';
import type { Message } from '@shared/domain/messages';
import { PlatformError } from '@shared/http/errors';
import { adminClient, signIn, visitorClient } from './api';
import { workerBrowser, newContext } from './browser';
import {
  fillQuoteForm,
  sendQuoteRequest,
  signInThroughPopup,
  uniqueRequest,
  waitHumanFillTime,
} from './flows';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
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
    // The click wakes the form's island, which replays it: wait for its answer on screen.
    await page.getByText('Veuillez indiquer votre nom.').waitFor();
    expect(await page.getByText('Veuillez indiquer votre nom.').count()).toBe(1);
    expect(await page.getByText('Veuillez indiquer votre adresse e-mail.').count()).toBe(1);
    expect(await page.getByText('Veuillez indiquer votre code postal.').count()).toBe(1);
    expect(await page.getByText('Veuillez choisir un type de projet.').count()).toBe(1);

    await fillQuoteForm(page, uniqueRequest({ email: 'pas-une-adresse', postalCode: '7660' }));
    await page.getByRole('button', { name: /envoyer/i }).click();
    await page.getByText('Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).').waitFor();
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

    // The page only names the two e-mails; the platform rendered and addressed them from the stored request.
    const admin = await adminClient();
    const [stored] = (await admin.find<Message>('messages', { filter: { email: request.email } })).list;
    expect(stored?.notificationStatus).toBe('sent');
    const outbox = (await admin.find<SentEmail>('emails', { filter: { documentId: stored?._id } })).list;
    expect(outbox.map((email) => email.message).sort()).toEqual(['quote-confirmation', 'quote-notification']);
    expect(outbox.every((email) => email.sentBy === 'visitor')).toBe(true);
    const byKind = Object.fromEntries(outbox.map((email) => [email.message, email]));
    expect(byKind['quote-notification']).toMatchObject({
      to: [DEFAULT_COMPANY.email],
      replyTo: [request.email],
      subject: `Nouvelle demande de contact - ${request.subject}`,
    });
    expect(byKind['quote-confirmation']).toMatchObject({
      to: [request.email],
      subject: 'Nous avons bien reçu votre demande',
    });
    // Sent to an address nobody proved: none of the visitor's text (docs/security.md#e-mails-du-site).
    expect(byKind['quote-confirmation']?.text).not.toContain(request.message);

    await signIn(page, 'admin@example.com');
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

    await signIn(page, 'admin@example.com');
    await page.goto('/admin/messages');
    await page.getByText(request.name).first().waitFor();
    await context.close();
  });
});

describe('no open relay', () => {
  it('refuses a free-form e-mail from a visitor, even to the address of a request just stored', async () => {
    const request = uniqueRequest();
    const visitor = visitorClient();
    await visitor.create('messages', { ...request });
    const refusal = await visitor
      .sendEmail({ to: request.email, subject: 'Gagnez un prix', html: '<p>Cliquez</p>' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PlatformError);
    expect((refusal as PlatformError).code).toBe(403);
  });
});

describe('back-office access', () => {
  it('tells a signed-in user who is not an administrator so, in French, and signs out to the site', async () => {
    const { context, page } = await newContext(browser);
    await signInThroughPopup(page, 'visiteur@example.org');
    await page.getByRole('heading', { level: 1, name: 'Back-office réservé aux administrateurs' }).waitFor();
    await page.getByText(/connecté avec l’adresse visiteur@example\.org/).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin/);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    await context.close();
  });
});
