import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { ADMIN_EMAIL, useHost } from '../contract/hosts';
import { memoryPersistence } from '../db/persistence';
import { DocumentStore } from '../db/store';
import { fileUrl } from '../db/fileUrl';
import { scaledLimits } from './rateLimit';
import { DEFAULT_STORAGE, sweepOrphanFiles } from './storage';

const subscriber = (email: string) => ({ email, status: 'active', preferences: DEFAULT_PREFERENCES });

/**
 * The lookups the rules make on each write go through the store's indexes (docs/persistence.md#index): the documents a
 * write visits stay the same however many subscribers and e-mails are stored. Work is counted, not timed.
 */
describe('lookups made on each write', () => {
  const host = useHost('msw/node', { rateLimits: scaledLimits(100) }, { direct: true });
  let round = 0;

  /** Stores `count` more subscribers and as many outbox entries, straight into the store. */
  const grow = (count: number) => {
    const tag = `stock${(round += 1)}`;
    host.store.insertMany(
      'subscribers',
      Array.from({ length: count }, (_, i) => subscriber(`${tag}.${i}@exemple.fr`)),
    );
    host.store.insertMany(
      'emails',
      Array.from({ length: count }, (_, i) => ({ message: 'newsletter-welcome', documentId: `${tag}${i}` })),
    );
  };

  /** Documents visited by an import, an administrator's add, a visitor's sign-up and an address change. */
  const scannedByWrites = async () => {
    const tag = `lot${(round += 1)}`;
    const token = await host.tokenFor(ADMIN_EMAIL);
    const before = host.store.documentsScanned;
    const batch = Array.from({ length: 20 }, (_, i) => subscriber(`${tag}.${i}@exemple.fr`));
    expect((await host.call(host.docs('subscribers', '/batch'), { token, json: batch })).status).toBe(200);
    const added = await host.call<{ _id: string }>(host.docs('subscribers'), {
      token,
      json: subscriber(`${tag}.admin@exemple.fr`),
    });
    expect(added.status).toBe(200);
    const signUp = { ...subscriber(`${tag}.visiteur@exemple.fr`), source: 'footer' };
    expect((await host.call(host.docs('subscribers'), { json: signUp })).status).toBe(200);
    const changed = await host.call(host.docs('subscribers'), {
      method: 'PUT',
      token,
      json: { filter: { _id: added.data._id }, update: { email: `${tag}.nouvelle@exemple.fr` } },
    });
    expect(changed.status).toBe(200);
    return host.store.documentsScanned - before;
  };

  it('visits as many documents at 2,000 subscribers as at 100', async () => {
    grow(100);
    await scannedByWrites(); // builds the indexes once
    const small = await scannedByWrites();
    grow(1900);
    const large = await scannedByWrites();
    expect(host.store.count('subscribers')).toBeGreaterThan(2000);
    expect(large).toBe(small);
  });
});

describe('the orphan file sweep run before each upload', () => {
  it('visits as many documents at 1,000 media as at 50', async () => {
    const store = new DocumentStore({ persistence: memoryPersistence() });
    await store.ready();
    /** A year on: every file is past its grace period, so each one is looked up. */
    const ctx = { store, now: () => new Date(Date.now() + 365 * 86_400_000), storage: DEFAULT_STORAGE };
    /** `count` files shown by as many media documents. */
    const grow = (count: number) => {
      for (let i = 0; i < count; i++) {
        const meta = store.putFile(new Uint8Array([i % 256]), {
          name: `photo${i}.png`,
          mimeType: 'image/png',
        });
        store.insert('media', { url: fileUrl(meta), alt: `Photo ${i}` });
      }
    };
    const scannedBySweep = () => {
      const before = store.documentsScanned;
      expect(sweepOrphanFiles(ctx)).toEqual([]);
      return store.documentsScanned - before;
    };
    grow(50);
    scannedBySweep(); // builds the indexes once
    const small = scannedBySweep();
    grow(950);
    const large = scannedBySweep();
    expect(store.listFiles()).toHaveLength(1000);
    expect(large).toBe(small);
  });
});
