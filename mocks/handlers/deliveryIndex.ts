import {
  emptyCounts,
  NEWSLETTER_CAP,
  type CampaignCounts,
  type RecipientOutcome,
} from '@shared/domain/campaigns';
import type { DocumentStore, StoredDoc } from '../db/store';

/**
 * What the send decides on, kept beside the store so each decision costs the same at 50 or 50,000 subscribers
 * (docs/newsletter.md#livraisons): the delivery of each (campaign, mailbox), the dates of the e-mails each mailbox
 * was sent, and each campaign's counts. Rebuilt from the `deliveries` collection whenever something else changed it
 * (an erasure, a reset, a restart): the collection stays the truth.
 */
export class DeliveryIndex {
  private readonly byKey = new Set<string>();
  private readonly sentAt = new Map<string, string[]>();
  private readonly counts = new Map<string, CampaignCounts>();
  revision = '';

  static key(campaignId: string, mailbox: string): string {
    return `${campaignId}\n${mailbox}`;
  }

  add(doc: { campaignId: string; mailbox: string; outcome: RecipientOutcome; at: string }): void {
    this.byKey.add(DeliveryIndex.key(doc.campaignId, doc.mailbox));
    const counts = this.counts.get(doc.campaignId) ?? emptyCounts();
    counts[doc.outcome] += 1;
    this.counts.set(doc.campaignId, counts);
    if (doc.outcome === 'sent')
      this.sentAt.set(doc.mailbox, [...(this.sentAt.get(doc.mailbox) ?? []), doc.at]);
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

const indexes = new WeakMap<DocumentStore, DeliveryIndex>();

const asDelivery = (doc: StoredDoc) => ({
  campaignId: String(doc.campaignId),
  mailbox: String(doc.mailbox),
  outcome: doc.outcome as RecipientOutcome,
  at: String(doc.at),
});

/** The store's index, up to date: rebuilt once after any change the send did not make itself. */
export function deliveryIndex(store: DocumentStore): DeliveryIndex {
  let index = indexes.get(store);
  const revision = store.revision('deliveries');
  if (!index || index.revision !== revision) {
    index = new DeliveryIndex();
    for (const doc of store.list('deliveries')) index.add(asDelivery(doc));
    index.revision = revision;
    indexes.set(store, index);
  }
  return index;
}
