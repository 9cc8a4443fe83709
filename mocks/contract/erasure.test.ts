import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseAddress } from '@shared/domain/mailbox';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { ADMIN_EMAIL, HOST_KINDS, useHost, type Host } from './hosts';
import { sampleDoc, uniqueEmail } from './samples';

type Doc = Record<string, unknown> & { _id: string };

/** Every line of every regular file of the data directory that holds `needle`, with the entities it names. */
async function linesNaming(dir: string, needle: string): Promise<string[]> {
  const entities: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const text = await readFile(join(dir, entry.name), 'utf8');
    for (const line of text.split('\n').filter((l) => l.toLowerCase().includes(needle))) {
      const record = JSON.parse(line) as { entity?: string; changes?: { entity?: string }[] };
      const held = record.changes?.filter((change) =>
        JSON.stringify(change).toLowerCase().includes(needle),
      ) ?? [record];
      entities.push(...held.map((change) => String(change.entity)));
    }
  }
  return entities;
}

/** Everything the store holds that names `needle`, by collection. */
const storeNaming = (host: Host, needle: string) =>
  ['subscribers', 'deliveries', '_idempotency'].flatMap((entity) =>
    host.store.where(entity, (doc) => JSON.stringify(doc).toLowerCase().includes(needle)).map(() => entity),
  );

/**
 * The erasure of a subscriber leaves nothing naming its mailbox (docs/persistence.md#effacement): its deliveries, an
 * alias of its mailbox, the answers kept for its writes, in the same operation, from the live store and, on the HTTP
 * server, from every data file; the outbox stays, by decision.
 */
describe.each(HOST_KINDS)('erasing a subscriber on %s', (kind) => {
  const host = useHost(kind);

  /** A subscriber signed up by a visitor (its kept answer), an alias of its mailbox, and two deliveries to it. */
  async function subscriberWithTraces() {
    const email = uniqueEmail('rgpd');
    const [local, domain] = email.split('@');
    const alias = `${local}+alias@${domain}`.toUpperCase();
    const signedUp = await host.call(host.docs('subscribers'), {
      json: { email, preferences: DEFAULT_PREFERENCES, source: 'footer' },
      headers: { 'idempotency-key': `rgpd-${crypto.randomUUID()}` },
    });
    expect(signedUp.status).toBe(200);
    const [subscriber] = host.store.list('subscribers', { filter: { email } }) as Doc[];
    // Written by the platform only (an older store's duplicate, a campaign's send): put in the store directly.
    host.store.insert('subscribers', { ...sampleDoc('subscribers'), email: alias, status: 'active' });
    for (const campaignId of ['campagne-a', 'campagne-b']) {
      host.store.insert('deliveries', {
        ...sampleDoc('deliveries'),
        campaignId,
        email,
        mailbox: normaliseAddress(email),
        subscriberId: subscriber!._id,
      });
    }
    await host.store.flush();
    return { email, id: subscriber!._id, needle: normaliseAddress(email).split('@')[0]! };
  }

  const erase = async (id: string) =>
    host.call(host.docs('subscribers', `/${id}`), {
      method: 'DELETE',
      token: await host.tokenFor(ADMIN_EMAIL),
    });

  it('removes its deliveries, aliases and kept answers with it, and leaves only the outbox naming it', async () => {
    const { id, needle } = await subscriberWithTraces();
    expect(storeNaming(host, needle).sort()).toEqual([
      '_idempotency',
      'deliveries',
      'deliveries',
      'subscribers',
      'subscribers',
    ]);
    expect((await erase(id)).status).toBe(200);
    expect(storeNaming(host, needle)).toEqual([]);
    if (kind === 'http') {
      // Grep the data folder: what still names the mailbox is the outbox only (the welcome sent on the sign-up).
      const left = await linesNaming(host.dataDir, needle);
      expect(left.filter((entity) => entity !== 'emails')).toEqual([]);
      expect(left).toContain('emails');
    }
  });

  it('scrubs deliveries an administrator deleted before the subscriber, as the back-office does', async () => {
    const { id, needle } = await subscriberWithTraces();
    const token = await host.tokenFor(ADMIN_EMAIL);
    const deliveries = host.store.where('deliveries', (doc) => doc.subscriberId === id);
    const ids = deliveries.map((doc) => doc._id).join(',');
    expect(
      (await host.call(host.docs('deliveries', `/batch-by-ids?ids=${ids}`), { method: 'DELETE', token }))
        .status,
    ).toBe(200);
    if (kind === 'http') expect(await linesNaming(host.dataDir, needle)).not.toContain('deliveries');
    expect((await erase(id)).status).toBe(200);
    if (kind === 'http') {
      expect((await linesNaming(host.dataDir, needle)).filter((entity) => entity !== 'emails')).toEqual([]);
    }
  });
});
