import { normaliseAddress } from '@shared/domain/mailbox';
import type { EmulatorContext } from '../../context';
import type { StoredDoc } from '../../db/records';
import { refuse, SUBSCRIBER_SELF_SERVICE_FIELDS, type Access } from '../access';
import { asRecord, emailFilter } from '../documentRules';
import { sendOwnSiteEmail } from '../email';
import { rehearseSiteEmail } from '../siteEmails';
import { ApiError } from '../envelope';
import { forgetKeptResultsOf } from '../idempotency';
import { findSubscriber, mailboxIndex, subscribersOfMailbox } from '../mailboxes';
import { isValidSubscriberToken } from '../subscriberToken';
import { activationFields, checkTokenActivation, visitorSignUpAgain } from '../subscriptions';
import type { CollectionCall, CollectionRules } from './types';

const invalidToken = () =>
  new ApiError(403, 'Lien invalide : le jeton ne correspond pas à cette adresse e-mail.', {
    reason: 'token_mismatch',
  });

/**
 * One subscriber per mailbox (docs/newsletter.md#une-boîte-un-abonné). An administrator adding an existing address
 * reactivates it (and may set its preferences); a visitor's sign-up never does (visitorSignUpAgain).
 */
function upsert(
  ctx: EmulatorContext,
  doc: Record<string, unknown>,
  raw: Record<string, unknown>,
  access: Access,
  existing = findSubscriber(ctx, String(doc.email)),
): StoredDoc {
  if (!existing) return ctx.store.insert('subscribers', doc);
  if (access.kind !== 'admin') return visitorSignUpAgain(ctx, existing);
  const fields: Record<string, unknown> = {
    status: 'active',
    ...activationFields(existing, { status: 'active' }, ctx.now()),
  };
  if (raw.preferences !== undefined) fields.preferences = doc.preferences;
  return ctx.store.update('subscribers', existing._id, fields) ?? existing;
}

/**
 * A visitor's sign-up (docs/newsletter.md#inscription) answers the same, status and body, whether the address was
 * unknown, subscribed, unsubscribed or pending: `{ email }`, nothing stored. What follows goes by e-mail to that
 * address only, sent here by the platform: the welcome of a new subscriber, or the confirmation link of an address
 * that comes back (docs/newsletter.md#réinscription). An address already subscribed gets nothing more.
 */
async function visitorSignUp(
  { ctx, info, access }: CollectionCall,
  doc: Record<string, unknown>,
  raw: Record<string, unknown>,
): Promise<{ email: string }> {
  const before = findSubscriber(ctx, String(doc.email));
  const after = upsert(ctx, doc, raw, access);
  const followUp = !before
    ? ('newsletter-welcome' as const)
    : after.resubscribeRequestedAt !== before.resubscribeRequestedAt
      ? ('newsletter-confirmation' as const)
      : undefined;
  if (followUp) {
    try {
      await sendOwnSiteEmail(ctx, info.request, { message: followUp, documentId: after._id });
    } catch (error) {
      // Never told to the visitor: the answer would then differ between a known and an unknown address.
      console.error('[emulator] e-mail d’inscription non envoyé', error);
    }
  } else {
    // Nothing to send nor store: the same work all the same, in the same order, so the answer's time does not tell
    // a known address: the subscriber written again as it is before the e-mail, which is rendered and looked up,
    // then its welcome written again (each write then goes to disk on its own, as a new address's two do).
    ctx.store.touch('subscribers', after._id);
    const welcome = await rehearseSiteEmail(ctx, info.request, 'newsletter-welcome', after);
    if (welcome !== undefined) ctx.store.touch('emails', welcome);
  }
  await ctx.store.flush();
  return { email: String(doc.email) };
}

/** An address changed by an administrator may not become another spelling of someone else's mailbox. */
function assertMailboxFree(ctx: EmulatorContext, email: string, id: string): void {
  if (subscribersOfMailbox(ctx, email).some((other) => other._id !== id)) {
    throw new ApiError(
      409,
      'Cette adresse, ou une autre écriture de la même boîte e-mail, est déjà abonnée.',
      {
        reason: 'mailbox_taken',
      },
    );
  }
}

export const subscriberRules: CollectionRules = {
  beforeCreate(doc) {
    doc.email = String(doc.email).toLowerCase();
  },

  async create(call, doc, raw) {
    if (call.access.kind !== 'admin') return visitorSignUp(call, doc, raw);
    return upsert(call.ctx, doc, raw, call.access);
  },

  /** One subscriber per mailbox within the batch as with the stored ones (one pass over the stored ones). */
  createMany({ ctx, access }, docs, raws) {
    const mailboxes = mailboxIndex(ctx);
    return docs.map((doc, index) => {
      const key = normaliseAddress(String(doc.email));
      const known = mailboxes.get(key);
      const existing = known === undefined ? undefined : ctx.store.get('subscribers', known);
      const saved = upsert(ctx, doc, asRecord(raws[index]), access, existing);
      mailboxes.set(key, saved._id);
      return saved;
    });
  },

  /** By address: an administrator, or a visitor with the token of that address's link. */
  async targetOf({ ctx, info, access }, filter, token) {
    if (access.kind !== 'admin') {
      if (token === undefined) throw refuse(info.identity);
      if (!(await isValidSubscriberToken(filter.email, token, ctx.secrets.subscriber))) throw invalidToken();
    }
    const doc = findSubscriber(ctx, filter.email);
    if (!doc) throw new ApiError(404, 'Aucun abonné pour cette adresse e-mail.');
    return doc;
  },

  beforeUpdate({ ctx, access }, doc, update) {
    if (access.kind !== 'admin') {
      const allowed: readonly string[] = SUBSCRIBER_SELF_SERVICE_FIELDS;
      const refused = Object.keys(update).filter((k) => !allowed.includes(k));
      if (refused.length)
        throw new ApiError(403, `Champs non modifiables avec ce lien : ${refused.join(', ')}.`);
      checkTokenActivation(doc, update);
    }
    if (update.status === 'unsubscribed' && update.unsubscribedAt === undefined) {
      update.unsubscribedAt = ctx.now().toISOString();
    }
    Object.assign(update, activationFields(doc, update, ctx.now()));
    if (typeof update.email === 'string') {
      const email = update.email.trim().toLowerCase();
      assertMailboxFree(ctx, email, doc._id);
      update.email = email;
    }
  },

  /** The preferences page reads its own subscriber, by its link's token, and nothing else. */
  async readFilter({ ctx, info }, { filter, token }) {
    const email = filter?.email;
    if (token === undefined || typeof email !== 'string' || Object.keys(filter ?? {}).length !== 1) {
      throw refuse(info.identity);
    }
    if (!(await isValidSubscriberToken(email, token, ctx.secrets.subscriber))) throw invalidToken();
    // By mailbox: a link sent to another spelling of a merged subscriber still opens its preferences.
    const subscriber = findSubscriber(ctx, email);
    return subscriber ? { _id: subscriber._id } : { email: emailFilter(email) };
  },

  /**
   * Deleting a subscriber is the RGPD erasure (docs/newsletter.md#abonnés): the answers kept for repeated visitor
   * writes of its mailbox go too (a sign-up's `{ email }`, a quote request), whatever their spelling, then every
   * record of the files that held one of them is rewritten in place without it (docs/persistence.md#effacement): the
   * answer comes once the address is in no live structure and in no data file, at the cost of those records only.
   */
  async afterRemove(ctx, removed, forgotten) {
    const emails = removed
      .map((doc) => doc.email)
      .filter((email): email is string => typeof email === 'string');
    const kept = forgetKeptResultsOf(ctx, emails);
    await ctx.store.scrub([...removed.map((doc) => doc._id), ...forgotten, ...kept]);
  },
};
