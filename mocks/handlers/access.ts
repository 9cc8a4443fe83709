import type { EntityName } from '@shared/domain/entities';
import { newQuoteRequestFields, VISITOR_MESSAGE_FIELDS } from '@shared/domain/messages';
import { reviewerDisplayName } from '@shared/domain/reviewerName';
import { ApiError } from './envelope';
import type { Identity } from './apiTypes';

/**
 * Who may do what (docs/platform.md#autorisations), in one table. Administrators may do everything;
 * the table lists what visitors and signed-in non-admin users may do, and under which rule. Anything
 * absent is admin-only: 401 for a visitor (no token), 403 for a signed-in non-admin.
 */
export type Operation =
  'find' | 'list' | 'get' | 'create' | 'createMany' | 'update' | 'remove' | 'removeMany';
export const OPERATIONS: readonly Operation[] = [
  'find',
  'list',
  'get',
  'create',
  'createMany',
  'update',
  'remove',
  'removeMany',
];

export type PublicRule =
  /** No condition beyond the entity's schema (and, for creates, the fields in VISITOR_CREATE). */
  | 'any'
  /** Reviews: only approved ones, whatever filter is sent. */
  | 'approved-only'
  /** Subscribers: `{ filter: { email }, token }` where token = subscriberToken(email). */
  | 'subscriber-token'
  /** Messages: only `notificationStatus`, within 10 minutes of creation (the public form flags a failed email). */
  | 'recent-notification-status';

const READ: Partial<Record<Operation, PublicRule>> = { find: 'any', list: 'any', get: 'any' };

export const PUBLIC_ACCESS: Partial<Record<EntityName, Partial<Record<Operation, PublicRule>>>> = {
  content: READ,
  jobs: READ,
  projects: READ,
  reviews: { find: 'approved-only', list: 'approved-only', get: 'approved-only', create: 'any' },
  messages: { create: 'any', update: 'recent-notification-status' },
  subscribers: {
    find: 'subscriber-token',
    list: 'subscriber-token',
    create: 'any',
    update: 'subscriber-token',
  },
  pageviews: { create: 'any' },
  consents: { create: 'any' },
};

/**
 * What a non-admin may send when creating, and what the emulator forces whatever was sent.
 * Fields of the schema outside `allowed` (e.g. a message's `replies`) are refused with 403.
 */
export const VISITOR_CREATE: Partial<
  Record<EntityName, { allowed: readonly string[]; forced: (now: Date) => Record<string, unknown> }>
> = {
  messages: { allowed: VISITOR_MESSAGE_FIELDS, forced: newQuoteRequestFields },
  reviews: { allowed: ['name', 'email', 'rating', 'comment'], forced: () => ({ status: 'pending' }) },
  subscribers: { allowed: ['email', 'preferences', 'source'], forced: () => ({ status: 'active' }) },
  pageviews: { allowed: ['path', 'referrer', 'consent'], forced: () => ({}) },
  // The date of a proof is the platform's, not the browser's.
  consents: {
    allowed: ['visitorId', 'categories', 'decision', 'method', 'policyVersion'],
    forced: (now) => ({ date: now.toISOString() }),
  },
};

/**
 * Collections only the platform writes, administrators included (docs/platform.md#campagnes): a campaign's
 * deliveries are written by its send, in the same step as their e-mail. They may be read, and deleted (erasure).
 */
export const PLATFORM_WRITTEN: readonly EntityName[] = ['deliveries'];

export function refusePlatformWritten(entity: EntityName): void {
  if (PLATFORM_WRITTEN.includes(entity)) {
    throw new ApiError(
      403,
      'Les livraisons d’une campagne sont écrites par la plateforme seule, pendant l’envoi (…/campaigns/{id}/send).',
      { reason: 'platform_managed' },
    );
  }
}

/** Subscriber fields a visitor may change with a valid token (preferences page, unsubscribe page). */
export const SUBSCRIBER_SELF_SERVICE_FIELDS = ['preferences', 'status', 'unsubscribedAt'] as const;

export type Access = { kind: 'admin' } | { kind: 'public'; rule: PublicRule };

export function refuse(identity: Identity): ApiError {
  return identity.role === 'visitor'
    ? new ApiError(401, 'Connexion requise : cette opération est réservée aux administrateurs.', {
        reason: 'authentication_required',
      })
    : new ApiError(403, 'Accès refusé : cette opération est réservée aux administrateurs.', {
        reason: 'forbidden',
      });
}

export function authorize(identity: Identity, entity: EntityName, operation: Operation): Access {
  if (identity.role === 'admin') return { kind: 'admin' };
  const rule = PUBLIC_ACCESS[entity]?.[operation];
  if (!rule) throw refuse(identity);
  return { kind: 'public', rule };
}

/** Non-document calls (uploading and deleting files) are for administrators only. */
export function requireAdmin(identity: Identity): void {
  if (identity.role !== 'admin') throw refuse(identity);
}

/**
 * What a visitor reads of an approved review: the displayed name ("Claire D."), rating, comment and date. The
 * reviewer's full name and e-mail stay in the back-office (docs/security.md#lectures-publiques).
 */
export const PUBLIC_REVIEW_FIELDS = ['_id', 'name', 'rating', 'comment', 'createdAt'] as const;

export function publicReview(doc: Record<string, unknown>): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const field of PUBLIC_REVIEW_FIELDS) if (doc[field] !== undefined) view[field] = doc[field];
  view.name = reviewerDisplayName(String(doc.name ?? ''));
  return view;
}

/**
 * Fields a visitor may filter and sort an approved review on: what the site shows of it (the filter on `name` is
 * matched against the displayed name, never the stored one), and `status`, which is always `approved` for them.
 */
export const PUBLIC_REVIEW_QUERY_FIELDS: readonly string[] = [...PUBLIC_REVIEW_FIELDS, 'status'];

const visitorQueryError = (message: string) => new ApiError(400, message, { reason: 'visitor_query' });

/**
 * A visitor filters and sorts public collections only by equality on public fields
 * (docs/platform.md#filtres-des-visiteurs): plain values or `$eq`, combined by `$and` / `$or`; `fields` lists the
 * public fields when not all are (reviews). A range or a pattern would let a hidden value be rebuilt letter by
 * letter (« Claire D. » → « Claire Dubois » in 280 requests): 400 with a French message. Run after the filter
 * itself was validated (validateFilter), so its shape is known to be sound.
 */
export function checkVisitorQuery(
  filter: unknown,
  sort: Record<string, unknown> | undefined,
  fields?: readonly string[],
): void {
  const hidden = (field: string) => fields !== undefined && !fields.includes(field);
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$and' || key === '$or') {
        walk(value);
        continue;
      }
      if (hidden(key)) {
        throw visitorQueryError(
          `Champ non public : « ${key.slice(0, 100)} ». Un visiteur ne filtre que sur les champs affichés.`,
        );
      }
      const operators =
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? Object.keys(value).filter((op) => op.startsWith('$'))
          : [];
      if (operators.includes('$regex')) {
        throw new ApiError(400, 'Recherche par expression régulière réservée aux administrateurs.', {
          reason: 'regex_admin_only',
        });
      }
      const refused = operators.find((op) => op !== '$eq');
      if (refused) {
        throw visitorQueryError(
          `Filtre refusé : un visiteur ne filtre que par égalité (« ${refused.slice(0, 20)} » sur « ${key.slice(0, 100)} »).`,
        );
      }
    }
  };
  walk(filter);
  const unsortable = Object.keys(sort ?? {}).find(hidden);
  if (unsortable !== undefined) {
    throw visitorQueryError(
      `Tri refusé : « ${unsortable.slice(0, 100)} » n’est pas un champ public. Un visiteur ne trie que sur les champs affichés.`,
    );
  }
}
