import type { EmulatorContext } from '../context';
import type { StoredDoc } from '../db/records';
import { sinceIso } from './documentRules';
import { ApiError } from './envelope';

/** A pending re-subscription may be asked again (a new confirmation e-mail) once its last request is this old. */
const RESUBSCRIBE_RENEWAL_MS = 60 * 60 * 1000;

/**
 * A sign-up form (visitor) names an address that already exists: it never reactivates it nor touches its topics
 * (docs/newsletter.md#réinscription). An unsubscribed address becomes `pending`, with its old preferences, until the
 * link of the confirmation e-mail is followed; a pending one is asked again once the last request is an hour old
 * (a lost e-mail can be asked again, an inbox gets at most one an hour); an active one is left as it is.
 */
export function visitorSignUpAgain(ctx: EmulatorContext, existing: StoredDoc): StoredDoc {
  const now = ctx.now();
  const requested =
    typeof existing.resubscribeRequestedAt === 'string' ? existing.resubscribeRequestedAt : '';
  const renew =
    existing.status === 'unsubscribed' ||
    (existing.status === 'pending' && requested < sinceIso(now, RESUBSCRIBE_RENEWAL_MS));
  if (!renew) return existing;
  return (
    ctx.store.update('subscribers', existing._id, {
      status: 'pending',
      resubscribeRequestedAt: now.toISOString(),
    }) ?? existing
  );
}

/**
 * Fields the platform sets when an update makes a subscriber active again (its token's link, or an administrator):
 * the welcome cycle starts anew (`subscribedAt`) and the pending request is over.
 */
export function activationFields(
  doc: StoredDoc,
  update: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  if (update.status !== 'active') return {};
  const fields: Record<string, unknown> = { unsubscribedAt: undefined, resubscribeRequestedAt: undefined };
  if (doc.status !== 'active') fields.subscribedAt = now.toISOString();
  return fields;
}

/**
 * The link's token makes active again only an address that waits for its confirmation (`pending`, after a new
 * sign-up): an unsubscribed one comes back through the sign-up's confirmation e-mail, never through the link of an
 * old e-mail (docs/newsletter.md#réinscription).
 */
export function checkTokenActivation(doc: StoredDoc, update: Record<string, unknown>): void {
  if (update.status === 'active' && doc.status === 'unsubscribed') {
    throw new ApiError(
      403,
      'Cette adresse est désinscrite : pour la réinscrire, saisissez-la dans le formulaire d’inscription puis ouvrez le lien de l’e-mail de confirmation.',
      { reason: 'confirmation_required' },
    );
  }
}
