import { useMemo } from 'react';
import type { Stored } from '@shared/domain/document';
import type { Sort } from '@shared/http/types';
import { LIST_SORT, useSiteContent, type SiteContent } from './siteContent';

/** Stored lists with built-in defaults: job offers and portfolio projects. */
export type ListEntity = 'jobs' | 'projects';

/** Date given to built-in items, which were never stored. */
const BUILT_IN_DATE = '2025-01-15T00:00:00.000Z';

/** Orders like the emulator's `sort`, so the defaults and the stored list appear in the same order. */
export function sortItems<T extends object>(items: readonly T[], sort: Sort): T[] {
  const keys = Object.entries(sort);
  return [...items].sort((a, b) => {
    for (const [key, direction] of keys) {
      const x = (a as Record<string, unknown>)[key] as string | number | undefined;
      const y = (b as Record<string, unknown>)[key] as string | number | undefined;
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return (x < y ? -1 : 1) * direction;
    }
    return 0;
  });
}

/** Built-in items as stored documents, in the site's order. */
export const builtInList = <T extends { _id: string }>(items: readonly T[], sort: Sort): Stored<T>[] =>
  sortItems(
    items.map((item) => ({ ...item, createdAt: BUILT_IN_DATE, updatedAt: BUILT_IN_DATE })),
    sort,
  );

/**
 * The published documents of `entity` (docs/product.md#publication), else `defaults` in the site's order. A
 * published list is the truth even when shorter or empty: an offer removed in the back-office disappears.
 */
export function useStoredList<E extends ListEntity>(
  entity: E,
  defaults: readonly (Omit<SiteContent[E][number], 'createdAt' | 'updatedAt'> & { _id: string })[],
): SiteContent[E] {
  const published = useSiteContent(entity);
  return useMemo(
    () => published ?? (builtInList(defaults, LIST_SORT[entity]) as SiteContent[E]),
    [published, defaults, entity],
  );
}
