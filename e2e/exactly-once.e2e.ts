import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SentEmail } from '@shared/domain/emails';
import type { Message } from '@shared/domain/messages';
import type { Review } from '@shared/domain/reviews';
import { MIN_HUMAN_FILL_MS } from '../site/src/forms/contact/botCheck';
import { adminClient } from './api';
import { islandAwake, workerBrowser, newContext } from './browser';
import { fillQuoteForm, uniqueRequest, waitHumanFillTime } from './flows';

/**
 * Every quote request and review is stored exactly once (docs/platform.md#clés-didempotence): never doubled by a
 * double click or a retry after a lost answer, never dropped as a robot, never lost by a reload
 * (docs/product.md#formulaire-de-devis).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const quoteForm = (page: Page) => page.locator('form', { has: page.getByLabel(/code postal/i) });
const reviewForm = (page: Page) => page.getByRole('form', { name: 'Laisser un avis' });
const sendButton = (page: Page) => quoteForm(page).getByRole('button', { name: /envoyer/i });

async function storedRequests(email: string) {
  const admin = await adminClient();
  const messages = (await admin.find<Message>('messages', { filter: { email } })).list;
  const emails = messages.length
    ? (await admin.find<SentEmail>('emails', { filter: { documentId: { $in: messages.map((m) => m._id) } } }))
        .list
    : [];
  return { messages, emails };
}

async function storedReviews(email: string) {
  const admin = await adminClient();
  return (await admin.find<Review>('reviews', { filter: { email } })).list;
}

async function fillReview(page: Page, name: string, email: string) {
  const form = reviewForm(page);
  await form.getByLabel('Nom').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.locator('label', { hasText: '4 étoiles' }).click();
  await form.getByLabel('Votre avis').fill('Chantier propre et délais tenus.');
}

const TOO_FAST = /Votre demande est partie très vite/;

describe('a visitor’s write is stored exactly once', () => {
  it('stores one quote request and sends exactly two e-mails on a double click', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser);
    await page.goto('/contact');
    await fillQuoteForm(page, request);
    await waitHumanFillTime(page);
    await sendButton(page).dblclick();
    await page.getByText('Message envoyé !').waitFor();

    // The success view shows once the request is stored and its e-mails asked for.
    expect((await storedRequests(request.email)).messages).toHaveLength(1);
    await expect
      .poll(async () => (await storedRequests(request.email)).emails.length, { timeout: 10_000 })
      .toBe(2);
    const { emails } = await storedRequests(request.email);
    expect(emails.map((email) => email.message).sort()).toEqual(['quote-confirmation', 'quote-notification']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('stores one review on a double click', async () => {
    const email = `julie.${Date.now()}@example.org`;
    const { context, page, pageErrors } = await newContext(browser);
    await page.goto('/contact');
    await fillReview(page, 'Julie Moreau', email);
    await reviewForm(page).getByRole('button', { name: 'Publier mon avis' }).dblclick();
    await page.getByRole('heading', { name: 'Merci pour votre avis !' }).waitFor();

    expect(await storedReviews(email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('stores one request when the answer is lost after the store and « Envoyer » is pressed again', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser);
    let dropping = true;
    let dropped = 0;
    // The request reaches the platform and is stored; its answer never comes back (a phone changing network).
    await page.route(
      (url) => url.pathname.endsWith('/messages/documents'),
      async (route) => {
        if (!dropping || route.request().method() !== 'POST') return route.continue();
        await route.fetch();
        dropped += 1;
        return route.abort('connectionreset');
      },
    );
    await page.goto('/contact');
    await fillQuoteForm(page, request);
    await waitHumanFillTime(page);
    await sendButton(page).click();
    await page.getByText('Une erreur est survenue lors de l’envoi du message. Veuillez réessayer.').waitFor();
    expect(dropped).toBeGreaterThan(0);
    expect((await storedRequests(request.email)).messages).toHaveLength(1);

    dropping = false;
    await sendButton(page).click();
    await page.getByText('Message envoyé !').waitFor();
    await expect
      .poll(async () => (await storedRequests(request.email)).emails.length, { timeout: 10_000 })
      .toBe(2);
    expect((await storedRequests(request.email)).messages).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('stores a request filled while the form’s code loads on a slow network and sent as soon as it works', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser);
    // The page's clock is the test's (docs/testing.md#attentes): its timers run, its date is set below.
    await page.clock.install();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
    await page.goto('/contact');
    // The fields are plain HTML: they work before the code arrives (their focus starts loading it).
    await fillQuoteForm(page, request);
    // A person has had the page 3 s (the page counts from its start: site/src/forms/contact/botCheck.ts); they send
    // the moment the form's code is there.
    const shownAt = await page.evaluate(() => performance.timeOrigin);
    await page.clock.setSystemTime(shownAt + MIN_HUMAN_FILL_MS);
    await islandAwake(page, 'contactForm');
    await sendButton(page).click();
    await page.getByText('Message envoyé !').waitFor({ timeout: 30_000 });

    expect((await storedRequests(request.email)).messages).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('tells a submission scripted 1 ms short of 3 s, in French, that it went too fast: nothing stored, values kept; at 3 s it is stored', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser);
    // The page's clock is the test's (docs/testing.md#attentes): its timers run, its date stands where the test
    // puts it, however long the machine takes to get there.
    await page.clock.install();
    // The form's code in the browser's cache, as for a script that comes back: the page is ready at once.
    await page.goto('/contact');
    await sendButton(page).click();
    await page.getByText('Veuillez indiquer votre nom.').waitFor();
    await page.goto('/contact');
    // The pointer on « Envoyer » wakes the form (it is HTML until the visitor acts).
    await sendButton(page).hover();
    await islandAwake(page, 'contactForm');
    // When the page counts it was shown (its start, on its clock: site/src/forms/contact/botCheck.ts).
    const shownAt = await page.evaluate(() => performance.timeOrigin);
    // A script: every field set and the form sent 1 ms before a person could have.
    await page.clock.setFixedTime(shownAt + MIN_HUMAN_FILL_MS - 1);
    await page.evaluate((values) => {
      const form = document.querySelector('form:has(input[autocomplete="postal-code"])') as HTMLFormElement;
      const set = (selector: string, value: string) => {
        const field = form.querySelector(selector) as HTMLInputElement;
        // As a script drives a React page: the value through the prototype's setter, then the event.
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
      };
      set('input[autocomplete="name"]', values.name);
      set('input[autocomplete="email"]', values.email);
      set('input[autocomplete="tel"]', values.phone);
      set('input[autocomplete="postal-code"]', values.postalCode);
      set('select', values.subject);
      set('textarea', values.message);
      form.requestSubmit();
    }, request);

    await page.getByText(TOO_FAST).waitFor();
    const form = quoteForm(page);
    expect(await form.getByLabel(/^nom/i).inputValue()).toBe(request.name);
    expect(await form.getByLabel(/^message/i).inputValue()).toBe(request.message);
    expect(await page.getByText('Message envoyé !').count()).toBe(0);
    expect((await storedRequests(request.email)).messages).toHaveLength(0);

    // Sent again by a person once the page has been shown 3 s, it is stored.
    await page.clock.setFixedTime(shownAt + MIN_HUMAN_FILL_MS);
    await sendButton(page).click();
    await page.getByText('Message envoyé !').waitFor();
    expect((await storedRequests(request.email)).messages).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('gives back what was typed in the quote and review forms after a reload or a new visit in the tab', async () => {
    const request = uniqueRequest();
    const { context, page, pageErrors } = await newContext(browser);
    await page.goto('/contact');
    await fillQuoteForm(page, request);
    await fillReview(page, 'Julie Moreau', 'julie@example.org');
    await islandAwake(page, 'contactForm');
    await islandAwake(page, 'reviewForm');
    await page.waitForFunction(
      (name) =>
        (sessionStorage.getItem('lh-renov:draft:contact') ?? '').includes(name) &&
        (sessionStorage.getItem('lh-renov:draft:review') ?? '').includes('Chantier propre'),
      request.name,
    );
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    const expectValuesBack = async () => {
      // Each form wakes at once to give its draft back.
      await quoteForm(page).scrollIntoViewIfNeeded();
      await islandAwake(page, 'contactForm');
      await reviewForm(page).scrollIntoViewIfNeeded();
      await islandAwake(page, 'reviewForm');
      const form = quoteForm(page);
      await expect.poll(() => form.getByLabel(/^nom/i).inputValue(), { timeout: 10_000 }).toBe(request.name);
      expect(await form.getByLabel(/^message/i).inputValue()).toBe(request.message);
      expect(await form.getByLabel(/type de projet/i).inputValue()).toBe(request.subject);
      await expect
        .poll(() => reviewForm(page).getByLabel('Votre avis').inputValue(), { timeout: 10_000 })
        .toBe('Chantier propre et délais tenus.');
      expect(await reviewForm(page).getByRole('radio', { name: '4 étoiles' }).isChecked()).toBe(true);
    };

    await page.reload();
    await expectValuesBack();
    // A new visit of the page in the same tab (the browser restores nothing then).
    await page.goto('/');
    await page.goto('/contact');
    await expectValuesBack();

    // Sent, the quote's draft is gone.
    await waitHumanFillTime(page);
    await sendButton(page).click();
    await page.getByText('Message envoyé !').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('lh-renov:draft:contact'))).toBeNull();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
