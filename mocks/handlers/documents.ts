import { http, type HttpHandler } from 'msw';
import { z } from 'zod';
import { isDocumentId } from '@shared/domain/document';
import { withoutMeta } from '@shared/domain/documentMeta';
import { isEntityName, type EntityName } from '@shared/domain/entities';
import { normaliseAddress } from '@shared/domain/mailbox';
import { VISITOR_REPLY_WINDOW_MS } from '@shared/domain/visitorReplyWindow';
import type { EmulatorContext } from '../context';
import { usesRegex, validateFilter, validateSort } from '../db/query';
import type { StoredDoc } from '../db/store';
import {
  authorize,
  filterFields,
  PUBLIC_REVIEW_FIELDS,
  publicReview,
  refuse,
  SUBSCRIBER_SELF_SERVICE_FIELDS,
  type Access,
} from './access';
import {
  asRecord,
  emailFilter,
  findSubscriber,
  rejectReserved,
  schemaOf,
  sinceIso,
  visitorDocument,
  withDefaults,
} from './documentRules';
import { ApiError, ok, parseJson, parseWith } from './envelope';
import { api, lmPath, type ApiInfo, type Identity } from './guards';
import { limitVisitorWrite, VISITOR_WRITE_ACTIONS, type RateAction } from './rateLimit';
import { isValidSubscriberToken } from './subscriberToken';
import { mailboxIndex, subscribersOfMailbox } from './mailboxes';
import { activationFields, visitorSignUpAgain } from './subscriptions';

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
  // The public site never searches by pattern; a visitor's regex could only cost the server time (ReDoS).
  if (usesRegex(body.filter)) {
    throw new ApiError(403, 'Recherche par expression régulière réservée aux administrateurs.', {
      reason: 'regex_admin_only',
    });
  }
  if (access.rule === 'any') return body.filter;
  if (access.rule === 'approved-only') {
    // A visitor filters on public fields only: no probing who reviewed with which address.
    const hidden = filterFields(body.filter).filter(
      (field) => field !== 'status' && !(PUBLIC_REVIEW_FIELDS as readonly string[]).includes(field),
    );
    if (hidden.length) {
      throw new ApiError(403, `Champs non publics : ${[...new Set(hidden)].join(', ')}.`, {
        reason: 'forbidden',
      });
    }
    return body.filter ? { $and: [body.filter, { status: 'approved' }] } : { status: 'approved' };
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
  const now = ctx.now();
  const doc = access.kind === 'admin' ? withDefaults(entity, body, now) : visitorDocument(entity, body, now);
  const parsed = parseWith(schemaOf(entity), doc, label);
  if (entity === 'subscribers') parsed.email = String(parsed.email).toLowerCase();
  if (access.kind !== 'admin') limitWrite(ctx, info, VISITOR_WRITE_ACTIONS.create[entity], parsed.email);
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
}

/** A public read of reviews returns their public fields only; everything else is returned as stored. */
const readableBy = (access: Access, doc: StoredDoc): Record<string, unknown> =>
  access.kind === 'public' && access.rule === 'approved-only' ? publicReview(doc) : doc;

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
        const result = ctx.store.find(entity, {
          filter,
          sort: body.sort,
          limit: body.limit ?? DEFAULT_LIMIT,
          skip: body.skip ?? 0,
        });
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
        const doc = await targetOf(ctx, info.identity, entity, access, body);
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
        const deleted = ctx.store.removeMany(entity, ids);
        await ctx.store.flush();
        return ok({ deleted });
      }),
    ),

    http.delete(
      path('/:id'),
      api(ctx, async (info) => {
        const entity = entityOf(info);
        authorize(info.identity, entity, 'remove');
        if (!ctx.store.remove(entity, String(info.params.id))) throw notFound();
        await ctx.store.flush();
        return ok({ deleted: 1 });
      }),
    ),
  ];
}
