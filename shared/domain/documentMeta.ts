/**
 * The fields the platform stamps on every stored document: no client ever sets them (docs/platform.md#documents). Kept
 * apart from document.ts's zod schema so the back-office's first load can use them without zod.
 */
export const META_FIELDS = ['_id', 'createdAt', 'updatedAt'] as const;
export type MetaField = (typeof META_FIELDS)[number];

/** A shallow copy of `doc` without the platform's fields: what a client may write back. */
export function withoutMeta<T extends object>(doc: T): Omit<T, MetaField> {
  const copy = { ...doc } as Record<string, unknown>;
  for (const key of META_FIELDS) delete copy[key];
  return copy as Omit<T, MetaField>;
}
