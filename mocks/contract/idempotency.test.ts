import { describe, expect, it } from 'vitest';
import type { EntityName } from '@shared/domain/entities';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@shared/http/idempotency';
import { IDEMPOTENCY_RULES, REPLAYED_HEADER } from '../handlers/idempotency';
import { ADMIN_EMAIL, HOST_KINDS, useHost, type CallOptions } from './hosts';
import { sampleDoc, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string };

/**
 * Each visitor write carries a key; the platform stores the first and answers its result to any repeat
 * (docs/platform.md#clés-didempotence), on both hosts.
 */
describe.each(HOST_KINDS)('idempotency keys on %s', (kind) => {
  let offsetMs = 0;
  const host = useHost(kind, { now: () => new Date(Date.now() + offsetMs) });
  const call = <T = unknown>(path: string, key: string | undefined, options: CallOptions = {}) =>
    host.call<T>(path, {
      ...options,
      now: Date.now() + offsetMs,
      headers: { ...options.headers, ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) },
    });
  const quote = (email = uniqueEmail('devis')) => ({ ...sampleDoc('messages'), email });
  const count = (entity: string, filter: Record<string, unknown>) =>
    host.store.list(entity, { filter }).length;

  it('answers a repeat of the key with the first result: one document', async () => {
    const key = newIdempotencyKey();
    const body = quote();
    const first = await call<Doc>(host.docs('messages'), key, { json: body });
    const again = await call<Doc>(host.docs('messages'), key, { json: body });

    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again).toMatchObject({ status: 200, code: 200, data: first.data });
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(count('messages', { email: body.email })).toBe(1);
  });

  it('stores one document for repeats sent at the same time (a double click, a retry racing the first)', async () => {
    const key = newIdempotencyKey();
    const body = quote();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call<Doc>(host.docs('messages'), key, { json: body })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.data._id)).size).toBe(1);
    expect(count('messages', { email: body.email })).toBe(1);
  });

  it('sends each e-mail of a quote once for a repeated key, and answers the first ids', async () => {
    const body = quote();
    const stored = await call<Doc>(host.docs('messages'), newIdempotencyKey(), { json: body });
    const key = `${newIdempotencyKey()}.notification`;
    const ask = () =>
      call<{ ids: string[] }>(`${host.projectId}/email/send`, key, {
        json: { message: 'quote-notification', documentId: stored.data._id },
      });
    const [first, second] = await Promise.all([ask(), ask()]);
    const third = await ask();

    expect(first.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    expect(count('emails', { documentId: stored.data._id, message: 'quote-notification' })).toBe(1);
  });

  it.each<EntityName>(['reviews', 'subscribers', 'consents'])(
    'keeps one %s document for a repeated sign-up, review or consent',
    async (entity) => {
      const key = newIdempotencyKey();
      const json = sampleDoc(entity);
      const answers = await Promise.all([
        call<Doc>(host.docs(entity), key, { json }),
        call<Doc>(host.docs(entity), key, { json }),
      ]);
      const again = await call<Doc>(host.docs(entity), key, { json });
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(again.data._id).toBe(answers[0]!.data._id);
      const field = entity === 'consents' ? 'visitorId' : 'email';
      expect(count(entity, { [field]: json[field] })).toBe(1);
    },
  );

  it('refuses the same key with another body (422, in French) and stores nothing more', async () => {
    const key = newIdempotencyKey();
    const body = quote();
    await call(host.docs('messages'), key, { json: body });
    const changed = await call(host.docs('messages'), key, { json: { ...body, message: 'Autre chose.' } });

    expect(changed).toMatchObject({
      status: 422,
      code: 422,
      message:
        'Cette clé Idempotency-Key a déjà servi pour une autre requête : une nouvelle demande doit avoir sa propre clé.',
      data: { reason: 'idempotency_key_reused' },
    });
    expect(count('messages', { email: body.email })).toBe(1);
  });

  it('keeps a result per caller and per endpoint: the same key elsewhere is another request', async () => {
    const key = newIdempotencyKey();
    const body = quote();
    const visitor = await call<Doc>(host.docs('messages'), key, { json: body });
    const admin = await call<Doc>(host.docs('messages'), key, {
      json: body,
      token: await host.tokenFor(ADMIN_EMAIL),
    });
    const review = await call<Doc>(host.docs('reviews'), key, { json: sampleDoc('reviews') });

    expect([visitor.status, admin.status, review.status]).toEqual([200, 200, 200]);
    expect(admin.data._id).not.toBe(visitor.data._id);
    expect(count('messages', { email: body.email })).toBe(2);
  });

  it('keeps no refusal: a key whose write was refused may be sent again and stored', async () => {
    const key = newIdempotencyKey();
    const body = quote();
    const refused = await call(host.docs('messages'), key, { json: { ...body, postalCode: '7660' } });
    const stored = await call<Doc>(host.docs('messages'), key, { json: body });

    expect(refused.status).toBe(400);
    expect(stored.status).toBe(200);
    expect(stored.headers.get(REPLAYED_HEADER)).toBeNull();
  });

  it('answers 400 in French for a malformed key, and ignores a key on a read', async () => {
    const bad = await call(host.docs('messages'), 'court', { json: quote() });
    expect(bad).toMatchObject({ status: 400, data: { reason: 'idempotency_key_invalid' } });
    expect(bad.message).toMatch(/^En-tête Idempotency-Key invalide/);

    const key = newIdempotencyKey();
    const reads = [
      await call(host.docs('jobs', '/find'), key, { json: { limit: 1 } }),
      await call(host.docs('jobs', '/find'), key, { json: { limit: 2 } }),
    ];
    expect(reads.map((r) => r.status)).toEqual([200, 200]);
  });

  it('forgets a result after 24 h: the key then stores anew', async () => {
    const key = newIdempotencyKey();
    const body = quote();
    const first = await call<Doc>(host.docs('messages'), key, { json: body });
    offsetMs += IDEMPOTENCY_RULES.retentionMs + 60_000;
    try {
      const later = await call<Doc>(host.docs('messages'), key, { json: body });
      expect(later.status).toBe(200);
      expect(later.data._id).not.toBe(first.data._id);
      expect(
        host.store.list('_idempotency').every((doc) => String(doc.expiresAt) > new Date().toISOString()),
      ).toBe(true);
    } finally {
      offsetMs = 0;
    }
  });

  if (kind === 'http') {
    it('still answers the first result after the server restarts on the same data', async () => {
      const key = newIdempotencyKey();
      const body = quote();
      const first = await call<Doc>(host.docs('messages'), key, { json: body });

      await host.restart();

      const again = await call<Doc>(host.docs('messages'), key, { json: body });
      expect(again.data).toEqual(first.data);
      expect(count('messages', { email: body.email })).toBe(1);
    });
  }
});
