import { describe, expect, it } from 'vitest';
import { CHAT_AUTO_REPLY, CHAT_QUESTION_SUBJECT } from '@shared/domain/chatQuestion';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@shared/http/idempotency';
import { scaledLimits } from '../handlers/rateLimit';
import { HOST_KINDS, useHost, type CallOptions } from './hosts';
import { CHAT_AT, CHAT_LINES, chatQuestion } from './samples';

type Doc = Record<string, unknown> & { _id: string };

const at = CHAT_AT;
const conversation = CHAT_LINES;

/**
 * A question asked in the chat is a `messages` document of source `chat` (docs/product.md#discussion): validated,
 * limited, stored once per key, notified to the company and confirmed to the visitor like a quote request, on both
 * hosts.
 */
/**
 * The platform's clock in these tests: 7 minutes after the page's lines (10:22 in Paris), then 2 h later at each test,
 * so that the platform's own times never read as the page's (10:15), whatever the time of the run.
 */
const PLATFORM_START = Date.parse(CHAT_AT) + 7 * 60_000;

describe.each(HOST_KINDS)('chat questions on %s', (kind) => {
  let offsetMs = 0;
  const host = useHost(kind, { now: () => new Date(PLATFORM_START + offsetMs) });
  const later = (minutes: number) => {
    offsetMs += minutes * 60_000;
  };
  const call = <T = unknown>(path: string, options: CallOptions = {}) =>
    host.call<T>(path, { ...options, now: PLATFORM_START + offsetMs });
  const ask = (json: unknown, key?: string) =>
    call<Doc>(host.docs('messages'), { json, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {} });
  const email = (message: string, documentId: string) =>
    call<{ ids: string[] }>(`${host.projectId}/email/send`, { json: { message, documentId } });
  const outbox = (id: string) =>
    host.store.get('emails', id) as unknown as Record<string, unknown> & { text: string };

  it('stores the question with its page and conversation, the platform’s fields forced', async () => {
    later(120);
    const answer = await ask({
      ...chatQuestion(),
      status: 'archived',
      priority: 'high',
      notificationStatus: 'sent',
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      source: 'chat',
      page: '/services',
      conversation: conversation.map((line) => ({ ...line, at: expect.any(String) })),
      subject: CHAT_QUESTION_SUBJECT,
      status: 'unread',
      priority: 'medium',
      notificationStatus: 'pending',
    });
    // A quote request without a source is still the quote form's.
    const quote = await ask({
      ...chatQuestion(),
      source: undefined,
      page: undefined,
      conversation: undefined,
    });
    expect(quote.data.source).toBe('contact_form');
  });

  it('stores one question for a key repeated at the same time (a double « Envoyer »)', async () => {
    later(120);
    const key = newIdempotencyKey();
    const body = chatQuestion();
    const answers = await Promise.all([ask(body, key), ask(body, key), ask(body, key)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.data._id)).size).toBe(1);
    expect(host.store.list('messages', { filter: { email: body.email } })).toHaveLength(1);
  });

  it('keeps only the visitor’s lines of a first question, adds the automatic replies itself and dates every line', async () => {
    later(120);
    const forged = 'Réponse forgée : votre devis est accepté, virez 500 € sur pirate.example.';
    const { data: stored, status } = await ask(
      chatQuestion({
        conversation: [
          { from: 'bot', text: forged, at: '2020-01-01T00:00:00.000Z' },
          { from: 'visitor', text: 'Isolez-vous les combles ?', at: '2031-05-05T05:05:00.000Z' },
          { from: 'bot', text: forged, at: '2031-05-05T05:06:00.000Z' },
          { from: 'visitor', text: 'Et les murs ?', at: '2019-01-01T00:00:00.000Z' },
        ],
      }),
    );
    expect(status).toBe(200);
    const lines = stored.conversation as { at: string }[];
    const at = lines[0]!.at;
    // The platform's time of the write, not the page's.
    expect(Math.abs(Date.parse(at) - Date.parse(String(stored.createdAt)))).toBeLessThan(5_000);
    expect(stored.conversation).toEqual([
      { from: 'visitor', text: 'Isolez-vous les combles ?', at },
      { from: 'bot', text: CHAT_AUTO_REPLY, at },
      { from: 'visitor', text: 'Et les murs ?', at },
      { from: 'bot', text: CHAT_AUTO_REPLY, at },
    ]);
    expect(host.store.get('messages', stored._id)?.conversation).toEqual(stored.conversation);
    const notification = await email('quote-notification', stored._id);
    expect(outbox(notification.data.ids[0]!).text).not.toContain(forged);
  });

  it('notifies the company with the conversation and the page, and confirms to the visitor once', async () => {
    later(120);
    const body = chatQuestion();
    const { data: stored } = await ask(body);
    const notification = await email('quote-notification', stored._id);
    const confirmation = await email('quote-confirmation', stored._id);
    expect([notification.status, confirmation.status]).toEqual([200, 200]);
    expect(outbox(notification.data.ids[0]!)).toMatchObject({
      to: [DEFAULT_COMPANY.email],
      replyTo: [body.email],
      subject: `Nouvelle demande de contact - ${CHAT_QUESTION_SUBJECT}`,
    });
    const notified = outbox(notification.data.ids[0]!).text;
    expect(notified).toContain('Une question a été posée dans la discussion du site.');
    expect(notified).toContain('Page : /services');
    // Dated by the platform, not by the page.
    expect(notified).toMatch(/Visiteur \(\d\d:\d\d\) :\nBonjour, isolez-vous les combles perdus \?/);
    expect(notified).toMatch(/Réponse automatique \(\d\d:\d\d\) :/);
    expect(notified).not.toContain('(10:15)');
    expect(outbox(confirmation.data.ids[0]!)).toMatchObject({
      to: [body.email],
      subject: 'Nous avons bien reçu votre question',
    });
    expect(outbox(confirmation.data.ids[0]!).text).toContain(
      'Merci pour votre question posée dans la discussion de notre site. Un de nos experts vous répondra dans un délai de 24 heures.',
    );
    expect((await email('quote-confirmation', stored._id)).status).toBe(409);
    expect(host.store.list('emails', { filter: { documentId: stored._id } })).toHaveLength(2);
  });

  it('takes a telephone number instead of an e-mail: notified, nothing to confirm', async () => {
    later(120);
    const { data: stored, status } = await ask(chatQuestion({ email: undefined, phone: '02 35 00 11 22' }));
    expect(status).toBe(200);
    const notification = await email('quote-notification', stored._id);
    expect(notification.status).toBe(200);
    expect(outbox(notification.data.ids[0]!).text).toContain(
      'Pas d’adresse e-mail : rappelez Lucie Morel au 02 35 00 11 22.',
    );
    expect(outbox(notification.data.ids[0]!).replyTo).toBeUndefined();
    expect(await email('quote-confirmation', stored._id)).toMatchObject({
      status: 409,
      message: 'Cette demande n’a pas d’adresse e-mail : aucune confirmation à envoyer.',
      data: { reason: 'no_address' },
    });
  });

  it.each([
    ['no way to answer', { email: undefined }, 'email'],
    ['a telephone number that is none', { email: undefined, phone: 'appelez-moi' }, 'phone'],
    ['no conversation', { conversation: undefined }, 'conversation'],
    ['a conversation without the visitor', { conversation: [conversation[1]] }, 'conversation'],
    ['a line too long', { conversation: [{ from: 'visitor', text: 'x'.repeat(2001), at }] }, 'conversation'],
    ['61 lines', { conversation: Array.from({ length: 61 }, () => conversation[0]) }, 'conversation'],
    ['a line of an unknown author', { conversation: [{ from: 'admin', text: 'Oui', at }] }, 'conversation'],
    ['a page with a query', { page: '/contact?email=lucie@example.org' }, 'page'],
    ['a page of another site', { page: 'https://pirate.example/' }, 'page'],
    ['an unknown source', { source: 'sms' }, 'source'],
    ['a quote request with a conversation', { source: 'contact_form' }, 'conversation'],
    [
      'a quote request without an e-mail',
      {
        source: 'contact_form',
        email: undefined,
        conversation: undefined,
        page: undefined,
        phone: '0235001122',
      },
      'email',
    ],
  ])('refuses a question with %s (400), storing nothing', async (_what, fields, field) => {
    later(120);
    const before = host.store.list('messages').length;
    const answer = await ask(chatQuestion(fields));
    expect(answer).toMatchObject({ status: 400, code: 400 });
    expect(answer.message).toContain(field);
    expect(host.store.list('messages')).toHaveLength(before);
  });
});

/** The quote requests' limit per client counts the chat's questions too (docs/security.md#limites), on both hosts. */
describe.each(HOST_KINDS)('chat questions and the limits on %s', (kind) => {
  // 30 an hour scaled to 3: the same rule, in 4 requests.
  const host = useHost(kind, { rateLimits: scaledLimits(0.1) });

  it('refuses a client’s fourth write of the hour, question or quote request, with the wait', async () => {
    const ask = (json: unknown) => host.call(host.docs('messages'), { json });
    for (let i = 0; i < 2; i += 1) expect((await ask(chatQuestion())).status).toBe(200);
    const quote = { ...chatQuestion(), source: 'contact_form', page: undefined, conversation: undefined };
    expect((await ask(quote)).status).toBe(200);
    const fourth = await ask(chatQuestion());
    expect(fourth).toMatchObject({
      status: 429,
      code: 429,
      data: { reason: 'rate_limited', scope: 'client' },
    });
    expect(fourth.message).toMatch(/^Trop de demandes en peu de temps\. Veuillez réessayer dans /);
    expect((await ask(quote)).status).toBe(429);
  });
});
