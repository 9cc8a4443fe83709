import { normaliseAddress } from '@shared/domain/mailbox';
import { PREFERENCE_KEYS } from '@shared/domain/subscribers';
import type { EmulatorContext } from '../context';
import type { StoredDoc } from '../db/records';

/**
 * One subscriber per mailbox (docs/newsletter.md#une-boîte-un-abonné): `Name@`, `name+1@` and, at Gmail, `n.ame@`
 * are one person, found whatever the spelling.
 */
const emailOf = (doc: Readonly<StoredDoc>) => (typeof doc.email === 'string' ? doc.email : '');

/**
 * The mailbox of each stored version of a document, computed once: the store replaces a document on each change and
 * never mutates it, so a lookup among 50,000 subscribers costs a map read per document, not a normalisation.
 */
const mailboxes = new WeakMap<object, string>();
function mailboxOf(doc: Readonly<StoredDoc>): string {
  let key = mailboxes.get(doc);
  if (key === undefined) {
    key = normaliseAddress(emailOf(doc));
    mailboxes.set(doc, key);
  }
  return key;
}

/**
 * Every subscriber document of `email`'s mailbox, oldest first (one once duplicates are merged): through the store's
 * index by mailbox, so a sign-up or an import costs its mailbox, not the subscribers (docs/persistence.md#index).
 */
export function subscribersOfMailbox(ctx: Pick<EmulatorContext, 'store'>, email: string): StoredDoc[] {
  return ctx.store
    .lookup('subscribers', mailboxOf, normaliseAddress(email))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The subscriber of `email`'s mailbox: the one spelt exactly so if any, else the oldest. */
export function findSubscriber(ctx: Pick<EmulatorContext, 'store'>, email: string): StoredDoc | undefined {
  const all = subscribersOfMailbox(ctx, email);
  const exact = email.trim().toLowerCase();
  return all.find((doc) => emailOf(doc) === exact) ?? all[0];
}

/** The subscriber a batch's line joins: the one spelt as the mailbox's key if any, else the oldest. */
export function subscriberOfMailbox(
  ctx: Pick<EmulatorContext, 'store'>,
  email: string,
): StoredDoc | undefined {
  const key = normaliseAddress(email);
  const all = subscribersOfMailbox(ctx, email);
  return all.find((doc) => emailOf(doc) === key) ?? all[0];
}

/** From least to most protective: a merge keeps the most protective status of the group. */
const PROTECTION = ['active', 'pending', 'unsubscribed'];
const protection = (doc: StoredDoc) => PROTECTION.indexOf(String(doc.status));
const latest = (values: unknown[]) =>
  values
    .filter((v): v is string => typeof v === 'string')
    .sort()
    .at(-1);

/**
 * The fields of the one subscriber a group of spellings becomes: the most protective status (unsubscribed, then
 * pending, then active), a topic kept only if every spelling kept it, the latest dates of that status.
 */
export function mergedSubscriber(group: StoredDoc[]): Record<string, unknown> {
  const status = PROTECTION[Math.max(...group.map(protection))] ?? 'unsubscribed';
  const preferences = Object.fromEntries(
    PREFERENCE_KEYS.map((key) => [
      key,
      group.every((doc) => (doc.preferences as Record<string, unknown> | undefined)?.[key] === true),
    ]),
  );
  const withStatus = group.filter((doc) => doc.status === status);
  return {
    status,
    preferences,
    unsubscribedAt: status === 'unsubscribed' ? latest(withStatus.map((d) => d.unsubscribedAt)) : undefined,
    resubscribeRequestedAt:
      status === 'pending' ? latest(withStatus.map((d) => d.resubscribeRequestedAt)) : undefined,
  };
}

/**
 * Merges the subscribers that share a mailbox, once, when the emulator starts (data from before the rule): the oldest
 * document stays, with its spelling, and takes the merged fields; the others go. Returns the number removed.
 */
export function mergeDuplicateSubscribers(ctx: Pick<EmulatorContext, 'store'>): number {
  const groups = new Map<string, StoredDoc[]>();
  for (const doc of ctx.store.where('subscribers', () => true)) {
    const key = normaliseAddress(emailOf(doc));
    groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  let removed = 0;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const [kept, ...others] = group as [StoredDoc, ...StoredDoc[]];
    ctx.store.update('subscribers', kept._id, mergedSubscriber(group));
    removed += ctx.store.removeMany(
      'subscribers',
      others.map((doc) => doc._id),
    );
  }
  return removed;
}
