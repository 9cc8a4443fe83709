import type { z } from 'zod';
import { META_FIELDS } from '@shared/domain/documentMeta';
import { ENTITY_SCHEMAS, type EntityName } from '@shared/domain/entities';
import { newMessageDefaults } from '@shared/domain/messages';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { isRecord } from '@shared/guards';
import { escapeRegex } from '@shared/regex';
import { VISITOR_CREATE } from './access';
import { ApiError } from './envelope';

/** Fields the platform owns (META_FIELDS): a client can never set them. */
export function rejectReserved(fields: Record<string, unknown>): void {
  const reserved = META_FIELDS.filter((key) => Object.hasOwn(fields, key));
  if (reserved.length) {
    throw new ApiError(400, `Champs gérés par la plateforme, non modifiables : ${reserved.join(', ')}.`);
  }
}

/** Sensible values an administrator may leave out (a message typed in by hand, a new subscriber…). */
export function withDefaults(
  entity: EntityName,
  doc: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  const defaults: Partial<Record<EntityName, Record<string, unknown>>> = {
    messages: newMessageDefaults(now),
    reviews: { status: 'pending' },
    subscribers: { status: 'active', preferences: DEFAULT_PREFERENCES },
  };
  return { ...defaults[entity], ...doc };
}

/** A non-admin's document: only the allowed fields, then the forced ones on top. */
export function visitorDocument(
  entity: EntityName,
  doc: Record<string, unknown>,
  now: Date,
): Record<string, unknown> {
  const policy = VISITOR_CREATE[entity];
  if (!policy) throw new ApiError(403, 'Accès refusé.');
  const forced = policy.forced(now);
  const schema = ENTITY_SCHEMAS[entity] as unknown as { shape?: Record<string, unknown> };
  const known = Object.keys(schema.shape ?? {});
  // Fields of the schema a visitor may not set (e.g. a message's replies); unknown ones are left to the schema (400).
  const refused = Object.keys(doc).filter(
    (k) => known.includes(k) && !policy.allowed.includes(k) && !(k in forced),
  );
  if (refused.length) throw new ApiError(403, `Champs réservés aux administrateurs : ${refused.join(', ')}.`);
  return withDefaults(entity, { ...doc, ...forced }, now);
}

/** Case-insensitive exact match on an e-mail field. */
export const emailFilter = (email: string) => ({ $regex: `^${escapeRegex(email.trim())}$`, $options: 'i' });

export const sinceIso = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

export type EntitySchema = z.ZodType<Record<string, unknown>>;
export const schemaOf = (entity: EntityName) => ENTITY_SCHEMAS[entity] as unknown as EntitySchema;

export const asRecord = (
  value: unknown,
  what = 'Un document (objet JSON) est attendu.',
): Record<string, unknown> => {
  if (!isRecord(value)) throw new ApiError(400, what);
  return value;
};
