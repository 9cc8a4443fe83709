/**
 * A public form is never silent (docs/product.md#formulaire-sans-script): its send shows at once, before any of its
 * code; when that code cannot come, the visitor is told in French, with « Réessayer », the telephone and the e-mail,
 * and keeps what was typed; without JavaScript, the send puts nothing in the address and the page says what to do.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Message } from '@shared/domain/messages';
import { CHAT_CONTACT_INTRO, CHAT_TITLE } from '../site/src/chat/chatMessages';
import { adminClient } from './api';
import { baseUrl, islandAwake, newContext, VIEWPORTS, workerBrowser } from './browser';
import { fillQuoteForm, uniqueRequest, waitHumanFillTime } from './flows';
import { cutScripts } from './scriptCut';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const quoteForm = (page: Page) => page.locator('form', { has: page.getByLabel(/code postal/i) });
const sendButton = (page: Page) => quoteForm(page).locator('button[type="submit"]');

async function storedRequests(email: string) {
  const admin = await adminClient();
  return (await admin.find<Message>('messages', { filter: { email } })).list;
}

/** The company's telephone and e-mail links as « Nos coordonnées » gives them. */
async function companyLinks(page: Page) {
  const details = page.getByRole('complementary', { name: 'Nos coordonnées' });
  return {
    tel: await details.locator('a[href^="tel:"]').getAttribute('href'),
    mailto: await details.locator('a[href^="mailto:"]').getAttribute('href'),
  };
}

describe('the quote form when its code cannot come', () => {
  it('says so in French within seconds, with « Réessayer », the telephone and the e-mail, keeps the text, and sends once when tried again', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    onTestFinished(() => context.close());
    // Every script file cut (offline, a deployment that removed them): only the page's inline loader runs. A file
    // refused once stays refused on that page, as in browsers that keep a failed module failed.
    const scripts = await cutScripts(context);
    await page.goto('/contact');
    await fillQuoteForm(page, request);
    await waitHumanFillTime(page);
    await sendButton(page).click();

    const notice = page.getByRole('alert').filter({ hasText: 'Votre demande n’a pas pu être envoyée.' });
    await notice.waitFor({ timeout: 5_000 });
    const retry = notice.getByRole('button', { name: 'Réessayer' });
    expect(await retry.isVisible()).toBe(true);
    const links = await companyLinks(page);
    expect(links.tel).toMatch(/^tel:\+?\d+$/);
    expect(links.mailto).toMatch(/^mailto:.+@.+/);
    expect(await notice.locator(`a[href="${links.tel}"]`).isVisible()).toBe(true);
    expect(await notice.locator(`a[href="${links.mailto}"]`).isVisible()).toBe(true);
    // What was typed stays, in the fields and in the tab's draft; the button is usable again.
    const form = quoteForm(page);
    expect(await form.getByLabel(/^nom/i).inputValue()).toBe(request.name);
    expect(await form.getByLabel(/^message/i).inputValue()).toBe(request.message);
    expect(await form.getByLabel(/type de projet/i).inputValue()).toBe(request.subject);
    expect(await page.evaluate(() => sessionStorage.getItem('lh-renov:draft:contact'))).toContain(
      request.name,
    );
    expect(await sendButton(page).isEnabled()).toBe(true);
    expect(await storedRequests(request.email)).toHaveLength(0);

    // The network back, « Réessayer » sends the request, once, with what was typed (the page reloads if need be).
    scripts.restore();
    await retry.click();
    await page.getByText('Message envoyé !').waitFor({ timeout: 15_000 });
    expect(await notice.isVisible()).toBe(false);
    expect(await storedRequests(request.email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the quote form on a slow network', () => {
  it('shows it is sending in the frame after the tap, before its code runs, and stores the request once', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    onTestFinished(() => context.close());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    // The form's own module held until the tap has been drawn: the tap surely comes before the code.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/island-contactForm-*.js', async (route: Route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/contact');
    await fillQuoteForm(page, request);
    await waitHumanFillTime(page);
    // What the first frame after the tap shows: checked in that frame's animation callback, before it is painted.
    await page.evaluate(() => {
      const w = window as unknown as {
        sendingFrame: Promise<{ disabled: boolean; name: string; awake: boolean }>;
      };
      w.sendingFrame = new Promise((resolve) =>
        document.addEventListener(
          'click',
          () =>
            requestAnimationFrame(() => {
              const button = document.querySelector<HTMLButtonElement>(
                '.contact-form button[type="submit"]',
              )!;
              resolve({
                disabled: button.disabled,
                name: button.getAttribute('aria-label') ?? button.textContent ?? '',
                awake: document.querySelector('[data-island="contactForm"][data-awake]') !== null,
              });
            }),
          { capture: true, once: true },
        ),
      );
    });
    await sendButton(page).click();
    const frame = await page.evaluate(
      () => (window as unknown as { sendingFrame: Promise<unknown> }).sendingFrame,
    );
    expect(frame).toEqual({ disabled: true, name: 'Envoi en cours...', awake: false });
    release();
    await page.getByText('Message envoyé !').waitFor({ timeout: 30_000 });
    expect(await storedRequests(request.email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the public forms without JavaScript', () => {
  it('puts no field in the address after « Envoyer », and the page says sending needs JavaScript, with the telephone and the e-mail', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
      locale: 'fr-FR',
    });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const request = uniqueRequest();
    await page.goto('/contact');
    const links = await companyLinks(page);
    await fillQuoteForm(page, request);
    await Promise.all([page.waitForURL('**/contact#*'), sendButton(page).click()]);
    const url = decodeURIComponent(page.url());
    for (const value of [request.name, request.email, request.postalCode, 'Ossature'])
      expect(url).not.toContain(value);
    expect(new URL(page.url()).search).toBe('');
    const line = page.locator('#contactForm-sans-javascript');
    expect(await line.textContent()).toContain('L’envoi de ce formulaire demande JavaScript');
    expect(await line.isVisible()).toBe(true);
    expect(await line.locator(`a[href="${links.tel}"]`).count()).toBe(1);
    expect(await line.locator(`a[href="${links.mailto}"]`).count()).toBe(1);

    // The newsletter in every page's footer: the same, and never `/?`.
    await page.goto('/about');
    await page.getByLabel('Votre adresse e-mail').fill('julie@example.org');
    await Promise.all([
      page.waitForURL('**/about#*'),
      page.getByRole('button', { name: 'S’inscrire' }).click(),
    ]);
    expect(page.url()).not.toContain('julie');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('#newsletter-sans-javascript').isVisible()).toBe(true);
    // « Gérer les cookies » and /admin say what they need (lines inside <noscript>, which text search skips).
    const cookies = page.locator('li:has(> [data-consent-open="footer"]) noscript > span');
    expect(await cookies.textContent()).toContain('Le choix des cookies demande JavaScript');
    expect(await cookies.isVisible()).toBe(true);
    await page.goto('/admin');
    const admin = page.locator('noscript > p');
    expect(await admin.textContent()).toContain('Le back-office demande JavaScript');
    expect(await admin.isVisible()).toBe(true);
  });
});

describe('the chat and the review form when their code cannot come', () => {
  it('the chat says so within seconds, keeps the question, and « Réessayer » asks it once the network is back', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.desktop);
    onTestFinished(() => context.close());
    const scripts = await cutScripts(context);
    await page.goto('/services');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await page.getByRole('button', { name: 'Discuter avec un conseiller' }).click();
    const panel = page.getByRole('region', { name: CHAT_TITLE });
    const field = panel.getByRole('textbox', { name: 'Votre message' });
    const question = `Posez-vous des pompes à chaleur ? (${Math.random().toString(36).slice(2)})`;
    await field.fill(question);
    await field.press('Enter');

    const notice = panel.getByRole('alert').filter({ hasText: 'Votre question n’a pas pu être envoyée.' });
    await notice.waitFor({ timeout: 6_000 });
    expect(await notice.getByRole('button', { name: 'Réessayer' }).isVisible()).toBe(true);
    expect(await notice.locator('a[href^="tel:"]').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await notice.locator('a[href^="mailto:"]').getAttribute('href')).toMatch(/^mailto:.+@.+/);
    expect(await field.inputValue()).toBe(question);

    scripts.restore();
    await notice.getByRole('button', { name: 'Réessayer' }).click();
    // The question is asked: the chat shows it and asks for a way to answer.
    await page.getByRole('region', { name: CHAT_TITLE }).getByText(question).waitFor({ timeout: 15_000 });
    await page.getByRole('form', { name: CHAT_CONTACT_INTRO }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('the review form says so within seconds of a star chosen, instead of a button that stays greyed', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    onTestFinished(() => context.close());
    await cutScripts(context);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Laisser un avis' });
    await form.getByLabel('Nom').fill('Hélène Duval');
    await form.locator('label', { hasText: '4 étoiles' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Votre avis n’a pas pu être envoyé.' });
    await notice.waitFor({ timeout: 6_000 });
    expect(await notice.getByRole('button', { name: 'Réessayer' }).isVisible()).toBe(true);
    expect(await notice.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await form.getByLabel('Nom').inputValue()).toBe('Hélène Duval');
    expect(pageErrors).toEqual([]);
  });
});

describe('a draft typed before the form’s code', () => {
  it('comes back after a reload right after the last key, with no pause to wait for', async () => {
    const request = uniqueRequest();
    const { context, page } = await newContext(browser, VIEWPORTS.phone);
    onTestFinished(() => context.close());
    // The form's code held: the visitor types and reloads before it could save anything itself.
    await context.route('**/assets/island-contactForm-*.js', () => undefined);
    await page.goto('/contact');
    await quoteForm(page).getByLabel(/^nom/i).fill(request.name);
    await quoteForm(page)
      .getByLabel(/^message/i)
      .pressSequentially('Isoler les combles');
    await context.unroute('**/assets/island-contactForm-*.js');
    await page.reload();
    await expect.poll(() => quoteForm(page).getByLabel(/^nom/i).inputValue()).toBe(request.name);
    expect(
      await quoteForm(page)
        .getByLabel(/^message/i)
        .inputValue(),
    ).toBe('Isoler les combles');
  });
});

describe('the quote form awake when its sending code cannot come', () => {
  it('says so, and a second « Envoyer » once the network is back sends the request once, in every browser', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.desktop);
    onTestFinished(() => context.close());
    const sendingCode = await cutScripts(context, '**/assets/submitContactRequest-*.js');
    await page.goto('/contact');
    await fillQuoteForm(page, request);
    await islandAwake(page, 'contactForm');
    await waitHumanFillTime(page);
    await sendButton(page).click();
    await quoteForm(page).getByText('Une erreur est survenue lors de l’envoi du message.').waitFor();
    expect(
      await quoteForm(page)
        .getByLabel(/^message/i)
        .inputValue(),
    ).toBe(request.message);
    expect(await storedRequests(request.email)).toHaveLength(0);

    sendingCode.restore();
    await sendButton(page).click();
    await page.getByText('Message envoyé !').waitFor({ timeout: 15_000 });
    expect(await storedRequests(request.email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

describe('the chat awake when its sending code cannot come', () => {
  it('says so, keeps the conversation, and « Réessayer » once the network is back asks the question once, in every browser', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.desktop);
    onTestFinished(() => context.close());
    const sendingCode = await cutScripts(context, '**/assets/chatSending-*.js');
    await page.goto('/services');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    await page.getByRole('button', { name: 'Discuter avec un conseiller' }).click();
    const panel = page.getByRole('region', { name: CHAT_TITLE });
    const question = `Posez-vous des pompes à chaleur ? (${Math.random().toString(36).slice(2)})`;
    const email = `chat.${Math.random().toString(36).slice(2)}@example.org`;
    await panel.getByRole('textbox', { name: 'Votre message' }).fill(question);
    await panel.getByRole('textbox', { name: 'Votre message' }).press('Enter');
    const form = page.getByRole('form', { name: CHAT_CONTACT_INTRO });
    await form.getByLabel('Votre nom').fill('Lucie Martin');
    await form.getByLabel('E-mail').fill(email);
    await waitHumanFillTime(page);
    await form.getByRole('button', { name: 'Envoyer' }).click();

    // The page answers, so it reloads for the code, a few times at most, then the chat says so (panel open again).
    await form
      .getByRole('alert')
      .getByText(/n’a pas pu être transmise/)
      .waitFor({ timeout: 30_000 });
    expect(await form.getByRole('alert').locator('a[href^="tel:"]').count()).toBe(1);
    expect(await panel.getByText(question).isVisible()).toBe(true);
    expect(await form.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await storedRequests(email)).toHaveLength(0);

    // The network back: « Réessayer » reloads once more for the code, and the new page asks the question, once.
    sendingCode.restore();
    await form.getByRole('button', { name: 'Réessayer' }).click();
    await panel.getByText(/C’est noté, Lucie/).waitFor({ timeout: 15_000 });
    expect(await storedRequests(email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});
