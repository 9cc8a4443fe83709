import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Range } from '../dates/paris';
import type { PageviewRow } from './aggregate';

export const CHUNK = 1000;
/** Above this many views in one period the screen counts the first ones only, and says so. */
export const CAP = 10_000;

export interface PageviewsResult {
  rows: PageviewRow[];
  /** How many views the period really holds (the server's count). */
  total: number;
  capped: boolean;
}

/** The period's page views, filtered by the server, read in pages of 1000 up to the cap. */
export function usePageviews(range: Range | null) {
  const dataProvider = useDataProvider();
  const from = range?.from.toISOString();
  const to = range?.to.toISOString();
  return useQuery({
    queryKey: ['pageviews', 'period', { from, to }],
    enabled: !!range,
    queryFn: async (): Promise<PageviewsResult> => {
      const rows: PageviewRow[] = [];
      let total = 0;
      for (let page = 1; ; page += 1) {
        const result = await dataProvider.getList('pageviews', {
          filter: { createdAt_gte: from, createdAt_lt: to },
          sort: { field: 'createdAt', order: 'ASC' },
          pagination: { page, perPage: CHUNK },
        });
        rows.push(...(result.data as PageviewRow[]));
        total = result.total ?? rows.length;
        if (result.data.length < CHUNK || rows.length >= total || rows.length >= CAP) break;
      }
      return { rows, total, capped: total > rows.length };
    },
  });
}
