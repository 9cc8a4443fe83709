import { http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { isDocumentId } from '@shared/domain/document';
import {
  findQuerySchema,
  listQuerySchema,
  MAX_BATCH,
  updateRequestSchema,
} from '@shared/domain/platformCalls';
import { withoutMeta } from '@shared/domain/documentMeta';
import { isEntityName, type EntityName } from '@shared/domain/entities';
import type { EmulatorContext } from '../context';
import { validateFilter, validateSort } from '../db/query';
import type { StoredDoc } from '../db/records';
import { authorize, checkVisitorQuery, refuse, refusePlatformWritten } from './access';
import type { ApiInfo } from './apiTypes';
import { rulesOf } from './collections';
import type { CollectionCall } from './collections/types';
import { asRecord, rejectReserved, schemaOf, visitorDocument, withDefaults } from './documentRules';
import { ApiError, ok, parseJson, parseWith } from './envelope';
import { api, lmPath } from './guards';
import { forgetKeptResultsFor } from './idempotency';
import { limitVisitorWrite, VISITOR_WRITE_ACTIONS, type RateAction } from './rateLimit';

export const DEFAULT_LIMIT = 100;
const listBodySchema = listQuerySchema;
const findBodySchema = findQuerySchema;
const updateBodySchema = updateRequestSchema;

/**
 * The generic document endpoint (docs/platform.md#documents): what every collection shares. What a collection adds
 * (a subscriber per mailbox, the public view of reviews, the fields a campaign's send holds…) is in its rules
 * (mocks/handlers/collections/), applied here at fixed points.
 */
function entityOf(info: ApiInfo): EntityName {
  const name = String(info.params.entity);
  if (!isEntityName(name)) throw new ApiError(404, `Collection inconnue : « ${name.slice(0, 100)} ».`);
  return name;
}

const notFound = () => new ApiError(404, 'Document introuvable.');

/** Narrows a non-admin's read to what its rule allows (docs/platform.md#filtres-des-visiteurs). */
async function readFilter(
  call: CollectionCall,
  body: z.infer<typeof listBodySchema>,
): Promise<Record<string, unknown> | undefined> {
  if (call.access.kind === 'admin') return body.filter;
  const narrow = rulesOf(call.entity).readFilter;
  if (narrow) return narrow(call, body);
  checkVisitorQuery(body.filter, body.sort);
  return body.filter;
}

function readQuery(bodyText: string, schema: typeof findBodySchema | typeof listBodySchema) {
  // No body at all reads as {} (find everything); any JSON that is not an object is refused.
  const json = parseJson(bodyText);
  const body = parseWith(schema, json === undefined ? {} : json);
  validateFilter(body.filter);
  validateSort(body.sort);
  return body;
}

/** What a reader gets of a document (undefined: hidden from it). */
function readable(call: CollectionCall, stored: StoredDoc): Record<string, unknown> | undefined {
  const { readableBy: view, present } = rulesOf(call.entity);
  const doc = present ? present(call.ctx, stored) : stored;
  return call.access.kind === 'admin' || !view ? doc : view(call.access, doc);
}

/** Counts a non-admin's create or update against its limit (docs/security.md#limites). */
function limitWrite(call: CollectionCall, action: RateAction | undefined, address: unknown): void {
  // Every write a visitor may make has a limit (tested against PUBLIC_ACCESS); fail closed on a new one without.
  if (!action) throw new ApiError(403, 'Accès refusé.', { reason: 'forbidden' });
  const { ctx, info } = call;
  limitVisitorWrite(
    ctx,
    info.request,
    info.identity.role,
    action,
    typeof address === 'string' ? address : undefined,
  );
}

async function createOne(
  call: CollectionCall,
  raw: unknown,
  label?: string,
): Promise<Record<string, unknown>> {
  const { ctx, entity, access } = call;
  const rules = rulesOf(entity);
  const body = asRecord(raw);
  rejectReserved(body);
  refusePlatformWritten(entity);
  rules.checkWrite?.(body);
  const now = ctx.now();
  const doc = access.kind === 'admin' ? withDefaults(entity, body, now) : visitorDocument(entity, body, now);
  const parsed = parseWith(schemaOf(entity), doc, label);
  rules.beforeCreate?.(parsed);
  if (access.kind !== 'admin') limitWrite(call, VISITOR_WRITE_ACTIONS.create[entity], parsed.email);
  return parsed;
}

async function targetOf(call: CollectionCall, body: z.infer<typeof updateBodySchema>): Promise<StoredDoc> {
  const { ctx, entity, access, info } = call;
  if ('_id' in body.filter) {
    if (access.kind === 'public' && access.rule === 'subscriber-token') throw refuse(info.identity);
    const doc = ctx.store.get(entity, body.filter._id);
    if (!doc) throw notFound();
    return doc;
  }
  const byOther = rulesOf(entity).targetOf;
  if (!byOther) throw new ApiError(400, 'Filtre de mise à jour invalide : { _id } attendu.');
  return byOther(call, body.filter, body.token);
}

/** Removes `ids` and runs what their collection does after (an erasure), else makes the removal durable. */
async function removeAll(call: CollectionCall, ids: readonly string[]): Promise<number> {
  const { ctx, entity } = call;
  const removed = ids
    .map((id) => ctx.store.get(entity, id))
    .filter((doc): doc is StoredDoc => doc !== undefined);
  const deleted = ctx.store.removeMany(entity, [...ids]);
  // Their keys go with them: a kept answer would hand a deleted document back to a retry.
  const forgotten = forgetKeptResultsFor(ctx, ids);
  const after = rulesOf(entity).afterRemove;
  if (after) await after(ctx, removed, forgotten);
  else await ctx.store.flush();
  return deleted;
}

export function documentHandlers(ctx: EmulatorContext): HttpHandler[] {
  const path = (suffix = '') => lmPath(ctx, `:projectId/:entity/documents${suffix}`);

  return [
    http.post(
      path('/find'),
      api(ctx, async (info) => {
        const { ctx } = info;
        const entity = entityOf(info);
        const call: CollectionCall = { ctx, info, entity, access: authorize(info.identity, entity, 'find') };
        const body = readQuery(info.bodyText, findBodySchema) as z.infer<typeof findBodySchema>;
        const filter = await readFilter(call, body);
        const query = { filter, sort: body.sort, limit: body.limit ?? DEFAULT_LIMIT, skip: body.skip ?? 0 };
        const own = call.access.kind === 'admin' ? undefined : rulesOf(entity).find?.(call, query);
        if (own) return ok(own);
        const result = ctx.store.find(entity, query);
        return ok({ ...result, list: result.list.flatMap((doc) => readable(call, doc) ?? []) });
      }),
    ),

    http.post(
      path('/list'),
      api(ctx, async (info) => {
        const { ctx } = info;
        const entity = entityOf(info);
        const call: CollectionCall = { ctx, info, entity, access: authorize(info.identity, entity, 'list') };
        const body = readQuery(info.bodyText, listBodySchema);
        const filter = await readFilter(call, body);
        const own =
          call.access.kind === 'admin'
            ? undefined
            : rulesOf(entity).find?.(call, { filter, sort: body.sort });
        if (own) return ok(own.list);
        return ok(
          ctx.store.list(entity, { filter, sort: body.sort }).flatMap((doc) => readable(call, doc) ?? []),
        );
      }),
    ),

    http.post(
      path('/batch'),
      api(ctx, async (info) => {
        const { ctx } = info;
        const entity = entityOf(info);
        const call: CollectionCall = {
          ctx,
          info,
          entity,
          access: authorize(info.identity, entity, 'createMany'),
        };
        const body = parseJson(info.bodyText);
        if (!Array.isArray(body) || body.length === 0 || body.length > MAX_BATCH) {
          throw new ApiError(400, `Une liste de 1 à ${MAX_BATCH} documents est attendue.`);
        }
        const docs: Record<string, unknown>[] = [];
        for (const [index, item] of body.entries()) {
          docs.push(await createOne(call, item, `Document n°${index + 1} invalide`));
        }
        const createMany = rulesOf(entity).createMany;
        const stored = createMany ? createMany(call, docs, body) : ctx.store.insertMany(entity, docs);
        await ctx.store.flush();
        return ok(stored);
      }),
    ),

    http.post(
      path(),
      api(ctx, async (info) => {
        const { ctx } = info;
        const entity = entityOf(info);
        const call: CollectionCall = {
          ctx,
          info,
          entity,
          access: authorize(info.identity, entity, 'create'),
        };
        const raw = parseJson(info.bodyText);
        const doc = await createOne(call, raw);
        const create = rulesOf(entity).create;
        const answer = create ? await create(call, doc, asRecord(raw)) : ctx.store.insert(entity, doc);
        await ctx.store.flush();
        return ok(answer);
      }),
    ),

    http.put(
      path(),
      api(ctx, async (info) => {
        const { ctx } = info;
        const entity = entityOf(info);
        const call: CollectionCall = {
          ctx,
          info,
          entity,
          access: authorize(info.identity, entity, 'update'),
        };
        const rules = rulesOf(entity);
        const body = parseWith(updateBodySchema, parseJson(info.bodyText));
        rejectReserved(body.update);
        if (Object.keys(body.update).length === 0)
          throw new ApiError(400, 'Aucun champ à modifier (« update » est vide).');
        refusePlatformWritten(entity);
        const doc = await targetOf(call, body);
        rules.checkWrite?.(body.update, doc);
        const update = { ...body.update };
        await rules.beforeUpdate?.(call, doc, update, body.token);
        if (call.access.kind !== 'admin') limitWrite(call, VISITOR_WRITE_ACTIONS.update[entity], doc.email);
        // The whole document must still satisfy the schema once the fields are set.
        const merged = { ...withoutMeta(doc), ...update };
        for (const [key, value] of Object.entries(update)) if (value === undefined) delete merged[key];
        const parsed = parseWith(schemaOf(entity), merged);
        const fields = Object.fromEntries(Object.keys(update).map((key) => [key, parsed[key]]));
        const stored = ctx.store.update(entity, doc._id, fields);
        if (!stored) throw notFound();
        await ctx.store.flush();
        return ok(rules.present ? rules.present(ctx, stored) : stored);
      }),
    ),

    http.get(
      path('/:id'),
      api(ctx, async (info) => {
        const { ctx } = info;
        const entity = entityOf(info);
        const call: CollectionCall = { ctx, info, entity, access: authorize(info.identity, entity, 'get') };
        const doc = ctx.store.get(entity, String(info.params.id));
        const view = doc && readable(call, doc);
        if (!view) throw notFound();
        return ok(view);
      }),
    ),

    // Registered before `/:id`, which would otherwise take "batch-by-ids" for an id.
    http.delete(
      path('/batch-by-ids'),
      api(ctx, async (info) => {
        const { ctx } = info;
        const entity = entityOf(info);
        const call: CollectionCall = {
          ctx,
          info,
          entity,
          access: authorize(info.identity, entity, 'removeMany'),
        };
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
        return ok({ deleted: await removeAll(call, ids) });
      }),
    ),

    http.delete(
      path('/:id'),
      api(ctx, async (info) => {
        const { ctx } = info;
        const entity = entityOf(info);
        const call: CollectionCall = {
          ctx,
          info,
          entity,
          access: authorize(info.identity, entity, 'remove'),
        };
        const id = String(info.params.id);
        if (!ctx.store.get(entity, id)) throw notFound();
        return ok({ deleted: await removeAll(call, [id]) });
      }),
    ),
  ];
}
