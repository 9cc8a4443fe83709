import { http, type HttpHandler } from 'msw';
import { z } from 'zod';
import { isDocumentId } from '@shared/domain/document';
import { withoutMeta } from '@shared/domain/documentMeta';
import { isEntityName, type EntityName } from '@shared/domain/entities';
import { normaliseAddress } from '@shared/domain/mailbox';
import { VISITOR_REPLY_WINDOW_MS } from '@shared/domain/visitorReplyWindow';
import type { EmulatorContext } from '../context';
import { compareBy, compileFilter, validateFilter, validateSort, type Filter, type Sort } from '../db/query';
import type { StoredDoc } from '../db/store';
import {
  authorize,
  checkVisitorQuery,
  PUBLIC_REVIEW_QUERY_FIELDS,
  publicReview,
  refuse,
  refusePlatformWritten,
  SUBSCRIBER_SELF_SERVICE_FIELDS,
  type Access,
} from './access';
import {
  asRecord,
  visitorAddressKey,
  emailFilter,
  findSubscriber,
  rejectReserved,
  schemaOf,
  sinceIso,
  visitorDocument,
  withDefaults,
} from './documentRules';
import { sendOwnSiteEmail } from './email';
import { ApiError, ok, parseJson, parseWith } from './envelope';
import { checkCampaignWrite } from './campaigns';
import { api, lmPath, type ApiInfo, type Identity } from './guards';
import { limitVisitorWrite, VISITOR_WRITE_ACTIONS, type RateAction } from './rateLimit';
import { isValidSubscriberToken } from './subscriberToken';
import { forgetKeptResultsOf } from './idempotency';
import { mailboxIndex, subscribersOfMailbox } from './mailboxes';
import { activationFields, checkTokenActivation, visitorSignUpAgain } from './subscriptions';

export const MAX_LIMIT = 1000;
export const DEFAULT_LIMIT = 100;
export const MAX_BATCH = 500;

const token = z.string().max(200).optional();
const listBodySchema = z.strictObject({
  filter: z.record(z.string(), z.unknown()).optional(),
  sort: z.record(z.string(), z.union([z.literal(1), z.literal(-1)])).optional(),
  token,
});
const findBodySchema = listBodySchema.extend({
  limit: z.number().int().min(1).max(MAX_LIMIT).optional(),
  skip: z.number().int().min(0).max(1_000_000_000).optional(),
});
const updateBodySchema = z.strictObject({
  filter: z.union([
    z.strictObject({ _id: z.string().min(1).max(200) }),
    z.strictObject({ email: z.string().min(1).max(320) }),
  ]),
  update: z.record(z.string(), z.unknown()),
  token,
});

function entityOf(info: ApiInfo): EntityName {
  const name = String(info.params.entity);
  if (!isEntityName(name)) throw new ApiError(404, `Collection inconnue : « ${name.slice(0, 100)} ».`);
  return name;
}

const notFound = () => new ApiError(404, 'Document introuvable.');

/** Narrows a public read to what the rule allows. */
async function readFilter(
  ctx: EmulatorContext,
  identity: Identity,
  access: Access,
  body: z.infer<typeof listBodySchema>,
): Promise<Record<string, unknown> | undefined> {
  if (access.kind === 'admin') return body.filter;
  if (access.rule === 'any' || access.rule === 'approved-only') {
    // Equality on public fields only (docs/platform.md#filtres-des-visiteurs); reviews are then matched on
    // what a visitor sees of them (publicReviews).
    const fields = access.rule === 'approved-only' ? PUBLIC_REVIEW_QUERY_FIELDS : undefined;
    checkVisitorQuery(body.filter, body.sort, fields);
    return body.filter;
  }
  // subscriber-token: the preferences page reads its own subscriber, and nothing else.
  const email = body.filter?.email;
  if (body.token === undefined || typeof email !== 'string' || Object.keys(body.filter ?? {}).length !== 1) {
    throw refuse(identity);
  }
  if (!(await isValidSubscriberToken(email, body.token, ctx.secrets.subscriber)))
    throw invalidSubscriberToken();
  // By mailbox: a link sent to another spelling of a merged subscriber still opens its preferences.
  const subscriber = findSubscriber(ctx, email);
  return subscriber ? { _id: subscriber._id } : { email: emailFilter(email) };
}

const invalidSubscriberToken = () =>
  new ApiError(403, 'Lien invalide : le jeton ne correspond pas à cette adresse e-mail.', {
    reason: 'token_mismatch',
  });

function readQuery(
  ctx: EmulatorContext,
  bodyText: string,
  schema: typeof findBodySchema | typeof listBodySchema,
) {
  // No body at all reads as {} (find everything); any JSON that is not an object is refused.
  const json = parseJson(bodyText);
  const body = parseWith(schema, json === undefined ? {} : json);
  validateFilter(body.filter);
  validateSort(body.sort);
  return body;
}

/** Counts a non-admin's create or update against its limit (docs/security.md#limites). */
function limitWrite(
  ctx: EmulatorContext,
  info: ApiInfo,
  action: RateAction | undefined,
  address: unknown,
): void {
  // Every write a visitor may make has a limit (tested against PUBLIC_ACCESS); fail closed on a new one without.
  if (!action) throw new ApiError(403, 'Accès refusé.', { reason: 'forbidden' });
  limitVisitorWrite(
    ctx,
    info.request,
    info.identity.role,
    action,
    typeof address === 'string' ? address : undefined,
  );
}

async function createOne(
  ctx: EmulatorContext,
  info: ApiInfo,
  entity: EntityName,
  raw: unknown,
  access: Access,
  label?: string,
): Promise<Record<string, unknown>> {
  const body = asRecord(raw);
  rejectReserved(body);
  refusePlatformWritten(entity);
  if (entity === 'campaigns') checkCampaignWrite(undefined, body);
  const now = ctx.now();
  const doc = access.kind === 'admin' ? withDefaults(entity, body, now) : visitorDocument(entity, body, now);
  const parsed = parseWith(schemaOf(entity), doc, label);
  if (entity === 'subscribers') parsed.email = String(parsed.email).toLowerCase();
  if (access.kind !== 'admin') {
    limitWrite(ctx, info, VISITOR_WRITE_ACTIONS.create[entity], visitorAddressKey(parsed));
  }
  return parsed;
}

/**
 * One subscriber per mailbox (docs/newsletter.md#une-boîte-un-abonné). An administrator adding an existing address reactivates it (and may set its
 * preferences); a visitor's sign-up never does (visitorSignUpAgain).
 */
function upsertSubscriber(
  ctx: EmulatorContext,
  doc: Record<string, unknown>,
  raw: Record<string, unknown>,
  access: Access,
  existing = findSubscriber(ctx, String(doc.email)),
) {
  if (!existing) return ctx.store.insert('subscribers', doc);
  if (access.kind !== 'admin') return visitorSignUpAgain(ctx, existing);
  const fields: Record<string, unknown> = {
    status: 'active',
    ...activationFields(existing, { status: 'active' }, ctx.now()),
  };
  if (raw.preferences !== undefined) fields.preferences = doc.preferences;
  return ctx.store.update('subscribers', existing._id, fields);
}

/**
 * A visitor's sign-up (docs/newsletter.md#inscription) answers the same, status and body, whether the address was
 * unknown, subscribed, unsubscribed or pending: `{ email }`, nothing stored. What follows goes by e-mail to that
 * address only, sent here by the platform: the welcome of a new subscriber, or the confirmation link of an address
 * that comes back (docs/newsletter.md#réinscription). An address already subscribed gets nothing more.
 */
async function visitorSignUp(
  ctx: EmulatorContext,
  info: ApiInfo,
  doc: Record<string, unknown>,
  raw: Record<string, unknown>,
  access: Access,
): Promise<{ email: string }> {
  const before = findSubscriber(ctx, String(doc.email));
  const after = upsertSubscriber(ctx, doc, raw, access);
  const followUp = !before
    ? ('newsletter-welcome' as const)
    : after && after.resubscribeRequestedAt !== before.resubscribeRequestedAt
      ? ('newsletter-confirmation' as const)
      : undefined;
  if (after && followUp) {
    try {
      await sendOwnSiteEmail(ctx, info.request, { message: followUp, documentId: after._id });
    } catch (error) {
      // Never told to the visitor: the answer would then differ between a known and an unknown address.
      console.error('[emulator] e-mail d’inscription non envoyé', error);
    }
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

async function targetOf(
  ctx: EmulatorContext,
  identity: Identity,
  entity: EntityName,
  access: Access,
  body: z.infer<typeof updateBodySchema>,
): Promise<StoredDoc> {
  if ('_id' in body.filter) {
    if (access.kind === 'public' && access.rule === 'subscriber-token') throw refuse(identity);
    const doc = ctx.store.get(entity, body.filter._id);
    if (!doc) throw notFound();
    return doc;
  }
  if (entity !== 'subscribers') {
    throw new ApiError(400, 'Filtre de mise à jour invalide : { _id } attendu.');
  }
  if (access.kind !== 'admin') {
    if (body.token === undefined) throw refuse(identity);
    if (!(await isValidSubscriberToken(body.filter.email, body.token, ctx.secrets.subscriber))) {
      throw invalidSubscriberToken();
    }
  }
  const doc = findSubscriber(ctx, body.filter.email);
  if (!doc) throw new ApiError(404, 'Aucun abonné pour cette adresse e-mail.');
  return doc;
}

/** Extra conditions on a non-admin's update, and the fields the emulator completes. */
function checkPublicUpdate(
  ctx: EmulatorContext,
  access: Access,
  doc: StoredDoc,
  update: Record<string, unknown>,
) {
  if (access.kind === 'admin') return;
  const keys = Object.keys(update);
  if (access.rule === 'recent-notification-status') {
    const recent = doc.createdAt >= sinceIso(ctx.now(), VISITOR_REPLY_WINDOW_MS);
    if (keys.length !== 1 || keys[0] !== 'notificationStatus' || !recent) {
      throw new ApiError(
        403,
        'Accès refusé : seul l’état de notification d’une demande récente peut être modifié.',
        {
          reason: 'forbidden',
        },
      );
    }
    return;
  }
  const allowed: readonly string[] = SUBSCRIBER_SELF_SERVICE_FIELDS;
  const refused = keys.filter((k) => !allowed.includes(k));
  if (refused.length) throw new ApiError(403, `Champs non modifiables avec ce lien : ${refused.join(', ')}.`);
  checkTokenActivation(doc, update);
}

/**
 * A visitor's read of reviews (docs/platform.md#avis-publics): the approved ones, as a visitor sees them, filtered
 * and sorted on that view. A filter on `name` matches the displayed « Claire D. », never the stored full name, and
 * a sort on it orders the displayed names: nothing hidden shows through the order either.
 */
function publicReviews(
  ctx: EmulatorContext,
  query: { filter?: Filter; sort?: Sort; limit?: number; skip?: number },
): { total: number; list: Record<string, unknown>[] } {
  const matches = compileFilter(query.filter);
  const found = ctx.store
    .list('reviews', { filter: { status: 'approved' } })
    .map((doc) => ({ ...publicReview(doc), status: doc.status }))
    .filter(matches);
  if (query.sort && Object.keys(query.sort).length > 0) found.sort(compareBy(query.sort));
  const skip = query.skip ?? 0;
  const page = found.slice(skip, query.limit ? skip + query.limit : undefined);
  return { total: found.length, list: page.map(({ status: _status, ...view }) => view) };
}

const isPublicReviewRead = (access: Access) => access.kind === 'public' && access.rule === 'approved-only';

/** A public read of reviews returns their public fields only; everything else is returned as stored. */
const readableBy = (access: Access, doc: StoredDoc): Record<string, unknown> =>
  access.kind === 'public' && access.rule === 'approved-only' ? publicReview(doc) : doc;

/**
 * Deleting a subscriber is the RGPD erasure (docs/newsletter.md#abonnés): the store is compacted, so the address
 * leaves the journal lines that held it too, not only the current state (docs/persistence.md#effacement).
 */
async function eraseOrFlush(
  ctx: EmulatorContext,
  entity: EntityName,
  erased: readonly string[] = [],
): Promise<void> {
  if (entity !== 'subscribers') return ctx.store.flush();
  // The answers kept for repeated visitor writes may hold the address too (a sign-up's `{ email }`, a quote request).
  forgetKeptResultsOf(ctx, erased);
  await ctx.store.compact();
}

/** The addresses of the subscribers about to be erased. */
const emailsOf = (ctx: EmulatorContext, entity: EntityName, ids: readonly string[]): string[] =>
  entity === 'subscribers'
    ? ids
        .map((id) => ctx.store.get('subscribers', id)?.email)
        .filter((email): email is string => typeof email === 'string')
    : [];

export function documentHandlers(ctx: EmulatorContext): HttpHandler[] {
  const path = (suffix = '') => lmPath(ctx, `:projectId/:entity/documents${suffix}`);

  return [
    http.post(
      path('/find'),
      api(ctx, async (info) => {
        const entity = entityOf(info);
        const access = authorize(info.identity, entity, 'find');
        const body = readQuery(ctx, info.bodyText, findBodySchema) as z.infer<typeof findBodySchema>;
        const filter = await readFilter(ctx, info.identity, access, body);
        const query = { filter, sort: body.sort, limit: body.limit ?? DEFAULT_LIMIT, skip: body.skip ?? 0 };
        if (isPublicReviewRead(access)) return ok(publicReviews(ctx, query));
        const result = ctx.store.find(entity, query);
        return ok({ ...result, list: result.list.map((doc) => readableBy(access, doc)) });
      }),
    ),

    http.post(
      path('/list'),
      api(ctx, async (info) => {
        const entity = entityOf(info);
        const access = authorize(info.identity, entity, 'list');
        const body = readQuery(ctx, info.bodyText, listBodySchema);
        const filter = await readFilter(ctx, info.identity, access, body);
        if (isPublicReviewRead(access)) return ok(publicReviews(ctx, { filter, sort: body.sort }).list);
        return ok(ctx.store.list(entity, { filter, sort: body.sort }).map((doc) => readableBy(access, doc)));
      }),
    ),

    http.post(
      path('/batch'),
      api(ctx, async (info) => {
        const entity = entityOf(info);
        const access = authorize(info.identity, entity, 'createMany');
        const body = parseJson(info.bodyText);
        if (!Array.isArray(body) || body.length === 0 || body.length > MAX_BATCH) {
          throw new ApiError(400, `Une liste de 1 à ${MAX_BATCH} documents est attendue.`);
        }
        const docs: Record<string, unknown>[] = [];
        for (const [index, item] of body.entries()) {
          docs.push(await createOne(ctx, info, entity, item, access, `Document n°${index + 1} invalide`));
        }
        // One subscriber per mailbox, within the batch as with the stored ones (one pass over the stored ones).
        const mailboxes = entity === 'subscribers' ? mailboxIndex(ctx) : undefined;
        const stored = mailboxes
          ? docs.map((doc, index) => {
              const key = normaliseAddress(String(doc.email));
              const known = mailboxes.get(key);
              const existing = known === undefined ? undefined : ctx.store.get('subscribers', known);
              const saved = upsertSubscriber(ctx, doc, asRecord(body[index]), access, existing);
              if (saved) mailboxes.set(key, saved._id);
              return saved;
            })
          : ctx.store.insertMany(entity, docs);
        await ctx.store.flush();
        return ok(stored);
      }),
    ),

    http.post(
      path(),
      api(ctx, async (info) => {
        const entity = entityOf(info);
        const access = authorize(info.identity, entity, 'create');
        const raw = parseJson(info.bodyText);
        const doc = await createOne(ctx, info, entity, raw, access);
        if (entity === 'subscribers' && access.kind !== 'admin') {
          return ok(await visitorSignUp(ctx, info, doc, asRecord(raw), access));
        }
        const stored =
          entity === 'subscribers'
            ? upsertSubscriber(ctx, doc, asRecord(raw), access)
            : ctx.store.insert(entity, doc);
        await ctx.store.flush();
        return ok(stored);
      }),
    ),

    http.put(
      path(),
      api(ctx, async (info) => {
        const entity = entityOf(info);
        const access = authorize(info.identity, entity, 'update');
        const body = parseWith(updateBodySchema, parseJson(info.bodyText));
        rejectReserved(body.update);
        if (Object.keys(body.update).length === 0)
          throw new ApiError(400, 'Aucun champ à modifier (« update » est vide).');
        refusePlatformWritten(entity);
        const doc = await targetOf(ctx, info.identity, entity, access, body);
        if (entity === 'campaigns') checkCampaignWrite(doc, body.update);
        checkPublicUpdate(ctx, access, doc, body.update);
        if (access.kind !== 'admin') limitWrite(ctx, info, VISITOR_WRITE_ACTIONS.update[entity], doc.email);
        const update = { ...body.update };
        if (
          entity === 'subscribers' &&
          update.status === 'unsubscribed' &&
          update.unsubscribedAt === undefined
        ) {
          update.unsubscribedAt = ctx.now().toISOString();
        }
        if (entity === 'subscribers') Object.assign(update, activationFields(doc, update, ctx.now()));
        if (entity === 'subscribers' && typeof update.email === 'string') {
          const email = update.email.trim().toLowerCase();
          assertMailboxFree(ctx, email, doc._id);
          update.email = email;
        }
        // The whole document must still satisfy the schema once the fields are set.
        const merged = { ...withoutMeta(doc), ...update };
        for (const [key, value] of Object.entries(update)) if (value === undefined) delete merged[key];
        const parsed = parseWith(schemaOf(entity), merged);
        const fields = Object.fromEntries(Object.keys(update).map((key) => [key, parsed[key]]));
        const stored = ctx.store.update(entity, doc._id, fields);
        if (!stored) throw notFound();
        await ctx.store.flush();
        return ok(stored);
      }),
    ),

    http.get(
      path('/:id'),
      api(ctx, async (info) => {
        const entity = entityOf(info);
        const access = authorize(info.identity, entity, 'get');
        const doc = ctx.store.get(entity, String(info.params.id));
        if (!doc) throw notFound();
        if (access.kind === 'public' && access.rule === 'approved-only' && doc.status !== 'approved')
          throw notFound();
        return ok(readableBy(access, doc));
      }),
    ),

    // Registered before `/:id`, which would otherwise take "batch-by-ids" for an id.
    http.delete(
      path('/batch-by-ids'),
      api(ctx, async (info) => {
        const entity = entityOf(info);
        authorize(info.identity, entity, 'removeMany');
        const raw = new URL(info.request.url).searchParams.get('ids') ?? '';
        const ids = raw
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        if (ids.length === 0 || ids.length > MAX_BATCH || !ids.every(isDocumentId)) {
          throw new ApiError(
            400,
            `Paramètre « ids » attendu : 1 à ${MAX_BATCH} identifiants séparés par des virgules.`,
          );
        }
        const erased = emailsOf(ctx, entity, ids);
        const deleted = ctx.store.removeMany(entity, ids);
        await eraseOrFlush(ctx, entity, erased);
        return ok({ deleted });
      }),
    ),

    http.delete(
      path('/:id'),
      api(ctx, async (info) => {
        const entity = entityOf(info);
        authorize(info.identity, entity, 'remove');
        const erased = emailsOf(ctx, entity, [String(info.params.id)]);
        if (!ctx.store.remove(entity, String(info.params.id))) throw notFound();
        await eraseOrFlush(ctx, entity, erased);
        return ok({ deleted: 1 });
      }),
    ),
  ];
}
