import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { EMAIL_MISSING_PARAMETERS } from '@shared/http/errors';
import { subscriberToken } from '../handlers/subscriberToken';
import { ADMIN_EMAIL, useHost } from './hosts';
import { sampleDoc, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string; createdAt: string };

/** Visitor rules and limits (docs/platform.md#autorisations), on msw/node with a clock the tests move. */
describe('visitor rules and limits', () => {
  let offsetMs = 0;
  const host = useHost('msw/node', { now: () => new Date(Date.now() + offsetMs) });
  const at = () => Date.now() + offsetMs;
  const later = (minutes: number) => {
    offsetMs += minutes * 60_000;
  };
  const admin = () => host.tokenFor(ADMIN_EMAIL);
  const sendEmail = async (payload: unknown, token?: string) =>
    host.call<{ ids: string[] }>(`${host.projectId}/email/send`, { json: payload, token, now: at() });

  it('forces the fields of a visitor’s message and sends one mailbox at most 5 confirmations an hour', async () => {
    const email = uniqueEmail();
    const body = { ...sampleDoc('messages'), email };
    const first = await host.call<Doc>(host.docs('messages'), {
      json: { ...body, status: 'read', priority: 'high', date: '2001-01-01T00:00:00.000Z' },
      now: at(),
    });
    expect(first.data).toMatchObject({
      status: 'unread',
      source: 'contact_form',
      priority: 'medium',
      notificationStatus: 'pending',
    });
    expect(first.data.date).not.toBe('2001-01-01T00:00:00.000Z');
    const confirm = async (spelling: string) => {
      const created = await host.call<Doc>(host.docs('messages'), {
        json: { ...body, email: spelling },
        now: at(),
      });
      expect(created.status).toBe(200);
      return (await sendEmail({ message: 'quote-confirmation', documentId: created.data._id })).data.ids;
    };
    expect(
      (await sendEmail({ message: 'quote-confirmation', documentId: first.data._id })).data.ids,
    ).toHaveLength(1);
    for (let i = 0; i < 4; i += 1) expect(await confirm(email)).toHaveLength(1);
    expect(await confirm(email.toUpperCase())).toEqual([]);
    later(61);
    expect(await confirm(email)).toHaveLength(1);
  });

  it('refuses admin-only message fields from a visitor', async () => {
    const replies = [{ subject: 'Re', message: 'x', sentAt: new Date().toISOString(), sentBy: ADMIN_EMAIL }];
    const answer = await host.call(host.docs('messages'), {
      json: { ...sampleDoc('messages'), replies },
      now: at(),
    });
    expect(answer).toMatchObject({ status: 403, message: 'Champs réservés aux administrateurs : replies.' });
  });

  it('lets the page that sent a message flag its notification, with its token, only within 10 minutes', async () => {
    const created = await host.call<Doc>(host.docs('messages'), { json: sampleDoc('messages'), now: at() });
    const other = await host.call<Doc>(host.docs('messages'), { json: sampleDoc('messages'), now: at() });
    expect(created.data.ownerToken).toEqual(expect.any(String));
    /** `null`: no token at all. */
    const putWith = (token: unknown, update: unknown) =>
      host.call<Doc>(host.docs('messages'), {
        method: 'PUT',
        json: { filter: { _id: created.data._id }, update, ...(token === null ? {} : { token }) },
        now: at(),
      });
    const put = (update: unknown) => putWith(created.data.ownerToken, update);
    // Whoever knows the id but not its token (none, another message's, a forged one) changes nothing.
    for (const token of [null, other.data.ownerToken, 'x'.repeat(43), '']) {
      const refused = await putWith(token, { notificationStatus: 'sent' });
      expect(refused).toMatchObject({ status: 403, code: 403, data: { reason: 'forbidden' } });
    }
    expect(host.store.get('messages', created.data._id)).toMatchObject({ notificationStatus: 'pending' });
    expect((await put({ notificationStatus: 'failed' })).data).toMatchObject({
      notificationStatus: 'failed',
    });
    expect((await put({ status: 'archived' })).status).toBe(403);
    expect((await put({ notificationStatus: 'sent', status: 'read' })).status).toBe(403);
    later(11);
    expect((await put({ notificationStatus: 'sent' })).status).toBe(403);
  });

  it('stores a visitor’s review as pending and shows visitors approved reviews only', async () => {
    const mine = await host.call<Doc>(host.docs('reviews'), { json: sampleDoc('reviews'), now: at() });
    expect(mine.data.status).toBe('pending');
    const approved = await host.call<Doc>(host.docs('reviews'), {
      json: sampleDoc('reviews'),
      token: await admin(),
      now: at(),
    });
    const found = await host.call<{ list: Doc[] }>(host.docs('reviews', '/find'), {
      json: { filter: { status: 'pending' }, limit: 1000 },
      now: at(),
    });
    expect(found.data.list).toEqual([]);
    const all = await host.call<Doc[]>(host.docs('reviews', '/list'), { json: {}, now: at() });
    expect(all.data.map((r) => r._id)).toContain(approved.data._id);
    expect(all.data.map((r) => r._id)).not.toContain(mine.data._id);
    const hidden = await host.call(host.docs('reviews', `/${mine.data._id}`), { method: 'GET', now: at() });
    expect(hidden.status).toBe(404);
  });

  it('gives visitors the public fields of a review only: displayed name, rating, comment, date', async () => {
    const approved = await host.call<Doc>(host.docs('reviews'), {
      json: { ...sampleDoc('reviews'), name: 'Claire Dubois-Lefèvre', email: 'claire.privee@example.org' },
      token: await admin(),
      now: at(),
    });
    const publicView = {
      _id: approved.data._id,
      name: 'Claire D.',
      rating: approved.data.rating,
      comment: approved.data.comment,
      createdAt: approved.data.createdAt,
    };
    const found = await host.call<{ list: Doc[] }>(host.docs('reviews', '/find'), {
      json: { filter: { _id: approved.data._id } },
      now: at(),
    });
    expect(found.data.list).toEqual([publicView]);
    const listed = await host.call<Doc[]>(host.docs('reviews', '/list'), { json: {}, now: at() });
    expect(JSON.stringify(listed.data)).not.toContain('@');
    const one = await host.call<Doc>(host.docs('reviews', `/${approved.data._id}`), {
      method: 'GET',
      now: at(),
    });
    expect(one.data).toEqual(publicView);
    // Nor can a visitor find out who reviewed with which address.
    const probe = await host.call(host.docs('reviews', '/find'), {
      json: { filter: { email: 'claire.privee@example.org' } },
      now: at(),
    });
    expect(probe).toMatchObject({ status: 400, data: { reason: 'visitor_query' } });
    const asAdmin = await host.call<Doc>(host.docs('reviews', `/${approved.data._id}`), {
      method: 'GET',
      token: await admin(),
      now: at(),
    });
    expect(asAdmin.data.email).toBe('claire.privee@example.org');
  });

  it('answers 400, never 500, to a filter nested 10,000 deep, from a visitor or an administrator', async () => {
    // Written as text: building such objects (and stringifying them) would overflow the test's own stack.
    const n = 10_000;
    const filters = [
      '{"a":'.repeat(n) + '1' + '}'.repeat(n),
      '{"$and":['.repeat(n) + '{"a":1}' + ']}'.repeat(n),
      '{"$or":' + '['.repeat(n) + '"x"' + ']'.repeat(n) + '}',
      '{"a":{"$in":' + '['.repeat(n) + '"x"' + ']'.repeat(n) + '}}',
    ];
    for (const filter of filters) {
      for (const token of [undefined, await admin()]) {
        for (const entity of ['jobs', 'reviews']) {
          const raw = `{"filter":${filter}}`;
          const answer = await host.call(host.docs(entity, '/find'), { raw, token, now: at() });
          expect([400, 403], `${entity} ${token ? 'admin' : 'visiteur'}`).toContain(answer.status);
          expect(answer.message).toMatch(/[a-zé]{3,}/);
        }
      }
    }
  });

  it('keeps regular expressions in filters for administrators', async () => {
    const patterns = [
      { title: { $regex: 'technicien', $options: 'i' } },
      { $or: [{ status: 'approved' }, { $and: [{ comment: { $regex: 'a' } }] }] },
    ];
    for (const [entity, filter] of [
      ['jobs', patterns[0]],
      ['reviews', patterns[1]],
    ] as const) {
      const refused = await host.call(host.docs(entity, '/find'), { json: { filter }, now: at() });
      expect(refused.status, entity).toBe(400);
      expect(refused.code).toBe(400);
      expect(refused.message).toBe('Recherche par expression régulière réservée aux administrateurs.');
      const listed = await host.call(host.docs(entity, '/list'), { json: { filter }, now: at() });
      expect(listed.status, entity).toBe(400);
      const asAdmin = await host.call(host.docs(entity, '/find'), {
        json: { filter },
        token: await admin(),
        now: at(),
      });
      expect(asAdmin.status, entity).toBe(200);
    }
    // Plain filters stay open to visitors on public collections.
    const plain = await host.call(host.docs('jobs', '/find'), {
      json: { filter: { department: 'Technique' } },
      now: at(),
    });
    expect(plain.status).toBe(200);
  });

  it('keeps one subscriber per address and lets its token holder read and change it', async () => {
    const email = uniqueEmail('abonne');
    const signedUp = await host.call(host.docs('subscribers'), { json: { email }, now: at() });
    // A visitor's sign-up answers the address only (docs/newsletter.md#inscription); the store holds the rest.
    expect(signedUp.data).toEqual({ email });
    const first = { data: host.store.list('subscribers', { filter: { email } })[0]! };
    expect(first.data).toMatchObject({ email, status: 'active', preferences: DEFAULT_PREFERENCES });
    const token = await subscriberToken(email, host.ctx.secrets.subscriber);

    const read = await host.call<{ total: number; list: Doc[] }>(host.docs('subscribers', '/find'), {
      json: { filter: { email: email.toUpperCase() }, token },
      now: at(),
    });
    expect(read.data.list.map((d) => d._id)).toEqual([first.data._id]);
    const wrong = await host.call(host.docs('subscribers', '/find'), {
      json: { filter: { email }, token: 'AAAA' },
      now: at(),
    });
    expect(wrong).toMatchObject({
      status: 403,
      message: 'Lien invalide : le jeton ne correspond pas à cette adresse e-mail.',
    });
    const otherToken = await host.call(host.docs('subscribers', '/find'), {
      json: { filter: { email: uniqueEmail() }, token },
      now: at(),
    });
    expect(otherToken.status).toBe(403);
    expect(
      (await host.call(host.docs('subscribers', '/find'), { json: { filter: {}, token }, now: at() })).status,
    ).toBe(401);

    const put = (update: unknown, t: string = token) =>
      host.call<Doc>(host.docs('subscribers'), {
        method: 'PUT',
        json: { filter: { email }, update, token: t },
        now: at(),
      });
    const prefs = { ...DEFAULT_PREFERENCES, promotions: true };
    expect((await put({ preferences: prefs })).data.preferences).toEqual(prefs);
    const gone = await put({ status: 'unsubscribed' });
    expect(gone.data).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    expect((await put({ email: 'autre@example.net' })).status).toBe(403);
    expect((await put({ status: 'active' }, 'forged-token')).status).toBe(403);
    // The link of an old e-mail never re-subscribes: only the sign-up's confirmation does (docs/newsletter.md#réinscription).
    expect(await put({ status: 'active' })).toMatchObject({
      status: 403,
      data: { reason: 'confirmation_required' },
    });
    expect(host.store.list('subscribers', { filter: { email } })[0]).toMatchObject({
      status: 'unsubscribed',
    });
    expect((await put({ preferences: { newsletter: 'oui' } })).status).toBe(400);

    // Entered again in a sign-up form: the same document, waiting for its link (docs/newsletter.md#réinscription).
    const again = await host.call<Doc>(host.docs('subscribers'), {
      json: { email: email.toUpperCase() },
      now: at(),
    });
    expect(again.data).toEqual({ email });
    expect(host.store.get('subscribers', first.data._id)?.status).toBe('pending');
    const back = await put({ status: 'active' });
    expect(back.data.status).toBe('active');
    expect(back.data).not.toHaveProperty('unsubscribedAt');
    expect(host.store.list('subscribers', { filter: { email } })).toHaveLength(1);
  });

  it('records a page view only with analytics consent', async () => {
    const refused = await host.call(host.docs('pageviews'), {
      json: { path: '/', consent: { analytics: false, version: 1 } },
      now: at(),
    });
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('« consent.analytics »');
  });

  it('never lets a client set _id, createdAt or updatedAt', async () => {
    const token = await admin();
    const created = await host.call(host.docs('templates'), {
      json: { ...sampleDoc('templates'), _id: 'mine' },
      token,
      now: at(),
    });
    expect(created).toMatchObject({
      status: 400,
      message: 'Champs gérés par la plateforme, non modifiables : _id.',
    });
    const doc = await host.call<Doc>(host.docs('templates'), {
      json: sampleDoc('templates'),
      token,
      now: at(),
    });
    const update = await host.call(host.docs('templates'), {
      method: 'PUT',
      json: { filter: { _id: doc.data._id }, update: { createdAt: '2000-01-01T00:00:00.000Z' } },
      token,
      now: at(),
    });
    expect(update.status).toBe(400);
  });

  it('validates an update against the whole merged document', async () => {
    const token = await admin();
    const doc = await host.call<Doc>(host.docs('templates'), {
      json: sampleDoc('templates'),
      token,
      now: at(),
    });
    const answer = await host.call(host.docs('templates'), {
      method: 'PUT',
      json: { filter: { _id: doc.data._id }, update: { type: 'flyer' } },
      token,
      now: at(),
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('« type »');
    expect(host.store.get('templates', doc.data._id)?.type).toBe('newsletter');
  });

  it('caps bodies, batches, ids and page sizes', async () => {
    const token = await admin();
    const huge = { ...sampleDoc('templates'), content: 'x'.repeat(2 * 1024 * 1024 + 10) };
    expect((await host.call(host.docs('templates'), { json: huge, token, now: at() })).status).toBe(413);
    const batch = Array.from({ length: 501 }, () => sampleDoc('projects'));
    expect((await host.call(host.docs('projects', '/batch'), { json: batch, token, now: at() })).status).toBe(
      400,
    );
    const ids = Array.from({ length: 501 }, (_, i) => `id${i}`).join(',');
    const many = await host.call(host.docs('projects', `/batch-by-ids?ids=${ids}`), {
      method: 'DELETE',
      token,
      now: at(),
    });
    expect(many.status).toBe(400);
    expect(
      (await host.call(host.docs('projects', '/find'), { json: { limit: 1001 }, token, now: at() })).status,
    ).toBe(400);
    host.store.insertMany(
      'folders',
      Array.from({ length: 120 }, (_, i) => ({ slug: `cap-${i}`, name: 'Cap' })),
    );
    const page = await host.call<{ total: number; list: Doc[] }>(host.docs('folders', '/find'), {
      json: {},
      token,
      now: at(),
    });
    expect(page.data.list).toHaveLength(100);
    expect(page.data.total).toBeGreaterThanOrEqual(120);
  });

  describe('email/send', () => {
    it('answers the contract’s message when a parameter is missing (docs/platform.md#e-mails)', async () => {
      for (const payload of [
        {},
        { to: ADMIN_EMAIL, subject: 'S' },
        { subject: 'S', text: 'T' },
        { to: [], subject: 'S', text: 'T' },
      ]) {
        expect(await sendEmail(payload, await admin())).toMatchObject({
          status: 400,
          message: EMAIL_MISSING_PARAMETERS,
        });
      }
    });

    it('marks an email scheduled in the future as scheduled', async () => {
      const scheduledAt = new Date(at() + 86_400_000).toISOString();
      const sent = await sendEmail(
        { to: 'a@example.net', subject: 'S', text: 'T', scheduledAt },
        await admin(),
      );
      expect(host.store.get('emails', sent.data.ids[0]!)).toMatchObject({ status: 'scheduled', scheduledAt });
    });

    it('fills {{unsubscribeToken}} with each recipient’s own subscriber token', async () => {
      const a = uniqueEmail('a');
      const b = uniqueEmail('b');
      const sent = await sendEmail(
        {
          to: [a, b],
          subject: 'Bienvenue',
          html: '<a href="/unsubscribe?token={{unsubscribeToken}}">x</a>',
          text: 't={{unsubscribeToken}}',
        },
        await admin(),
      );
      expect(sent.data.ids).toHaveLength(2);
      const [first, second] = sent.data.ids.map((id) => host.store.get('emails', id)!);
      const tokenA = await subscriberToken(a, host.ctx.secrets.subscriber);
      const tokenB = await subscriberToken(b, host.ctx.secrets.subscriber);
      expect(first).toMatchObject({
        to: [a],
        html: `<a href="/unsubscribe?token=${tokenA}">x</a>`,
        text: `t=${tokenA}`,
      });
      expect(second).toMatchObject({ to: [b], text: `t=${tokenB}` });
    });
  });
});
