import type { EmulatorContext } from '../../context';
import type { StoredDoc } from '../../db/records';
import { refuse, SUBSCRIBER_SELF_SERVICE_FIELDS, type Access } from '../access';
import { asRecord, emailFilter } from '../documentRules';
import { sendOwnSiteEmail } from '../email';
import { rehearseSiteEmail } from '../siteEmails';
import { ApiError } from '../envelope';
import { eraseSubscribers } from '../erasure';
import { findSubscriber, subscriberOfMailbox, subscribersOfMailbox } from '../mailboxes';
import { limitRecipient } from '../rateLimit';
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
  existing: StoredDoc | undefined,
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
  const after = upsert(ctx, doc, raw, access, before);
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
    if (call.access.kind !== 'admin') {
      // The address typed is one the site may write to: counted among the client's recipients of the day, before
      // anything that depends on the address (docs/security.md#e-mails-du-site).
      limitRecipient(call.ctx, call.info.request, call.info.identity.role, String(doc.email));
      return visitorSignUp(call, doc, raw);
    }
    return upsert(call.ctx, doc, raw, call.access, findSubscriber(call.ctx, String(doc.email)));
  },

  /**
   * One subscriber per mailbox within the batch as with the stored ones: each line looks its mailbox up in the store's
   * index, which holds the lines stored before it (docs/persistence.md#index).
   */
  createMany({ ctx, access }, docs, raws) {
    return docs.map((doc, index) => {
      const existing = subscriberOfMailbox(ctx, String(doc.email));
      return upsert(ctx, doc, asRecord(raws[index]), access, existing);
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
   * Deleting a subscriber is the RGPD erasure (docs/newsletter.md#abonnés): everything naming its mailbox goes with it,
   * from the live structures and from every record of the data files, before the answer (erasure.ts).
   */
  async afterRemove(ctx, removed, forgotten) {
    await eraseSubscribers(ctx, removed, forgotten);
  },
};
