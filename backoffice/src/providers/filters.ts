import { isRecord } from '@shared/guards';
import type { Filter } from '@shared/http/types';
import { escapeRegex } from '@shared/regex';

/** Fields searched by react-admin's `q` filter, per resource (docs/product.md#boîte-de-réception). */
export const SEARCH_FIELDS: Readonly<Record<string, readonly string[]>> = {
  messages: ['name', 'email', 'subject'],
  media: ['name'],
  templates: ['name', 'subject'],
  subscribers: ['email'],
  campaigns: ['name', 'subject'],
};

const OPERATORS = { gte: '$gte', gt: '$gt', lte: '$lte', lt: '$lt', ne: '$ne' } as const;
const SUFFIX = /^(.+)_(gte|gt|lte|lt|ne)$/;

export const toField = (field: string): string => (field === 'id' ? '_id' : field);

/**
 * Translates react-admin's filter values into the `/lm` filter language, so the server does the filtering:
 * `q` → `$or` of case-insensitive regexes over the resource's search fields, arrays → `$in`,
 * `field_gte` / `_gt` / `_lte` / `_lt` / `_ne` → operators, nested objects → dotted paths, anything else → equality.
 */
export function toPlatformFilter(
  raFilter: Record<string, unknown> | undefined,
  searchFields: readonly string[] = [],
): Filter {
  const filter: Filter = {};
  for (const [key, value] of Object.entries(raFilter ?? {})) {
    if (value === undefined) continue;
    if (key === 'q') {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) continue;
      if (!searchFields.length) throw new Error('La recherche n’est pas disponible pour cette ressource');
      filter.$or = searchFields.map((field) => ({ [field]: { $regex: escapeRegex(text), $options: 'i' } }));
      continue;
    }
    const match = SUFFIX.exec(key);
    if (match) {
      const field = toField(match[1] as string);
      const operator = OPERATORS[match[2] as keyof typeof OPERATORS];
      const previous = filter[field];
      filter[field] = { ...(isRecord(previous) ? previous : {}), [operator]: value };
      continue;
    }
    // react-admin nests the value of an input whose source is a path (`preferences.energyTips`).
    if (isRecord(value)) {
      const nested = Object.fromEntries(Object.entries(value).map(([k, v]) => [`${key}.${k}`, v]));
      Object.assign(filter, toPlatformFilter(nested, searchFields));
      continue;
    }
    filter[toField(key)] = Array.isArray(value) ? { $in: value } : value;
  }
  return filter;
}
