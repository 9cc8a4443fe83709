import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMPANY, EMAIL_FROM_NAME } from '@shared/domain/company';
import { replyEmail } from '@shared/email/replyEmail';
import { PlatformError } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { createDataProvider } from './dataProvider';
import { NO_EMAIL_TO_REPLY, ReplyNotRecordedError } from './messageReplies';

const NOW = new Date('2026-11-22T13:05:00.000Z');
const earlierReply = {
  subject: 'Re: Ossature bois',
  message: 'Premier retour',
  sentAt: '2026-11-20T09:00:00.000Z',
  sentBy: 'direction@example.com',
};
const message = {
  _id: 'm1',
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-19T08:00:00.000Z',
  name: 'Camille Martin',
  email: 'camille@example.org',
  subject: 'Ossature bois',
  message: 'Bonjour,\nUne extension ?',
  date: '2026-11-19T08:00:00.000Z',
  status: 'unread',
  source: 'contact_form',
  priority: 'medium',
  replies: [earlierReply],
};

function setup(
  overrides: { footer?: Record<string, unknown>; message?: Record<string, unknown>; user?: string } = {},
) {
  const doc = { ...message, ...overrides.message };
  const client = {
    get: vi.fn().mockResolvedValue(doc),
    find: vi.fn().mockResolvedValue({
      total: overrides.footer ? 1 : 0,
      list: overrides.footer ? [{ _id: 'c-footer', section: 'footer', ...overrides.footer }] : [],
    }),
    sendEmail: vi.fn().mockResolvedValue({ ids: ['e1'] }),
    update: vi.fn(async (_entity: string, _filter: unknown, update: Record<string, unknown>) => ({
      ...doc,
      ...update,
    })),
  };
  const email = 'user' in overrides ? overrides.user : 'admin@example.com';
  // The app's own provider: the reply method is attached to it, and its failures mapped with the others'.
  const dataProvider = createDataProvider(client as unknown as PlatformClient, {
    session: { getUser: () => (email ? { email } : null) },
    now: () => NOW,
  });
  return { client, dataProvider };
}

describe('dataProvider.sendReply', () => {
  it('refuses to answer a chat question left with a telephone number only, sending nothing', async () => {
    const { client, dataProvider } = setup({
      message: { email: undefined, phone: '02 35 00 11 22', source: 'chat' },
    });
    const refusal = await dataProvider
      .sendReply('m1', { subject: 'Re', message: 'Bonjour' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).message).toBe(NO_EMAIL_TO_REPLY);
    expect(client.sendEmail).not.toHaveBeenCalled();
  });

  it('sends the reply to the visitor, reply-to the company, then appends it to the history and marks it read', async () => {
    const { client, dataProvider } = setup();
    const result = await dataProvider.sendReply('m1', {
      subject: 'Re: Ossature bois',
      message: '  Bonjour Camille,\nNous passons mardi.  ',
    });

    expect(client.get).toHaveBeenCalledWith('messages', 'm1');
    expect(client.find).toHaveBeenCalledWith('content', { filter: { section: 'footer' }, limit: 1, skip: 0 });
    const built = replyEmail({
      originalSubject: 'Ossature bois',
      subject: 'Re: Ossature bois',
      message: 'Bonjour Camille,\nNous passons mardi.',
      original: { message: 'Bonjour,\nUne extension ?', date: message.date, name: 'Camille Martin' },
      company: DEFAULT_COMPANY,
    });
    expect(client.sendEmail).toHaveBeenCalledTimes(1);
    expect(client.sendEmail).toHaveBeenCalledWith({
      to: 'camille@example.org',
      subject: 'Re: Ossature bois',
      fromName: EMAIL_FROM_NAME,
      html: built.html,
      text: built.text,
      replyTo: DEFAULT_COMPANY.email,
    });
    expect(client.update).toHaveBeenCalledWith(
      'messages',
      { _id: 'm1' },
      {
        replies: [
          earlierReply,
          {
            subject: 'Re: Ossature bois',
            message: 'Bonjour Camille,\nNous passons mardi.',
            sentAt: '2026-11-22T13:05:00.000Z',
            sentBy: 'admin@example.com',
          },
        ],
        status: 'read',
      },
    );
    // The email goes out before the history records it.
    expect(client.sendEmail.mock.invocationCallOrder[0]).toBeLessThan(
      client.update.mock.invocationCallOrder[0] as number,
    );
    // The greeting is the one typed in the dialog, never a second one added out of sight.
    const { text, html } = client.sendEmail.mock.calls[0]?.[0] as { text: string; html: string };
    expect(text.startsWith('Bonjour Camille,\nNous passons mardi.')).toBe(true);
    for (const body of [text, html]) expect(body).not.toContain('Bonjour Camille Martin');
    expect(result.data).toMatchObject({ id: 'm1', status: 'read' });
    expect(result.data.replies).toHaveLength(2);
  });

  it('uses the company address and details saved in the footer section', async () => {
    const { client, dataProvider } = setup({
      footer: { email: 'devis@maison.example', phone: '02 35 99 99 99', name: '' },
    });
    await dataProvider.sendReply('m1', { subject: 'Votre projet', message: 'Bonjour' });
    const payload = client.sendEmail.mock.calls[0]?.[0];
    expect(payload.replyTo).toBe('devis@maison.example');
    expect(payload.subject).toBe('Votre projet');
    expect(payload.text).toContain('02 35 99 99 99');
    expect(payload.text).toContain(DEFAULT_COMPANY.name);
  });

  it('keeps an archived message archived and starts the history of a message never answered', async () => {
    const { client, dataProvider } = setup({ message: { status: 'archived', replies: undefined } });
    await dataProvider.sendReply('m1', { subject: 'Re: Ossature bois', message: 'Bonjour' });
    expect(client.update).toHaveBeenCalledWith(
      'messages',
      { _id: 'm1' },
      {
        replies: [
          {
            subject: 'Re: Ossature bois',
            message: 'Bonjour',
            sentAt: NOW.toISOString(),
            sentBy: 'admin@example.com',
          },
        ],
      },
    );
  });

  it('sends nothing for an empty answer or without a signed-in administrator', async () => {
    const { client, dataProvider } = setup();
    await expect(dataProvider.sendReply('m1', { subject: 'Re: x', message: '  \n ' })).rejects.toThrow(
      'Veuillez écrire une réponse.',
    );
    const signedOut = setup({ user: undefined });
    await expect(
      signedOut.dataProvider.sendReply('m1', { subject: 'Re: x', message: 'Bonjour' }),
    ).rejects.toThrow('Session expirée');
    expect(client.sendEmail).not.toHaveBeenCalled();
    expect(signedOut.client.sendEmail).not.toHaveBeenCalled();
  });

  it('reports a refused email as an HttpError and records nothing', async () => {
    const { client, dataProvider } = setup();
    client.sendEmail.mockRejectedValue(new PlatformError(403, 'Accès refusé'));
    const error = await dataProvider
      .sendReply('m1', { subject: 'Re: x', message: 'Bonjour' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'Accès refusé' });
    expect(client.update).not.toHaveBeenCalled();
  });

  it('says so when the email went out but the history could not be saved', async () => {
    const { client, dataProvider } = setup();
    client.update.mockRejectedValue(new PlatformError(500, 'Erreur interne'));
    const error = await dataProvider
      .sendReply('m1', { subject: 'Re: x', message: 'Bonjour' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ReplyNotRecordedError);
    expect(error.sent).toBe(true);
    expect(client.sendEmail).toHaveBeenCalledTimes(1);
  });
});
