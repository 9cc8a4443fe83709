import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CHAT_QUESTION_SUBJECT } from '@shared/domain/chatQuestion';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import type { SentEmail } from '@shared/domain/emails';
import type { Message } from '@shared/domain/messages';
import {
  CHAT_CONTACT_INTRO,
  CHAT_NO_SCRIPT,
  CHAT_SEND_ERROR,
  CHAT_TITLE,
} from '../site/src/chat/chatMessages';
import { adminClient, signIn } from './api';
import { baseUrl, footerLaidOut, newContext, VIEWPORTS, workerBrowser } from './browser';
import { waitHumanFillTime } from './flows';
import { screenshots } from './shots';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const capture = screenshots('chat');
/** A text as the page shows it to a locator: the narrow no-break spaces are spaces there too. */
const seen = (text: string) => text.replaceAll('\u202f', ' ');

const panelOf = (page: Page) => page.getByRole('region', { name: CHAT_TITLE });

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Discuter avec un conseiller' }).click();
  await panelOf(page).waitFor();
  return panelOf(page);
}

/** Asks a question on the page open, and waits for the chat to ask for a way to answer. */
async function askQuestion(page: Page, question: string) {
  const panel = await openChat(page);
  const input = panel.getByRole('textbox', { name: 'Votre message' });
  await input.fill(question);
  await input.press('Enter');
  await panel.getByText('Un de nos experts vous répondra très rapidement.').waitFor();
  const form = panel.getByRole('form', { name: CHAT_CONTACT_INTRO });
  await form.waitFor();
  return { panel, form };
}

describe('a question asked in the chat', () => {
  it('reaches the inbox as one message with its later questions in order, notified, confirmed once, from page to page, even after double « Envoyer »s', async () => {
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const name = `Lucie Morel ${tag}`;
    const email = `lucie.${tag}@example.org`;
    const question = `Isolez-vous les combles perdus ? (réf. ${tag})`;
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.desktop);
    onTestFinished(() => context.close());
    await page.goto('/services');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    const first = await askQuestion(page, question);
    await first.form.getByLabel('Votre nom').fill(name);
    await capture(page, '1280-contact-step.png');

    // Another page of the tab: the same conversation, the name already typed, the form still asked for.
    await page.goto('/contact');
    const panel = await openChat(page);
    const form = panel.getByRole('form', { name: CHAT_CONTACT_INTRO });
    await panel.getByText(question).waitFor();
    expect(await form.getByLabel('Votre nom').inputValue()).toBe(name);
    await form.getByLabel('E-mail').fill(email);
    await waitHumanFillTime(page);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/messages\/documents$/.test(new URL(request.url()).pathname))
        creates.push(request.url());
    });
    await form.getByRole('button', { name: 'Envoyer' }).dblclick();
    await panel
      .getByText(`C’est noté, Lucie ! Votre question est transmise à nos experts`, { exact: false })
      .waitFor();
    await capture(page, '1280-sent.png');
    expect(creates.length).toBeGreaterThanOrEqual(1);

    // Two later questions, the second on another page and clicked twice: both join the same document.
    const added: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'POST' && /\/messages\/[^/]+\/conversation$/.test(url.pathname))
        added.push(url);
    });
    const addedAnswer = () =>
      page.waitForResponse(
        (response) =>
          /\/messages\/[^/]+\/conversation$/.test(new URL(response.url()).pathname) && response.ok(),
      );
    const second = `Et les murs par l’extérieur ? (réf. ${tag})`;
    const third = `Quel délai pour un devis ? (réf. ${tag})`;
    let answered = addedAnswer();
    await panel.getByRole('textbox', { name: 'Votre message' }).fill(second);
    await panel.getByRole('textbox', { name: 'Votre message' }).press('Enter');
    await answered;
    await page.goto('/about');
    const later = await openChat(page);
    await later.getByText(second).waitFor();
    answered = addedAnswer();
    await later.getByRole('textbox', { name: 'Votre message' }).fill(third);
    await later.getByRole('button', { name: 'Envoyer' }).dblclick();
    await answered;
    await later.getByText(third).waitFor();
    expect(await later.getByText(third).count()).toBe(1);
    await capture(page, '1280-follow-ups.png');
    // The conversation's token travels in the request's body, kept in the tab's session: never in an address.
    const kept = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('lh-renov:draft:chat'))) ?? '{}',
    ) as { thread?: { id: string; token: string } };
    expect(kept.thread?.token).toMatch(/^[\w-]{43}$/);
    expect(added.length).toBeGreaterThanOrEqual(2);
    for (const url of added) expect(url.href).not.toContain(kept.thread!.token);
    expect(page.url()).not.toContain(kept.thread!.token);

    const admin = await adminClient();
    const stored = (await admin.find<Message>('messages', { filter: { email } })).list;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name,
      source: 'chat',
      subject: CHAT_QUESTION_SUBJECT,
      page: '/services',
      message: question,
      notificationStatus: 'sent',
    });
    // One document: the three questions in order, the first one's automatic reply between.
    expect(stored[0]!.conversation?.map((line) => [line.from, line.from === 'bot' ? '' : line.text])).toEqual(
      [
        ['visitor', question],
        ['bot', ''],
        ['visitor', second],
        ['visitor', third],
      ],
    );
    expect(stored[0]!._id).toBe(kept.thread!.id);
    // Each later question notified to the company once; one confirmation to the visitor, for the first.
    const outbox = (await admin.find<SentEmail>('emails', { filter: { documentId: stored[0]!._id } })).list;
    expect(outbox.map((sent) => sent.message).sort()).toEqual([
      'chat-follow-up',
      'chat-follow-up',
      'quote-confirmation',
      'quote-notification',
    ]);
    const byKind = Object.fromEntries(outbox.map((sent) => [sent.message, sent]));
    expect(byKind['quote-notification']).toMatchObject({ to: [DEFAULT_COMPANY.email], replyTo: [email] });
    expect(byKind['quote-notification']?.text).toContain(question);
    expect(byKind['quote-confirmation']).toMatchObject({ to: [email] });

    // The inbox shows it with its source; « Répondre » writes to the address the visitor left.
    await signIn(page, 'admin@example.com');
    await page.goto('/admin/messages');
    const row = page.getByRole('link', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.getByText('Discussion', { exact: true }).count()).toBe(1);
    await row.click();
    const detail = page.getByRole('article', { name: CHAT_QUESTION_SUBJECT });
    await detail.getByText('Discussion, page /services').waitFor();
    const lines = detail.getByRole('region', { name: 'Conversation' }).getByRole('listitem');
    await lines.filter({ hasText: third }).waitFor();
    const texts = await lines.allTextContents();
    expect(texts).toHaveLength(4);
    expect(texts[0]).toContain(question);
    expect(texts[2]).toContain(second);
    expect(texts[3]).toContain(third);
    await detail.getByText('3 questions du visiteur').waitFor();
    await capture(page, '1280-inbox.png');
    await detail.getByRole('button', { name: 'Répondre' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Message').fill('Bonjour, oui : nous passons jeudi.');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Réponse envoyée avec succès !').waitFor();
    const replies = (
      await admin.find<SentEmail>('emails', { filter: { to: email, sentBy: 'admin@example.com' } })
    ).list;
    expect(replies).toHaveLength(1);
    expect(replies[0]?.text).toContain('nous passons jeudi');
    expect(pageErrors).toEqual([]);
  });

  it('on a phone: the way to answer, a later question and the inbox fit the screen', async () => {
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.phone);
    onTestFinished(() => context.close());
    await page.goto('/');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    const { panel, form } = await askQuestion(page, 'Faites-vous les extensions en bois ?');
    await form.getByLabel('Votre nom').fill(`Marc ${tag}`);
    await form.getByLabel('ou téléphone').fill('02 35 00 11 22');
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    // Every field of the way to answer is reachable in the panel.
    await form.getByRole('button', { name: 'Envoyer' }).scrollIntoViewIfNeeded();
    await capture(page, '390-contact-step.png');
    await waitHumanFillTime(page);
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await panel.getByText(/nous vous rappellerons au 02\s35\s00\s11\s22/).waitFor();
    const answered = page.waitForResponse(
      (response) =>
        /\/messages\/[^/]+\/conversation$/.test(new URL(response.url()).pathname) && response.ok(),
    );
    await panel.getByRole('textbox', { name: 'Votre message' }).fill('Et pour une terrasse couverte ?');
    await panel.getByRole('textbox', { name: 'Votre message' }).press('Enter');
    await answered;
    await capture(page, '390-sent.png');

    await signIn(page, 'admin@example.com');
    await page.goto('/admin/messages');
    await page.getByRole('link', { name: new RegExp(`Marc ${tag}`) }).click();
    const detail = page.getByRole('article', { name: CHAT_QUESTION_SUBJECT });
    await detail.getByText(/Pas d’adresse e-mail/).waitFor();
    expect(await detail.getByRole('button', { name: 'Répondre' }).isDisabled()).toBe(true);
    const conversation = detail.getByRole('region', { name: 'Conversation' });
    await conversation.getByText('Et pour une terrasse couverte ?').scrollIntoViewIfNeeded();
    const texts = await conversation.getByRole('listitem').allTextContents();
    expect(texts.at(0)).toContain('Faites-vous les extensions en bois ?');
    expect(texts.at(-1)).toContain('Et pour une terrasse couverte ?');
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await capture(page, '390-inbox.png');
    expect(pageErrors).toEqual([]);
  });

  it('says so with « Réessayer », the telephone and the e-mail when its sending code cannot arrive, and keeps it all', async () => {
    const { context, page } = await newContext(browser, VIEWPORTS.desktop);
    onTestFinished(() => context.close());
    await page.route('**/assets/chatSending-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
    const { form } = await askQuestion(page, 'Une question sans réseau');
    await form.getByLabel('Votre nom').fill('Lucie');
    await form.getByLabel('E-mail').fill('lucie@example.org');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText(seen(CHAT_SEND_ERROR), { exact: false }).waitFor({ timeout: 10_000 });
    expect(await alert.getByRole('link', { name: DEFAULT_COMPANY.phone }).getAttribute('href')).toBe(
      `tel:${DEFAULT_COMPANY.phone.replace(/\s/g, '')}`,
    );
    expect(await alert.getByRole('link', { name: DEFAULT_COMPANY.email }).getAttribute('href')).toBe(
      `mailto:${DEFAULT_COMPANY.email}`,
    );
    expect(await form.getByRole('button', { name: 'Réessayer' }).isVisible()).toBe(true);
    expect(await form.getByLabel('E-mail').inputValue()).toBe('lucie@example.org');
  });
});

describe('the chat without JavaScript', () => {
  it('says that sending needs it, with the telephone and e-mail, and « Envoyer » changes nothing', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    const page = await context.newPage();
    onTestFinished(() => context.close());
    await page.goto('/services');
    await footerLaidOut(page);
    // The panel is the browser's popover: it opens with no script.
    const panel = await openChat(page);
    // Playwright's text and role queries skip <noscript>: read it with CSS, as shown (visible, in the panel).
    const note = panel.locator('noscript p');
    await note.waitFor();
    expect(await note.isVisible()).toBe(true);
    expect(seen((await note.textContent()) ?? '')).toContain(seen(CHAT_NO_SCRIPT));
    expect(
      await note.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([`tel:${DEFAULT_COMPANY.phone.replace(/\s/g, '')}`, `mailto:${DEFAULT_COMPANY.email}`]);
    await capture(page, '390-no-script.png');
    const input = panel.getByRole('textbox', { name: 'Votre message' });
    await input.fill('Mon numéro est le 06 12 34 56 78');
    await panel.getByRole('button', { name: 'Envoyer' }).click();
    // No navigation, nothing in the address, the text still there.
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/services');
    expect(await input.inputValue()).toBe('Mon numéro est le 06 12 34 56 78');
  });
});
