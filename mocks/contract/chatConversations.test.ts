import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_CONVERSATION_MAX_LINES,
  type ChatFollowUpAnswer,
  type ChatLine,
} from '@shared/domain/chatQuestion';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@shared/http/idempotency';
import { withFollowUps } from '../handlers/chatFollowUps';
import { REPLAYED_HEADER } from '../handlers/idempotency';
import { scaledLimits } from '../handlers/rateLimit';
import { ADMIN_EMAIL, HOST_KINDS, useHost, type CallOptions, type Host } from './hosts';
import { CHAT_AT, CHAT_LINES, chatQuestion, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string; conversationToken?: string };
type Email = Record<string, unknown> & { text: string; to: string[] };

const at = CHAT_AT;

/** The calls of one host, on the clock `now` gives. */
function calls(host: Host, now: () => number = Date.now) {
  const call = <T = unknown>(path: string, options: CallOptions = {}) =>
    host.call<T>(path, { ...options, now: now() });
  return {
    /** The first question: its document, with the conversation's token. */
    async open(fields: Record<string, unknown> = {}) {
      const answer = await call<Doc>(host.docs('messages'), { json: chatQuestion(fields) });
      expect(answer.status).toBe(200);
      return { id: answer.data._id, token: answer.data.conversationToken! };
    },
    /** A later question, as the chat sends it. */
    add(id: string, json: unknown, key: string | null = newIdempotencyKey()) {
      return call<ChatFollowUpAnswer>(`${host.projectId}/messages/${encodeURIComponent(id)}/conversation`, {
        json,
        headers: key === null ? {} : { [IDEMPOTENCY_HEADER]: key },
      });
    },
  };
}

/** The conversation as readers get it: the document's first lines, then each later question's own record. */
const messageOf = (host: Host, id: string) => {
  const doc = host.store.get('messages', id);
  return doc && withFollowUps(host.store, doc);
};
const linesOf = (host: Host, id: string) => (messageOf(host, id)?.conversation ?? []) as ChatLine[];
const followUpsOf = (host: Host, id: string) =>
  host.store.list('emails', { filter: { documentId: id, message: 'chat-follow-up' } }) as unknown as Email[];

/**
 * The later questions of a chat conversation go into the document its first question made
 * (docs/platform.md#conversations), by whoever holds its token, once per key, on both hosts.
 */
describe.each(HOST_KINDS)('a chat conversation’s later questions on %s', (kind) => {
  // The clock a test moves forward (the 24-hour closing) starts again at the true time for the next test: a request
  // signed at the true time is stale for a host whose clock was left a day ahead (401 instead of the rule's 403).
  let offsetMs = 0;
  beforeEach(() => {
    offsetMs = 0;
  });
  const host = useHost(kind, {
    now: () => new Date(Date.now() + offsetMs),
    // Many conversations from one client: the limits have their own tests below.
    rateLimits: scaledLimits(100),
  });
  const { open, add } = calls(host, () => Date.now() + offsetMs);

  it('gives the token with a chat question’s document, never with a quote request’s', async () => {
    const { token } = await open();
    expect(token).toMatch(/^[\w-]{43}$/);
    const quote = await host.call<Doc>(host.docs('messages'), {
      json: { ...chatQuestion(), source: 'contact_form', page: undefined, conversation: undefined },
    });
    expect(quote.data).not.toHaveProperty('conversationToken');
  });

  it('adds each question once, in order, with the platform’s time, and notifies the company of each', async () => {
    const email = uniqueEmail('suite');
    const { id, token } = await open({ email });
    const second = await add(id, { token, text: 'Et les murs par l’extérieur ?' });
    expect(second).toMatchObject({ status: 200, data: { _id: id, lines: 3 } });
    const third = await add(id, { token, text: '  Quel délai pour un devis ?  ' });
    expect(third.data.lines).toBe(4);

    const doc = messageOf(host, id)!;
    expect((doc.conversation as ChatLine[]).map(({ from, text }) => [from, text])).toEqual([
      ['visitor', 'Bonjour, isolez-vous les combles perdus ?'],
      ['bot', CHAT_LINES[1]!.text],
      ['visitor', 'Et les murs par l’extérieur ?'],
      ['visitor', 'Quel délai pour un devis ?'],
    ]);
    expect((doc.conversation as ChatLine[])[2]!.at).toBe(second.data.at);
    // The rest of the document is the first question’s: one lead, still unread, its message untouched.
    expect(doc).toMatchObject({ status: 'unread', message: chatQuestion().message, email });
    expect(host.store.list('messages', { filter: { email } })).toHaveLength(1);

    const notified = followUpsOf(host, id);
    expect(notified).toHaveLength(2);
    expect(notified[0]).toMatchObject({
      to: [DEFAULT_COMPANY.email],
      replyTo: [email],
      subject: 'Nouvelle question dans la discussion - Lucie Morel',
      sentBy: 'visitor',
    });
    expect(notified[1]!.text).toContain('Nouvelle question :\nVisiteur');
    expect(notified[1]!.text).toContain('Quel délai pour un devis ?');
    // The new line only, and where the whole conversation is (docs/platform.md#conversations).
    expect(notified[1]!.text).not.toContain('Et les murs par l’extérieur ?');
    expect(notified[1]!.text).not.toContain('isolez-vous les combles');
    expect(notified[1]!.text).toContain(
      `Toute la conversation : ${host.ctx.config.siteUrl}/admin/messages/${id}`,
    );
    // An administrator reads the whole conversation, by the document and by a search.
    const admin = await host.tokenFor(ADMIN_EMAIL);
    const now = Date.now() + offsetMs;
    const read = await host.call<Record<string, unknown>>(host.docs('messages', `/${id}`), {
      method: 'GET',
      token: admin,
      now,
    });
    expect(read.data.conversation).toEqual(doc.conversation);
    const found = await host.call<{ list: Record<string, unknown>[] }>(host.docs('messages', '/find'), {
      json: { filter: { _id: id } },
      token: admin,
      now,
    });
    expect(found.data.list[0]?.conversation).toEqual(doc.conversation);
    // No confirmation to the visitor for a later question.
    expect(host.store.list('emails', { filter: { to: email } })).toHaveLength(0);
  });

  it('keeps one line for a key sent twice, one after the other or at the same time (a double « Envoyer », two tabs)', async () => {
    const { id, token } = await open();
    const key = newIdempotencyKey();
    const body = { token, text: 'Faites-vous les devis le samedi ?' };
    const first = await add(id, body, key);
    const again = await add(id, body, key);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');

    const raceKey = newIdempotencyKey();
    const race = await Promise.all(
      Array.from({ length: 6 }, () => add(id, { token, text: 'Et le dimanche ?' }, raceKey)),
    );
    expect(race.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(race.map((answer) => answer.data.at)).size).toBe(1);
    expect(linesOf(host, id).map((line) => line.text)).toEqual([
      CHAT_LINES[0]!.text,
      CHAT_LINES[1]!.text,
      'Faites-vous les devis le samedi ?',
      'Et le dimanche ?',
    ]);
    expect(followUpsOf(host, id)).toHaveLength(2);
  });

  it('keeps both of two different questions sent at the same time', async () => {
    const { id, token } = await open();
    const answers = await Promise.all(
      ['Première', 'Seconde', 'Troisième'].map((text) => add(id, { token, text })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.data.lines))).toEqual(new Set([3, 4, 5]));
    expect(
      linesOf(host, id)
        .slice(2)
        .map((line) => line.text)
        .sort(),
    ).toEqual(['Première', 'Seconde', 'Troisième']);
    expect(followUpsOf(host, id)).toHaveLength(3);
  });

  it('takes a conversation left with a telephone number alone: notified with the number to call', async () => {
    const { id, token } = await open({ email: undefined, phone: '02 35 00 11 22' });
    expect((await add(id, { token, text: 'Rappelez-moi après 18 h.' })).status).toBe(200);
    const [notified] = followUpsOf(host, id);
    expect(notified!.text).toContain('Pas d’adresse e-mail : rappelez Lucie Morel au 02 35 00 11 22.');
    expect(notified).not.toHaveProperty('replyTo');
  });

  describe('refuses a stranger, changing nothing', () => {
    it.each([
      ['a wrong token', async (_id: string, token: string) => ({ token: `${token.slice(0, -2)}xx` })],
      ['another conversation’s token', async () => ({ token: (await open()).token })],
      ['no token', async () => ({ token: '' })],
      ['a token of 10 000 characters', async () => ({ token: 'a'.repeat(10_000) })],
    ])('with %s', async (_what, tokenOf) => {
      const { id, token } = await open();
      const before = structuredClone(host.store.get('messages', id));
      const answer = await add(id, { text: 'Intrusion', ...(await tokenOf(id, token)) });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.code).toBe(answer.status);
      expect(answer.message).toMatch(/^(Accès refusé|Question invalide)/);
      expect(host.store.get('messages', id)).toEqual(before);
      expect(followUpsOf(host, id)).toHaveLength(0);
    });

    it('answers an unknown id as a wrong token: nothing tells which ids exist', async () => {
      const { id, token } = await open();
      const unknown = await add('AAAAAAAAAAAAAAAAAAAA', { token, text: 'Intrusion' });
      const wrong = await add(id, { token: `${token.slice(0, -2)}xx`, text: 'Intrusion' });
      expect(unknown).toMatchObject({
        status: 403,
        code: 403,
        data: { reason: 'conversation_token_invalid' },
      });
      expect({ status: wrong.status, message: wrong.message, data: wrong.data }).toEqual({
        status: unknown.status,
        message: unknown.message,
        data: unknown.data,
      });
    });

    it('never lets a visitor read the document nor write its conversation by the documents’ endpoint', async () => {
      const { id, token } = await open();
      const before = structuredClone(host.store.get('messages', id));
      const read = await host.call(host.docs('messages', `/${id}`), { method: 'GET' });
      expect(read).toMatchObject({ status: 401, code: 401 });
      const found = await host.call(host.docs('messages', '/find'), { json: { filter: { _id: id }, token } });
      expect(found).toMatchObject({ status: 401, code: 401 });
      const put = await host.call(host.docs('messages'), {
        method: 'PUT',
        json: { filter: { _id: id }, update: { conversation: [CHAT_LINES[0], CHAT_LINES[0]] }, token },
      });
      expect(put).toMatchObject({ status: 403, code: 403 });
      expect(host.store.get('messages', id)).toEqual(before);
    });

    it('answers nothing of the document to its holder but its id, the line’s time and the length', async () => {
      const { id, token } = await open();
      const answer = await add(id, { token, text: 'Encore une question' });
      expect(Object.keys(answer.data).sort()).toEqual(['_id', 'at', 'lines']);
    });
  });

  it.each([
    ['a question of 400 KB', (token: string) => ({ token, text: 'x'.repeat(400_000) }), 'text'],
    ['a question of 2 001 characters', (token: string) => ({ token, text: 'x'.repeat(2001) }), 'text'],
    ['a blank question', (token: string) => ({ token, text: '   ' }), 'text'],
    ['a line of the platform', (token: string) => ({ token, text: 'Oui', from: 'bot' }), 'from'],
    ['its own time', (token: string) => ({ token, text: 'Oui', at }), 'at'],
  ])('refuses %s (400) with its code and message, changing nothing', async (_what, bodyOf, field) => {
    const { id, token } = await open();
    const answer = await add(id, bodyOf(token));
    expect(answer).toMatchObject({ status: 400, code: 400 });
    expect(answer.message).toContain(field);
    expect(linesOf(host, id)).toHaveLength(2);
    expect(followUpsOf(host, id)).toHaveLength(0);
  });

  it('refuses a question without its key (400): nothing could tell a retry from a new question', async () => {
    const { id, token } = await open();
    const answer = await add(id, { token, text: 'Sans clé' }, null);
    expect(answer).toMatchObject({ status: 400, code: 400, data: { reason: 'idempotency_key_required' } });
    expect(linesOf(host, id)).toHaveLength(2);
  });

  it(`stops at ${CHAT_CONVERSATION_MAX_LINES} lines (409), the conversation kept whole`, async () => {
    const { id, token } = await open();
    const room = CHAT_CONVERSATION_MAX_LINES - CHAT_LINES.length;
    for (let i = 0; i < room; i += 1) {
      expect((await add(id, { token, text: `Question ${i + 1}` })).status).toBe(200);
    }
    const full = await add(id, { token, text: 'Une de trop' });
    expect(full).toMatchObject({
      status: 409,
      code: 409,
      data: { reason: 'conversation_full', lines: CHAT_CONVERSATION_MAX_LINES },
    });
    expect(full.message).toContain(`${CHAT_CONVERSATION_MAX_LINES} lignes`);
    expect(linesOf(host, id)).toHaveLength(CHAT_CONVERSATION_MAX_LINES);
    expect(linesOf(host, id).at(-1)!.text).toBe(`Question ${room}`);
    expect(followUpsOf(host, id)).toHaveLength(room);
  });

  it('closes the conversation 24 hours after its first question (403): a new one starts then', async () => {
    const { id, token } = await open();
    offsetMs += 24 * 60 * 60_000 - 60_000;
    expect((await add(id, { token, text: 'Juste avant' })).status).toBe(200);
    offsetMs += 2 * 60_000;
    const late = await add(id, { token, text: 'Trop tard' });
    expect(late).toMatchObject({ status: 403, code: 403, data: { reason: 'conversation_closed' } });
    expect(linesOf(host, id)).toHaveLength(3);
  });

  it('says a deleted conversation no longer exists, to its holder only (404)', async () => {
    const { id, token } = await open();
    host.store.remove('messages', id);
    expect(await add(id, { token, text: 'Toujours là ?' })).toMatchObject({
      status: 404,
      code: 404,
      data: { reason: 'conversation_unknown' },
    });
  });
});

/** A script holding a conversation’s token is bounded like one sending quote requests (docs/security.md#limites). */
describe.each(HOST_KINDS)('a chat conversation’s later questions and the limits on %s', (kind) => {
  const host = useHost(kind);
  const { open, add } = calls(host);

  it('takes 1 000 questions sent by one client as the hour’s 30 writes, the first question counted', async () => {
    const { id, token } = await open();
    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => add(id, { token, text: `Question ${batch * 50 + i}` })),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(29);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - 29);
    expect(linesOf(host, id)).toHaveLength(CHAT_LINES.length + 29);
    expect(followUpsOf(host, id)).toHaveLength(29);
    const refused = await add(id, { token, text: 'Encore' });
    expect(refused).toMatchObject({
      status: 429,
      code: 429,
      data: { reason: 'rate_limited', scope: 'client' },
    });
    expect(refused.message).toMatch(/^Trop de demandes en peu de temps\. Veuillez réessayer dans /);
  });
});
