// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_AUTO_REPLY, CHAT_QUESTION_SUBJECT } from '@shared/domain/chatQuestion';
import { PlatformError } from '@shared/http/errors';
import { PRODUCT_PREFIX } from '@shared/storagePrefix';
import { fakeClient } from '../forms/contact/testClient';
import { ChatWidget } from './ChatWidget';
import { Conversation } from './Conversation';
import {
  CHAT_CONTACT_INTRO,
  CHAT_GREETING,
  CHAT_NAME_REQUIRED,
  CHAT_NO_SCRIPT,
  CHAT_REPLY_DELAY_MS,
  CHAT_SEND_ERROR,
  CHAT_TITLE,
  CHAT_TOO_FAST,
  CHAT_WAY_REQUIRED,
} from './chatMessages';

const COMPANY = { phone: '02 35 00 00 00', email: 'contact@example.fr' };

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/services');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderConversation({ shownAt = 0, now = (): number => 10_000 } = {}) {
  const user = userEvent.setup();
  const { client, mocks } = fakeClient();
  const view = render(<Conversation {...COMPANY} client={client} now={now} shownAt={shownAt} />);
  const log = screen.getByRole('log', { name: 'Messages de la discussion' });
  return { user, log, mocks, view, input: () => screen.getByRole('textbox', { name: 'Votre message' }) };
}

/** A text as Testing Library reads it: its narrow no-break spaces normalised to plain ones. */
const seen = (text: string) => text.replaceAll('\u202f', ' ');

const bubbles = (log: HTMLElement) =>
  within(log)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');

/** Asks a first question and waits for the automatic reply and the way-to-answer form. */
async function askFirst(
  user: ReturnType<typeof userEvent.setup>,
  log: HTMLElement,
  text = 'Isolez-vous les combles ?',
) {
  await user.type(screen.getByRole('textbox', { name: 'Votre message' }), `${text}{Enter}`);
  // The texts' narrow no-break spaces read as plain spaces once Testing Library normalises them.
  await within(log).findByText(/Un de nos experts vous répondra/);
  return screen.getByRole('form', { name: CHAT_CONTACT_INTRO });
}

describe('chat widget', () => {
  it('is HTML: the button opens the panel, a popover, whose × closes it; greeting and field are in the page', () => {
    const html = renderToString(<ChatWidget />);
    document.body.innerHTML = html;
    const launcher = screen.getByRole('button', { name: 'Discuter avec un conseiller' });
    const panel = document.getElementById('chat-panel');
    expect(launcher).toHaveAttribute('popovertarget', 'chat-panel');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(document.getElementById(panel!.getAttribute('aria-labelledby')!)?.textContent).toBe(CHAT_TITLE);
    const close = within(panel!).getByRole('button', { name: 'Fermer la discussion', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'chat-panel');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    // The conversation is the island inside the panel, its greeting already written.
    const island = panel!.querySelector('[data-island="chat"]');
    expect(island).toHaveAttribute('data-when', 'idle open interaction');
    expect(island?.textContent).toContain(CHAT_GREETING);
    expect(island?.querySelector('textarea')).not.toBeNull();
    document.body.innerHTML = '';
  });

  it('says without a script that sending needs one, with the company’s telephone and e-mail as links', () => {
    const html = renderToString(<Conversation {...COMPANY} />);
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain(CHAT_NO_SCRIPT);
    expect(noscript).toContain('href="tel:0235000000"');
    expect(noscript).toContain('href="mailto:contact@example.fr"');
    // « Envoyer » is no submit button: without a script it reloads nothing and puts nothing in the address.
    document.body.innerHTML = html;
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveAttribute('type', 'button');
    expect(document.querySelector('textarea')?.hasAttribute('name')).toBe(false);
    document.body.innerHTML = '';
  });
});

describe('chat conversation', () => {
  it('starts with the greeting alone', () => {
    const { log } = renderConversation();
    expect(bubbles(log)).toHaveLength(1);
    expect(bubbles(log)[0]).toContain(CHAT_GREETING);
  });

  it('sends with Enter and answers 1 s later that an expert will get in touch', () => {
    const { log, input } = renderConversation();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // fireEvent, not user-event: user-event's own pauses would wait on the fake clock.
    fireEvent.change(input(), { target: { value: 'Je voudrais isoler mes combles' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(bubbles(log)).toHaveLength(2);
    expect(bubbles(log)[1]).toContain('Je voudrais isoler mes combles');

    act(() => vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1));
    expect(bubbles(log)).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(bubbles(log)).toHaveLength(3);
    expect(bubbles(log)[2]).toContain(CHAT_AUTO_REPLY);
  });

  it('ignores a blank message (button or Enter) and keeps Shift+Enter for a new line', async () => {
    const { user, log, input } = renderConversation();
    await user.type(input(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(bubbles(log)).toHaveLength(1);

    await user.clear(input());
    await user.type(input(), 'Ligne 1{Shift>}{Enter}{/Shift}Ligne 2');
    expect(input()).toHaveValue('Ligne 1\nLigne 2');
    expect(bubbles(log)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(bubbles(log)[1]).toContain('Ligne 1\nLigne 2');
  });
});

describe('the question goes to the company', () => {
  it('asks for a name and a way to answer after the first question, and sends nothing without them', async () => {
    const { user, log, mocks } = renderConversation();
    const form = await askFirst(user, log);
    expect(screen.queryByRole('textbox', { name: 'Votre message' })).toBeNull();
    // The focus follows: from the removed message field to the first field of the way to answer.
    expect(within(form).getByLabelText('Votre nom')).toHaveFocus();
    expect(within(form).getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    // The checks arrive with the sending's code, at the first « Envoyer ».
    expect(await within(form).findByText(CHAT_NAME_REQUIRED)).toBeVisible();
    expect(within(form).getByText(seen(CHAT_WAY_REQUIRED))).toBeVisible();
    expect(within(form).getByLabelText('Votre nom')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('ou téléphone'), 'appelez-moi');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await within(form).findByText('Veuillez saisir un numéro de téléphone valide.')).toBeVisible();
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it('stores one chat message with the conversation and the page, notified and confirmed, even on a double click', async () => {
    const { user, log, mocks } = renderConversation();
    const form = await askFirst(user, log);
    await user.type(within(form).getByLabelText('Votre nom'), 'Lucie Morel');
    await user.type(within(form).getByLabelText('E-mail'), 'lucie@example.org');
    await user.dblClick(within(form).getByRole('button', { name: 'Envoyer' }));
    await within(log).findByText(/C’est noté, Lucie ! Votre question est transmise/);

    expect(mocks.create).toHaveBeenCalledTimes(1);
    const [entity, doc, options] = mocks.create.mock.calls[0] as unknown as [
      string,
      Record<string, unknown>,
      { idempotencyKey: string },
    ];
    expect(entity).toBe('messages');
    expect(doc).toMatchObject({
      name: 'Lucie Morel',
      email: 'lucie@example.org',
      subject: CHAT_QUESTION_SUBJECT,
      message: 'Isolez-vous les combles ?',
      source: 'chat',
      page: '/services',
      conversation: [
        { from: 'visitor', text: 'Isolez-vous les combles ?' },
        { from: 'bot', text: CHAT_AUTO_REPLY },
      ],
    });
    expect(doc).not.toHaveProperty('phone');
    expect(options.idempotencyKey).toMatch(/\S{16,}/);
    const emails = mocks.sendSiteEmail.mock.calls.map(
      ([request]) => (request as { message: string }).message,
    );
    expect(emails.sort()).toEqual(['quote-confirmation', 'quote-notification']);
    expect(mocks.update).toHaveBeenCalledWith(
      'messages',
      { _id: 'msg-1' },
      { notificationStatus: 'sent' },
      { token: 'jeton-1' },
    );
  });

  it('takes a telephone number alone, and asks for no confirmation e-mail', async () => {
    const { user, log, mocks } = renderConversation();
    const form = await askFirst(user, log);
    await user.type(within(form).getByLabelText('Votre nom'), 'Marc');
    await user.type(within(form).getByLabelText('ou téléphone'), '06 12 34 56 78');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    await within(log).findByText(/nous vous rappellerons au 06 12 34 56 78/);
    // The message field is back, with the focus.
    expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveFocus();
    expect(mocks.create.mock.calls[0]![1]).toMatchObject({ phone: '06 12 34 56 78' });
    expect(mocks.create.mock.calls[0]![1]).not.toHaveProperty('email');
    expect(mocks.sendSiteEmail.mock.calls.map(([r]) => (r as { message: string }).message)).toEqual([
      'quote-notification',
    ]);
  });

  it('says a failure with « Réessayer », the telephone and the e-mail, keeps everything, and retries with the same key', async () => {
    const { user, log, mocks } = renderConversation();
    mocks.create.mockRejectedValueOnce(new PlatformError(503, 'Service indisponible', null));
    const form = await askFirst(user, log);
    await user.type(within(form).getByLabelText('Votre nom'), 'Lucie');
    await user.type(within(form).getByLabelText('E-mail'), 'lucie@example.org');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    const alert = within(form).getByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(seen(CHAT_SEND_ERROR)));
    expect(within(alert).getByRole('link', { name: COMPANY.phone })).toHaveAttribute(
      'href',
      'tel:0235000000',
    );
    expect(within(alert).getByRole('link', { name: COMPANY.email })).toHaveAttribute(
      'href',
      'mailto:contact@example.fr',
    );
    expect(within(form).getByLabelText('E-mail')).toHaveValue('lucie@example.org');
    await user.click(within(form).getByRole('button', { name: 'Réessayer' }));
    await within(log).findByText(/C’est noté, Lucie/);
    const keys = (mocks.create.mock.calls as unknown[][]).map(
      (call) => (call[2] as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says the platform’s limit with its wait', async () => {
    const { user, log, mocks } = renderConversation();
    const limit =
      'Trop de demandes envoyées depuis cette adresse e-mail. Veuillez réessayer dans 12 minutes.';
    mocks.create.mockRejectedValueOnce(new PlatformError(429, limit, { reason: 'rate_limited' }));
    const form = await askFirst(user, log);
    await user.type(within(form).getByLabelText('Votre nom'), 'Lucie');
    await user.type(within(form).getByLabelText('E-mail'), 'lucie@example.org');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await within(form).findByText(limit)).toBeVisible();
  });

  it('sends nothing under 3 s after the page appeared, and says so', async () => {
    let ms = 1_000;
    const { user, log, mocks } = renderConversation({ shownAt: 0, now: () => ms });
    const form = await askFirst(user, log);
    await user.type(within(form).getByLabelText('Votre nom'), 'Lucie');
    await user.type(within(form).getByLabelText('E-mail'), 'lucie@example.org');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await within(form).findByText(seen(CHAT_TOO_FAST))).toBeVisible();
    expect(mocks.create).not.toHaveBeenCalled();
    ms = 5_000;
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    await within(log).findByText(/C’est noté, Lucie/);
    expect(mocks.create).toHaveBeenCalledTimes(1);
  });

  it('answers a robot that filled the hidden field as a person, and sends nothing', async () => {
    const { user, log, mocks } = renderConversation();
    const form = await askFirst(user, log);
    await user.type(within(form).getByLabelText('Votre nom'), 'Robot');
    await user.type(within(form).getByLabelText('E-mail'), 'robot@example.org');
    fireEvent.change(form.querySelector('.honeypot input')!, { target: { value: 'spam' } });
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    await within(log).findByText(/C’est noté, Robot/);
    expect(mocks.create).not.toHaveBeenCalled();
  });

  it('carries the conversation, what was typed and the step to the next page of the tab', async () => {
    const first = renderConversation();
    const form = await askFirst(first.user, first.log);
    await first.user.type(within(form).getByLabelText('Votre nom'), 'Lucie');
    first.view.unmount();

    window.history.replaceState(null, '', '/contact');
    const next = renderConversation();
    expect(bubbles(next.log).slice(1)).toEqual([
      expect.stringContaining('Isolez-vous les combles ?'),
      expect.stringContaining(CHAT_AUTO_REPLY),
    ]);
    const again = screen.getByRole('form', { name: CHAT_CONTACT_INTRO });
    expect(within(again).getByLabelText('Votre nom')).toHaveValue('Lucie');
    await next.user.type(within(again).getByLabelText('E-mail'), 'lucie@example.org');
    await next.user.click(within(again).getByRole('button', { name: 'Envoyer' }));
    await within(next.log).findByText(/C’est noté, Lucie/);
    // Asked on /services: the page is where the question was asked, not where it was sent from.
    expect(next.mocks.create.mock.calls[0]![1]).toMatchObject({ page: '/services' });
    // Under the product's prefix, and never in localStorage: personal data lives as long as the tab.
    expect(Object.keys(window.sessionStorage)).toEqual([`${PRODUCT_PREFIX}:draft:chat`]);
    expect(window.localStorage.length).toBe(0);
  });
});

/** Leaves a way to answer after the first question, and waits until the company has it. */
async function sendFirst(
  user: ReturnType<typeof userEvent.setup>,
  log: HTMLElement,
  text = 'Isolez-vous les combles ?',
) {
  const form = await askFirst(user, log, text);
  await user.type(within(form).getByLabelText('Votre nom'), 'Lucie Morel');
  await user.type(within(form).getByLabelText('E-mail'), 'lucie@example.org');
  await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
  await within(log).findByText(/C’est noté, Lucie/);
}

type AddCall = [string, { token: string; text: string }, { idempotencyKey: string }];

describe('later questions join the same conversation', () => {
  it('adds each to the document the first made, with its token and a key of its own, in order, never a new document nor e-mail', async () => {
    const { user, log, mocks, input } = renderConversation();
    await sendFirst(user, log);
    await user.type(input(), 'Et les murs ?{Enter}');
    await vi.waitFor(() => expect(mocks.addToConversation).toHaveBeenCalledTimes(1));
    await user.type(input(), 'Quel délai pour un devis ?{Enter}');
    await vi.waitFor(() => expect(mocks.addToConversation).toHaveBeenCalledTimes(2));

    const calls = mocks.addToConversation.mock.calls as unknown as AddCall[];
    expect(calls.map(([id, followUp]) => [id, followUp])).toEqual([
      ['msg-1', { token: 'jeton-1', text: 'Et les murs ?' }],
      ['msg-1', { token: 'jeton-1', text: 'Quel délai pour un devis ?' }],
    ]);
    expect(calls[0]![2].idempotencyKey).toMatch(/\S{16,}/);
    expect(calls[1]![2].idempotencyKey).not.toBe(calls[0]![2].idempotencyKey);
    // One document, one notification and one confirmation: the platform notifies the later questions itself.
    expect(mocks.create).toHaveBeenCalledTimes(1);
    expect(mocks.sendSiteEmail).toHaveBeenCalledTimes(2);
    // The token lives in the tab's session only: never in the address.
    expect(window.location.href).not.toContain('jeton-1');
  });

  it('sends a question clicked twice once', async () => {
    const { user, log, mocks, input } = renderConversation();
    await sendFirst(user, log);
    await user.type(input(), 'Et les fenêtres ?');
    await user.dblClick(screen.getByRole('button', { name: 'Envoyer' }));
    await within(log).findByText('Et les fenêtres ?');
    await vi.waitFor(() => expect(mocks.addToConversation).toHaveBeenCalledTimes(1));
    expect(within(log).getAllByText('Et les fenêtres ?')).toHaveLength(1);
  });

  it('sends a question typed while the previous one is on its way right after it, each with its key', async () => {
    const { user, log, mocks, input } = renderConversation();
    await sendFirst(user, log);
    let release: () => void = () => undefined;
    mocks.addToConversation.mockImplementationOnce(
      (id: string) =>
        new Promise((resolve) => {
          release = () => resolve({ _id: id, at: '2025-03-03T13:05:00.000Z', lines: 3 });
        }),
    );
    await user.type(input(), 'Première suite{Enter}');
    await vi.waitFor(() => expect(mocks.addToConversation).toHaveBeenCalledTimes(1));
    await user.type(input(), 'Seconde suite{Enter}');
    expect(mocks.addToConversation).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(mocks.addToConversation).toHaveBeenCalledTimes(2));
    const calls = mocks.addToConversation.mock.calls as unknown as AddCall[];
    expect(calls.map(([, followUp]) => followUp.text)).toEqual(['Première suite', 'Seconde suite']);
    expect(calls[1]![2].idempotencyKey).not.toBe(calls[0]![2].idempotencyKey);
  });

  it('says a failure with « Réessayer », and retries the same question with the same key', async () => {
    const { user, log, mocks, input } = renderConversation();
    await sendFirst(user, log);
    mocks.addToConversation.mockRejectedValueOnce(new PlatformError(503, 'Service indisponible', null));
    await user.type(input(), 'Et les murs ?{Enter}');
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveTextContent(seen(CHAT_SEND_ERROR)));
    expect(within(alert).getByRole('link', { name: COMPANY.phone })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() => expect(mocks.addToConversation).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const calls = mocks.addToConversation.mock.calls as unknown as AddCall[];
    expect(calls[1]).toEqual(calls[0]);
    expect(mocks.create).toHaveBeenCalledTimes(1);
  });

  it('starts a new document, unconfirmed, when the platform takes no more into this one, and goes on there', async () => {
    const { user, log, mocks, input } = renderConversation();
    await sendFirst(user, log);
    mocks.addToConversation.mockRejectedValueOnce(
      new PlatformError(409, 'Cette conversation a atteint 60 lignes.', { reason: 'conversation_full' }),
    );
    await user.type(input(), 'Une de trop{Enter}');
    await vi.waitFor(() => expect(mocks.create).toHaveBeenCalledTimes(2));
    expect(mocks.create.mock.calls[1]![1]).toMatchObject({
      email: 'lucie@example.org',
      message: 'Une de trop',
      page: '/services',
    });
    // The company is told of the new document; the visitor gets no second confirmation.
    await vi.waitFor(() => expect(mocks.sendSiteEmail).toHaveBeenCalledTimes(3));
    expect((mocks.sendSiteEmail.mock.calls[2]![0] as { message: string }).message).toBe('quote-notification');
    await user.type(input(), 'Et ensuite ?{Enter}');
    await vi.waitFor(() => expect(mocks.addToConversation).toHaveBeenCalledTimes(2));
    expect(mocks.addToConversation.mock.calls[1]!.slice(0, 2)).toEqual([
      'msg-2',
      { token: 'jeton-2', text: 'Et ensuite ?' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a question whose answer was lost on the next page of the tab (or a duplicated tab) with the same key', async () => {
    const first = renderConversation();
    await sendFirst(first.user, first.log);
    first.mocks.addToConversation.mockRejectedValueOnce(new PlatformError(503, 'Service indisponible', null));
    await first.user.type(first.input(), 'Et les murs ?{Enter}');
    await screen.findByRole('alert');
    const [lost] = first.mocks.addToConversation.mock.calls as unknown as AddCall[];
    first.view.unmount();

    window.history.replaceState(null, '', '/contact');
    const next = renderConversation();
    await vi.waitFor(() => expect(next.mocks.addToConversation).toHaveBeenCalledTimes(1));
    expect(next.mocks.addToConversation.mock.calls[0]).toEqual(lost);
    // Sent once there: a question typed next goes after it, with its own key.
    await next.user.type(next.input(), 'Et le toit ?{Enter}');
    await vi.waitFor(() => expect(next.mocks.addToConversation).toHaveBeenCalledTimes(2));
    const calls = next.mocks.addToConversation.mock.calls as unknown as AddCall[];
    expect(calls[1]![1].text).toBe('Et le toit ?');
    expect(calls[1]![2].idempotencyKey).not.toBe(lost![2].idempotencyKey);
  });

  it('keeps adding to the same document from the next page of the tab', async () => {
    const first = renderConversation();
    await sendFirst(first.user, first.log);
    first.view.unmount();

    window.history.replaceState(null, '', '/contact');
    const next = renderConversation();
    await next.user.type(next.input(), 'Je reviens vers vous{Enter}');
    await vi.waitFor(() => expect(next.mocks.addToConversation).toHaveBeenCalledTimes(1));
    expect(next.mocks.addToConversation.mock.calls[0]!.slice(0, 2)).toEqual([
      'msg-1',
      { token: 'jeton-1', text: 'Je reviens vers vous' },
    ]);
    expect(next.mocks.create).not.toHaveBeenCalled();
  });
});
