import { normaliseAddress } from '@shared/domain/mailbox';
import type { EmulatorContext } from '../context';
import type { StoredDoc } from '../db/records';
import { forgetKeptResultsFor, forgetKeptResultsOf } from './idempotency';

const mailboxOf = (doc: StoredDoc): string | undefined =>
  typeof doc.email === 'string' ? normaliseAddress(doc.email) : undefined;

/**
 * The RGPD erasure of subscribers (docs/persistence.md#effacement), once their documents are removed: in the same
 * operation, everything else naming their mailboxes goes too — another spelling of the same mailbox (an alias), the
 * campaigns' deliveries to it, the answers kept for its writes and for those documents — and every record of the data
 * files that held any of them is rewritten without it. What the law keeps stays: the outbox, and the quote requests.
 */
export async function eraseSubscribers(
  ctx: EmulatorContext,
  removed: readonly StoredDoc[],
  forgotten: readonly string[],
): Promise<void> {
  const mailboxes = new Set(removed.flatMap((doc) => mailboxOf(doc) ?? []));
  const aliases = ctx.store.where('subscribers', (doc) => mailboxes.has(mailboxOf(doc) ?? ''));
  ctx.store.removeMany(
    'subscribers',
    aliases.map((doc) => doc._id),
  );
  const subscriberIds = new Set([...removed, ...aliases].map((doc) => doc._id));
  const deliveries = ctx.store.where(
    'deliveries',
    (doc) => subscriberIds.has(String(doc.subscriberId)) || mailboxes.has(String(doc.mailbox)),
  );
  const deliveryIds = deliveries.map((doc) => doc._id);
  ctx.store.removeMany('deliveries', deliveryIds);
  const emails = [...removed, ...aliases].flatMap((doc) =>
    typeof doc.email === 'string' ? [doc.email] : [],
  );
  const kept = [
    ...forgetKeptResultsOf(ctx, emails),
    ...forgetKeptResultsFor(ctx, [...aliases.map((doc) => doc._id), ...deliveryIds]),
  ];
  await ctx.store.scrub([...subscriberIds, ...deliveryIds, ...forgotten, ...kept]);
}
