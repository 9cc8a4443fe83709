import { useMemo } from 'react';
import type { Stored } from '@shared/domain/document';
import type { Sort } from '@shared/http/types';
import { useStored } from './useStored';

/** Stored lists with built-in defaults: job offers and portfolio projects. */
export type ListEntity = 'jobs' | 'projects';

/** Date given to built-in items, which were never stored. */
const BUILT_IN_DATE = '2025-01-15T00:00:00.000Z';
const MAX_ITEMS = 100;

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

/**
 * The stored documents of `entity` once loaded, else `defaults` (first render, slow or down backend).
 * A loaded list is the truth even when shorter or empty: an offer removed in the back-office disappears.
 */
export function useStoredList<T extends { _id: string }>(
  entity: ListEntity,
  sort: Sort,
  defaults: readonly T[],
): Stored<T>[] {
  const sortKey = JSON.stringify(sort);
  const stored = useStored(`${entity}:${sortKey}`, (client) =>
    client.find<T>(entity, { sort, limit: MAX_ITEMS }).then((result) => result.list),
  );
  return useMemo(
    () =>
      stored ??
      sortItems(
        defaults.map((item) => ({ ...item, createdAt: BUILT_IN_DATE, updatedAt: BUILT_IN_DATE })),
        JSON.parse(sortKey) as Sort,
      ),
    [stored, defaults, sortKey],
  );
}
