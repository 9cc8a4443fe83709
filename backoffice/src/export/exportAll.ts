import jsonExport from 'jsonexport/dist';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { dayKey } from '../dates/paris';

/** Rows per request: the platform's largest page (`limit` ≤ 1000), so 5,000 rows are five requests. */
export const EXPORT_PAGE_SIZE = 1000;

export interface ExportQuery {
  resource: string;
  filter: GetListParams['filter'];
  sort: GetListParams['sort'];
}

/**
 * Every record matching the list's filters, fetched page after page in the list's order, however many there are
 * (react-admin's own export stops at its `maxResults`). A record met twice (a newer one pushed the pages along
 * meanwhile) is kept once. `onProgress` hears the running count and the total after each page.
 */
export async function fetchAll<R extends RaRecord>(
  dataProvider: DataProvider,
  { resource, filter, sort }: ExportQuery,
  onProgress: (done: number, total: number | undefined) => void = () => undefined,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<R[]> {
  const rows: R[] = [];
  const seen = new Set<R['id']>();
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList<R>(resource, {
      filter,
      sort,
      pagination: { page, perPage: pageSize },
    });
    for (const row of data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    onProgress(rows.length, total);
    if (data.length < pageSize) return rows;
  }
}

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return first) is prefixed
 * with `'`, as OWASP advises against CSV injection: an address typed by a visitor is shown as text, never run
 * (docs/security.md#export-csv).
 */
export function csvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The CSV text of rows (jsonexport quotes cells holding a comma, a quote or a line break), lines ended by \n. */
export function csvText(rows: readonly Record<string, string>[]): Promise<string> {
  return new Promise((resolve, reject) => {
    jsonExport([...rows], { endOfLine: '\n' }, (error: Error | null, csv: string) =>
      error ? reject(error) : resolve(csv),
    );
  });
}

/** `abonnes-2026-11-28`: the file's French name and the day (Paris) it was taken. */
export function exportFileName(name: string, now = new Date()): string {
  return `${name}-${dayKey(now)}`;
}
