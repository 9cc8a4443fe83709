import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, HOST_KINDS, useHost } from './hosts';
import { sampleDoc } from './samples';

type Doc = Record<string, unknown> & { _id: string };

/**
 * Visitors filter and sort public collections only by equality on public fields (docs/platform.md#filtres-des-visiteurs):
 * a range or a pattern on a review's name rebuilt a reviewer's surname from the « Claire D. » displayed.
 */
describe.each(HOST_KINDS)('visitor queries on %s', (kind) => {
  const host = useHost(kind);
  const admin = () => host.tokenFor(ADMIN_EMAIL);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Inserted in this order: Durand before Dubois, so an order by the stored names would show.
    for (const [key, name, rating] of [
      ['durand', 'Claire Durand', 4],
      ['dubois', 'Claire Dubois', 5],
      ['bruno', 'Bruno Petit', 3],
    ] as const) {
      const created = await host.call<Doc>(host.docs('reviews'), {
        json: { ...sampleDoc('reviews'), name, rating },
        token: await admin(),
      });
      ids[key] = created.data._id;
    }
  });

  const ours = (list: Doc[]) => list.filter((doc) => Object.values(ids).includes(doc._id));
  const find = (json: unknown, token?: string) =>
    host.call<{ total: number; list: Doc[] }>(host.docs('reviews', '/find'), { json, token });

  it('matches equality on the displayed name, never on the stored one', async () => {
    const displayed = await find({ filter: { name: 'Claire D.' } });
    expect(displayed.status).toBe(200);
    expect(ours(displayed.data.list).map((doc) => doc._id)).toEqual([ids.durand, ids.dubois]);
    expect(ours(displayed.data.list).map((doc) => doc.name)).toEqual(['Claire D.', 'Claire D.']);
    const stored = await find({ filter: { name: 'Claire Dubois' } });
    expect(ours(stored.data.list)).toEqual([]);
    const eq = await find({ filter: { $and: [{ name: { $eq: 'Claire D.' } }, { rating: 5 }] } });
    expect(ours(eq.data.list).map((doc) => doc._id)).toEqual([ids.dubois]);
  });

  it('refuses a range, a pattern or any other operator from a visitor: 400 with a French message', async () => {
    const filters = [
      { name: { $gt: 'Claire Dt' } },
      { name: { $lt: 'Claire Du' } },
      { name: { $gte: 'Claire D' } },
      { rating: { $lte: 4 } },
      { name: { $regex: '^Claire Dub' } },
      { name: { $in: ['Claire Dubois', 'Claire Durand'] } },
      { name: { $ne: 'Bruno P.' } },
      { email: { $exists: true } },
      { $or: [{ rating: 5 }, { name: { $gt: 'A' } }] },
    ];
    for (const filter of filters) {
      for (const path of ['/find', '/list']) {
        const answer = await host.call(host.docs('reviews', path), { json: { filter } });
        expect(answer.status, `${path} ${JSON.stringify(filter)}`).toBe(400);
        expect(answer.code).toBe(400);
        expect(answer.message).toMatch(
          /^(Filtre refusé : un visiteur ne filtre que par égalité|Champ non public|Recherche par expression régulière)/,
        );
      }
    }
    const range = await find({ filter: { name: { $gt: 'Claire Dt' } } });
    expect(range.message).toBe(
      'Filtre refusé : un visiteur ne filtre que par égalité (« $gt » sur « name »).',
    );
    // The same filter stays open to an administrator, on the stored names.
    const asAdmin = await find({ filter: { name: { $gt: 'Claire Dur' } } }, await admin());
    expect(asAdmin.status).toBe(200);
    expect(ours(asAdmin.data.list).map((doc) => doc._id)).toEqual([ids.durand]);
  });

  it('sorts on public fields only, by what is displayed; a hidden field is a 400', async () => {
    for (const sort of [{ email: 1 }, { updatedAt: -1 }, { rating: -1, email: 1 }]) {
      const answer = await find({ sort });
      expect(answer.status, JSON.stringify(sort)).toBe(400);
      expect(answer.message).toMatch(/^Tri refusé : « (email|updatedAt) » n’est pas un champ public/);
    }
    // Two « Claire D. » tie on the displayed name: they keep their order, whatever their surnames.
    const byName = await find({ sort: { name: 1 }, limit: 1000 });
    expect(ours(byName.data.list).map((doc) => doc._id)).toEqual([ids.bruno, ids.durand, ids.dubois]);
    const byRating = await find({ sort: { rating: -1, createdAt: -1 }, limit: 1000 });
    expect(byRating.status).toBe(200);
    expect(ours(byRating.data.list).map((doc) => doc._id)).toEqual([ids.dubois, ids.durand, ids.bruno]);
  });

  it('applies the same rule to the other public collections', async () => {
    const range = await host.call(host.docs('jobs', '/find'), { json: { filter: { order: { $gt: 1 } } } });
    expect(range.status).toBe(400);
    const equal = await host.call(host.docs('jobs', '/find'), {
      json: { filter: { department: 'Technique' }, sort: { order: 1 } },
    });
    expect(equal.status).toBe(200);
  });
});
