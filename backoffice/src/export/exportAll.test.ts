import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { csvCell, csvText, exportFileName, fetchAll } from './exportAll';

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `s${i}`, email: `p${i}@exemple.fr` }));

/** A platform answering pages of `rows`, as `limit`/`skip` do. */
const paged = (rows: { id: string }[]) =>
  ({
    getList: vi.fn(
      async (_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
        const start = (pagination.page - 1) * pagination.perPage;
        return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
      },
    ),
  }) as unknown as DataProvider & { getList: ReturnType<typeof vi.fn> };

describe('fetching every row of an export', () => {
  it('reads page after page with the list’s filter and order until a short page, reporting progress', async () => {
    const provider = paged(people(2_500));
    const progress: [number, number | undefined][] = [];
    const rows = await fetchAll(
      provider,
      { resource: 'subscribers', filter: { status: 'active' }, sort: { field: 'createdAt', order: 'DESC' } },
      (done, total) => progress.push([done, total]),
    );
    expect(rows).toHaveLength(2_500);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2_500);
    expect(progress).toEqual([
      [1_000, 2_500],
      [2_000, 2_500],
      [2_500, 2_500],
    ]);
    expect(provider.getList.mock.calls.map(([, params]) => params)).toEqual(
      [1, 2, 3].map((page) => ({
        filter: { status: 'active' },
        sort: { field: 'createdAt', order: 'DESC' },
        pagination: { page, perPage: 1_000 },
      })),
    );
  });

  it('asks one more page when the last one is exactly full, and keeps once a row a newer one pushed along', async () => {
    const rows = people(4);
    const provider = paged(rows);
    // Between the first and second page, a newcomer arrives first: s1 moves to the second page.
    provider.getList.mockImplementationOnce(async () => ({ data: rows.slice(0, 2), total: 4 }));
    provider.getList.mockImplementationOnce(async () => ({ data: [rows[1]!, rows[2]!], total: 5 }));
    provider.getList.mockImplementationOnce(async () => ({ data: [rows[3]!], total: 5 }));
    const all = await fetchAll(
      provider,
      { resource: 'subscribers', filter: {}, sort: { field: 'id', order: 'ASC' } },
      undefined,
      2,
    );
    expect(all.map((row) => row.id)).toEqual(['s0', 's1', 's2', 's3']);
    expect(provider.getList).toHaveBeenCalledTimes(3);
  });

  it('fails as a whole when a page fails: no partial file', async () => {
    const provider = paged(people(1_500));
    provider.getList.mockImplementationOnce(async () => ({ data: people(1_000), total: 1_500 }));
    provider.getList.mockRejectedValueOnce(new Error('Serveur injoignable'));
    await expect(
      fetchAll(provider, { resource: 'subscribers', filter: {}, sort: { field: 'id', order: 'ASC' } }),
    ).rejects.toThrow('Serveur injoignable');
  });
});

describe('the CSV file', () => {
  it('prefixes with a quote every cell a spreadsheet would run as a formula (OWASP CSV injection)', () => {
    for (const first of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${first}1+1@exemple.fr`)).toBe(`'${first}1+1@exemple.fr`);
    }
    expect(csvCell('camille@exemple.fr')).toBe('camille@exemple.fr');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, one line per row', async () => {
    const csv = await csvText([{ Nom: 'Dupont, Léa', Note: 'dit "oui"\npuis non' }]);
    expect(csv).toBe('Nom,Note\n"Dupont, Léa","dit ""oui""\npuis non"');
  });

  it('is named in French with the day of Paris it was taken', () => {
    expect(exportFileName('abonnes', new Date('2026-11-27T23:30:00Z'))).toBe('abonnes-2026-11-28');
  });
});
