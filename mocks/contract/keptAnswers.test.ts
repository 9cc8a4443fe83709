import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { normaliseAddress } from '@shared/domain/mailbox';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@shared/http/idempotency';
import { IDEMPOTENCY_COLLECTION, REPLAYED_HEADER } from '../handlers/idempotency';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../handlers/rateLimit';
import { crashingPersistence } from '../testing/crashingPersistence';
import { ADMIN_EMAIL, HOST_KINDS, useHost, type CallOptions } from './hosts';
import { sampleDoc, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string };

/** Every line of the data directory's snapshot and journals. */
async function dataLines(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.jsonl'));
  const texts = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return texts.flatMap((text) => text.split('\n')).filter(Boolean);
}

/**
 * The answers kept for keyed writes (docs/platform.md#clés-didempotence): kept with their write or not at all, replays
 * counted, forgotten with the mailbox or the document they name. On both hosts, each with a persistence that can be
 * made to die at a chosen write.
 */
describe.each(HOST_KINDS)('kept answers on %s', (kind) => {
  const crash = crashingPersistence();
  const host = useHost(kind, { wrapPersistence: crash.wrap });
  beforeEach(() => {
    host.ctx.limiter = new RateLimiter(DEFAULT_RATE_LIMITS);
  });
  const call = <T = unknown>(path: string, key: string, options: CallOptions = {}) =>
    host.call<T>(path, { ...options, headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key } });
  const quote = (email = uniqueEmail('devis')) => ({ ...sampleDoc('messages'), email });
  const messagesOf = (email: string) => host.store.list('messages', { filter: { email } });
  const kept = () => host.store.list(IDEMPOTENCY_COLLECTION);

  it('never doubles a keyed write, whichever of its writes a crash interrupts', async () => {
    // The lost writes are reported by the store and the envelope: expected here, asserted below.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const at of [1, 2, 3]) {
      const key = newIdempotencyKey();
      const body = quote();
      crash.crashAt(at);
      const first = await call<Doc>(host.docs('messages'), key, { json: body });
      await host.crash(crash.revive);

      const retry = await call<Doc>(host.docs('messages'), key, { json: body });
      expect(retry.status, `arrêt à l’écriture ${at}`).toBe(200);
      // Kept with its answer (the retry replays it) or lost with it (the retry writes it): once either way.
      expect(messagesOf(body.email), `arrêt à l’écriture ${at}`).toHaveLength(1);
      if (first.status === 200) expect(retry.data).toEqual(first.data);
    }
    expect(reported.mock.calls.some((args) => String(args[1]).includes('Arrêt simulé'))).toBe(true);
    reported.mockRestore();
  });

  it('finds a kept answer by its key, never by walking the kept answers', async () => {
    const key = newIdempotencyKey();
    const body = quote();
    for (let i = 0; i < 20; i++) await call(host.docs('messages'), newIdempotencyKey(), { json: quote() });
    expect((await call(host.docs('messages'), key, { json: body })).status).toBe(200);
    const walks = (['find', 'list', 'where'] as const).map((name) => vi.spyOn(host.store, name));
    try {
      const again = await call(host.docs('messages'), key, { json: body });
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
      const walked = walks
        .flatMap((spy) => spy.mock.calls)
        .filter(([entity]) => entity === IDEMPOTENCY_COLLECTION);
      expect(walked).toEqual([]);
    } finally {
      for (const spy of walks) spy.mockRestore();
    }
  });

  it('counts each replay against the limit of the write it repeats', async () => {
    const max = 3;
    host.ctx.limiter = new RateLimiter({
      ...DEFAULT_RATE_LIMITS,
      message: { client: { max, windowMs: 3_600_000 } },
    });
    const key = newIdempotencyKey();
    const body = quote();
    expect((await call(host.docs('messages'), key, { json: body })).status).toBe(200);
    for (let i = 1; i < max; i++) {
      const again = await call(host.docs('messages'), key, { json: body });
      expect(again.status).toBe(200);
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    }
    const cut = await call(host.docs('messages'), key, { json: body });
    expect(cut).toMatchObject({ status: 429, data: { reason: 'rate_limited', scope: 'client' } });
    expect(messagesOf(body.email)).toHaveLength(1);
  });

  it('forgets, with an erased subscriber, the kept answers of every spelling of the mailbox', async () => {
    const base = uniqueEmail('jean.dupont');
    const [local, domain] = base.split('@');
    const signUp = { email: `${local}+news@${domain}` };
    const request = quote(`${local?.toUpperCase()}@${domain?.toUpperCase()}`);
    const signUpKey = newIdempotencyKey();
    const quoteKey = newIdempotencyKey();
    expect((await call(host.docs('subscribers'), signUpKey, { json: signUp })).status).toBe(200);
    expect((await call(host.docs('messages'), quoteKey, { json: request })).status).toBe(200);
    const mailbox = normaliseAddress(base);
    const naming = () =>
      kept().filter(
        (doc) => (doc.mailboxes as string[]).includes(mailbox) || String(doc.body).includes(local!),
      );
    expect(naming()).toHaveLength(2);

    const token = await host.tokenFor(ADMIN_EMAIL);
    const [subscriber] = host.store.list('subscribers', { filter: { email: signUp.email } });
    const erased = await host.call(host.docs('subscribers', `/${subscriber?._id}`), {
      method: 'DELETE',
      token,
    });
    expect(erased.status).toBe(200);

    expect(naming()).toEqual([]);
    if (kind === 'http') {
      // Nor in the files: what still names the mailbox, in any spelling, is the quote request and the outbox,
      // kept by decision (docs/persistence.md#effacement).
      const entities = (await dataLines(host.dataDir))
        .filter((line) => line.toLowerCase().includes(local!.toLowerCase()))
        .flatMap((line) => {
          const record = JSON.parse(line) as { entity?: string; changes?: { entity: string }[] };
          return (record.changes ?? [record])
            .filter((change) => JSON.stringify(change).toLowerCase().includes(local!.toLowerCase()))
            .map((change) => change.entity);
        });
      expect(entities.filter((entity) => entity !== 'messages' && entity !== 'emails')).toEqual([]);
    }
    const again = await call(host.docs('subscribers'), signUpKey, { json: signUp });
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
  });

  it('forgets the keys of a deleted document: a retry is a new write, never the deleted one handed back', async () => {
    const key = newIdempotencyKey();
    const body = quote();
    const first = await call<Doc>(host.docs('messages'), key, { json: body });
    expect(first.status).toBe(200);
    const token = await host.tokenFor(ADMIN_EMAIL);
    const deleted = await host.call(host.docs('messages', `/${first.data._id}`), { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect(kept().filter((doc) => (doc.docIds as string[]).includes(first.data._id))).toEqual([]);

    const again = await call<Doc>(host.docs('messages'), key, { json: body });
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again.data._id).not.toBe(first.data._id);
  });
});
