// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClient } from '../forms/contact/testClient';
import { Conversation } from './Conversation';
import { CHAT_STORAGE_KEY, EMPTY_CHAT, type ChatSession } from './chatSession';

const COMPANY = { phone: '02 35 00 00 00', email: 'contact@example.fr' };

/** What a page kept before reloading for the chat's code (docs/islands.md#réessayer): the question and its answer way. */
const dueSession = (resend: ChatSession['resend']): ChatSession => ({
  ...EMPTY_CHAT,
  page: '/services',
  step: 'contact',
  messages: [
    {
      id: 'q1',
      text: 'Posez-vous des pompes à chaleur ?',
      isBot: false,
      timestamp: '2026-03-02T09:00:00.000Z',
    },
  ],
  contact: { name: 'Lucie', email: 'lucie@example.org', phone: '' },
  sending: 1,
  attempt: { key: 'cle-gardee-0001', sent: 'autre envoi' },
  ...(resend ? { resend } : {}),
});

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/services');
});
afterEach(cleanup);

function reloadedPage(session: ChatSession) {
  window.sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(session));
  const { client, mocks } = fakeClient();
  // The new page was shown 1 s ago: alone, too soon for a person (3 s); the first page was shown 10 s ago.
  render(<Conversation {...COMPANY} client={client} now={() => 10_000} shownAt={9_000} />);
  return mocks;
}

const kept = () => JSON.parse(window.sessionStorage.getItem(CHAT_STORAGE_KEY) ?? '{}') as ChatSession;

describe('a chat send made due by a reload for its code', () => {
  it('is made once the chat is awake on the new page, counted from the first page, and the mark is gone', async () => {
    const mocks = reloadedPage(dueSession({ shownAt: 0 }));
    await screen.findByText(/C’est noté, Lucie/);
    expect(mocks.create).toHaveBeenCalledTimes(1);
    expect(kept().resend).toBeUndefined();
    expect(kept().step).toBe('sent');
  });

  it('is not made by a page whose session marks no send due: the visitor sends it', async () => {
    const mocks = reloadedPage(dueSession(undefined));
    const form = await screen.findByRole('form');
    expect(within(form).getByLabelText('Votre nom')).toHaveValue('Lucie');
    expect(within(form).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(mocks.create).not.toHaveBeenCalled();
  });
});
