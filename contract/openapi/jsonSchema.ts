import { z } from 'zod';
import { documentMetaSchema } from '@shared/domain/document';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema of shared/domain/ as JSON Schema 2020-12: `input` for what a client sends (before trims and
 * defaults), `output` for what the platform answers. Refinements a JSON Schema cannot say are left out; the
 * descriptions say them (contract/openapi/rules.ts).
 */
export function fromZod(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return json;
}

const asObject = (schema: JsonSchema) => {
  if (schema.type !== 'object') throw new Error('Schéma d’objet attendu.');
  return {
    properties: (schema.properties ?? {}) as Record<string, JsonSchema>,
    required: (schema.required ?? []) as string[],
  };
};

/** Applies `change` to an object schema, or to each branch of a union of objects (the `content` sections). */
function eachObject(schema: JsonSchema, change: (object: JsonSchema) => JsonSchema): JsonSchema {
  for (const union of ['oneOf', 'anyOf'] as const) {
    const branches = schema[union] as JsonSchema[] | undefined;
    if (branches) return { ...schema, [union]: branches.map((branch) => eachObject(branch, change)) };
  }
  return change(schema);
}

/** The stored document: the fields of the collection's schema and the platform's `_id`, `createdAt`, `updatedAt`. */
export function storedDocument(union: JsonSchema): JsonSchema {
  return eachObject(union, (schema) => {
    const meta = asObject(fromZod(documentMetaSchema));
    const own = asObject(schema);
    return {
      ...schema,
      properties: { ...meta.properties, ...own.properties },
      required: [...meta.required, ...own.required],
    };
  });
}

/** The same object, with `optional` no longer required (values the platform fills in). */
export function withOptional(union: JsonSchema, optional: readonly string[]): JsonSchema {
  return eachObject(union, (schema) => {
    const { required } = asObject(schema);
    const left = required.filter((name) => !optional.includes(name));
    const { required: _all, ...rest } = schema;
    return left.length > 0 ? { ...rest, required: left } : rest;
  });
}

/** The same object with more properties (optional ones), keeping its `additionalProperties: false`. */
export function withProperties(schema: JsonSchema, extra: Record<string, JsonSchema>): JsonSchema {
  const { properties } = asObject(schema);
  return { ...schema, properties: { ...properties, ...extra } };
}

/** Only the named properties of an object (a reader's partial view of a document). */
export function picked(schema: JsonSchema, names: readonly string[]): JsonSchema {
  const { properties, required } = asObject(schema);
  return {
    ...schema,
    properties: Object.fromEntries(
      names.flatMap((name) => (properties[name] ? [[name, properties[name]]] : [])),
    ),
    required: required.filter((name) => names.includes(name)),
  };
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
