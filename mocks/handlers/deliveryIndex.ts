import {
  emptyCounts,
  NEWSLETTER_CAP,
  type CampaignCounts,
  type RecipientOutcome,
} from '@shared/domain/campaigns';
import type { DocumentStore } from '../db/store';
import type { StoredDoc } from '../db/records';

interface IndexedDelivery {
  campaignId: string;
  mailbox: string;
  outcome: RecipientOutcome;
  at: string;
}

/**
 * What the send decides on, kept beside the store so each decision costs the same at 50 or 50,000 subscribers
 * (docs/newsletter.md#livraisons): the delivery of each (campaign, mailbox), the dates of the e-mails each mailbox
 * was sent, and each campaign's counts. It follows every change of the `deliveries` collection as it happens (an
 * erasure, a deletion by an administrator, the send itself) and is built again only when the whole state is
 * replaced (start, reset): the collection stays the truth.
 */
export class DeliveryIndex {
  private readonly byKey = new Set<string>();
  private readonly sentAt = new Map<string, string[]>();
  private readonly counts = new Map<string, CampaignCounts>();

  static key(campaignId: string, mailbox: string): string {
    return `${campaignId}\n${mailbox}`;
  }

  add(doc: IndexedDelivery): void {
    this.byKey.add(DeliveryIndex.key(doc.campaignId, doc.mailbox));
    const counts = this.counts.get(doc.campaignId) ?? emptyCounts();
    if (doc.outcome in counts) counts[doc.outcome] += 1;
    this.counts.set(doc.campaignId, counts);
    if (doc.outcome === 'sent') {
      const dates = this.sentAt.get(doc.mailbox);
      if (dates) dates.push(doc.at);
      else this.sentAt.set(doc.mailbox, [doc.at]);
    }
  }

  remove(doc: IndexedDelivery): void {
    this.byKey.delete(DeliveryIndex.key(doc.campaignId, doc.mailbox));
    const counts = this.counts.get(doc.campaignId);
    if (counts && doc.outcome in counts) counts[doc.outcome] = Math.max(0, counts[doc.outcome] - 1);
    const dates = this.sentAt.get(doc.mailbox);
    const at = dates?.indexOf(doc.at) ?? -1;
    if (dates && at >= 0) dates.splice(at, 1);
  }

  has(campaignId: string, mailbox: string): boolean {
    return this.byKey.has(DeliveryIndex.key(campaignId, mailbox));
  }

  /** Newsletter e-mails sent to the mailbox within the cap's window (older dates are dropped as they pass). */
  recentSends(mailbox: string, now: Date): string[] {
    const since = now.getTime() - NEWSLETTER_CAP.windowMs;
    const dates = (this.sentAt.get(mailbox) ?? []).filter((at) => Date.parse(at) > since);
    if (dates.length) this.sentAt.set(mailbox, dates);
    else this.sentAt.delete(mailbox);
    return dates;
  }

  countsOf(campaignId: string): CampaignCounts {
    return { ...(this.counts.get(campaignId) ?? emptyCounts()) };
  }
}

const asDelivery = (doc: Readonly<StoredDoc>): IndexedDelivery => ({
  campaignId: String(doc.campaignId),
  mailbox: String(doc.mailbox),
  outcome: doc.outcome as RecipientOutcome,
  at: String(doc.at),
});

/** Deliveries indexed before deliveryIndexReady yields to other requests. */
const BUILD_SLICE = 5_000;

interface Entry {
  generation: number;
  index: DeliveryIndex;
  ready: Promise<void>;
  built: boolean;
}

const entries = new WeakMap<DocumentStore, Entry>();
const watched = new WeakSet<DocumentStore>();

/**
 * The store's index for its current state, built in slices of BUILD_SLICE deliveries that yield to other requests
 * (100,000 deliveries at once would hold the server for a few hundred milliseconds). Changes made while it is being
 * built are applied, in order, once it is.
 */
function entryOf(store: DocumentStore): Entry {
  const current = entries.get(store);
  if (current && current.generation === store.generation) return current;
  const index = new DeliveryIndex();
  const queued: { before?: Readonly<StoredDoc>; after?: Readonly<StoredDoc> }[] = [];
  const entry: Entry = { generation: store.generation, index, built: false, ready: Promise.resolve() };
  entries.set(store, entry);
  if (!watched.has(store)) {
    watched.add(store);
    store.watch(({ entity, before, after }) => {
      if (entity !== 'deliveries') return;
      const live = entries.get(store);
      if (!live || live.generation !== store.generation) return;
      if (!live.built) return pending.get(live)?.push({ before, after });
      if (before) live.index.remove(asDelivery(before));
      if (after) live.index.add(asDelivery(after));
    });
  }
  pending.set(entry, queued);
  const docs = store.rawDocuments('deliveries');
  entry.ready = (async () => {
    for (let i = 0; i < docs.length; i += BUILD_SLICE) {
      if (i > 0) await new Promise<void>((done) => setTimeout(done, 0));
      for (const doc of docs.slice(i, i + BUILD_SLICE)) index.add(asDelivery(doc));
    }
    for (const { before, after } of queued) {
      if (before) index.remove(asDelivery(before));
      if (after) index.add(asDelivery(after));
    }
    pending.delete(entry);
    entry.built = true;
  })();
  return entry;
}
const pending = new WeakMap<Entry, { before?: Readonly<StoredDoc>; after?: Readonly<StoredDoc> }[]>();

/** Waits until the store's index is built (in slices): then deliveryIndex answers at once. */
export async function deliveryIndexReady(store: DocumentStore): Promise<void> {
  for (let entry = entryOf(store); ; entry = entryOf(store)) {
    await entry.ready;
    if (entry.generation === store.generation) return;
  }
}

/**
 * The store's index, up to date. Call deliveryIndexReady first in a request: if the index is still being built,
 * it is finished here at once.
 */
export function deliveryIndex(store: DocumentStore): DeliveryIndex {
  const entry = entryOf(store);
  if (!entry.built) {
    // Finishing synchronously: rebuild it whole from the collection, which already holds every queued change.
    const index = new DeliveryIndex();
    for (const doc of store.rawDocuments('deliveries')) index.add(asDelivery(doc));
    const done: Entry = { generation: store.generation, index, built: true, ready: Promise.resolve() };
    entries.set(store, done);
    return index;
  }
  return entry.index;
}
