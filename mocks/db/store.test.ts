import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { memoryPersistence, type Change, type Persistence, type Snapshot } from './persistence';
import { QueryError } from './query';
import { DocumentStore, sortInSlices } from './store';
import type { StoredDoc } from './records';

const FIXED = new Date('2025-03-01T10:00:00.000Z');

function clock(start = FIXED) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

async function makeStore(
  options: { persistence?: Persistence; seed?: () => Snapshot; now?: () => Date } = {},
) {
  const store = new DocumentStore({ persistence: options.persistence ?? memoryPersistence(), ...options });
  await store.ready();
  return store;
}

describe('DocumentStore: documents', () => {
  it('inserts with a random URL-safe _id and timestamps, ignoring client-supplied metadata', async () => {
    const store = await makeStore({ now: () => FIXED });
    const a = store.insert('messages', { name: 'A', _id: 'forged', createdAt: '1999-01-01T00:00:00.000Z' });
    const b = store.insert('messages', { name: 'B' });
    expect(a._id).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(a._id).not.toBe(b._id);
    expect(a.createdAt).toBe(FIXED.toISOString());
    expect(a.updatedAt).toBe(FIXED.toISOString());
    expect(store.get('messages', a._id)).toEqual(a);
    expect(store.get('messages', 'forged')).toBeUndefined();
  });

  it('insertMany stores every document in order', async () => {
    const store = await makeStore();
    const docs = store.insertMany('jobs', [{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(docs.map((d) => d.n)).toEqual([1, 2, 3]);
    expect(store.list('jobs').map((d) => d.n)).toEqual([1, 2, 3]);
  });

  it('update merges fields, keeps _id and createdAt, bumps updatedAt, and removes undefined fields', async () => {
    const c = clock();
    const store = await makeStore({ now: c.now });
    const doc = store.insert('messages', { name: 'A', status: 'unread', phone: '06' });
    c.advance(60_000);
    const updated = store.update('messages', doc._id, {
      status: 'read',
      _id: 'other',
      createdAt: 'x',
      phone: undefined,
    });
    expect(updated).toMatchObject({ _id: doc._id, name: 'A', status: 'read', createdAt: doc.createdAt });
    expect(updated).not.toHaveProperty('phone');
    expect(updated!.updatedAt).toBe(new Date(FIXED.getTime() + 60_000).toISOString());
    expect(store.update('messages', 'missing', { a: 1 })).toBeUndefined();
  });

  it('remove and removeMany report what they deleted', async () => {
    const store = await makeStore();
    const [a, b, c] = store.insertMany('reviews', [{ n: 1 }, { n: 2 }, { n: 3 }]) as [
      StoredDoc,
      StoredDoc,
      StoredDoc,
    ];
    expect(store.remove('reviews', a._id)).toBe(true);
    expect(store.remove('reviews', a._id)).toBe(false);
    expect(store.removeMany('reviews', [b._id, c._id, b._id, 'missing'])).toBe(2);
    expect(store.list('reviews')).toEqual([]);
    expect(store.removeMany('unknown', ['x'])).toBe(0);
  });

  it('returns copies: mutating a result or an input never changes the store', async () => {
    const store = await makeStore();
    const input = { name: 'A', replies: [{ message: 'original' }] };
    const doc = store.insert('messages', input);
    input.replies[0]!.message = 'changed input';
    doc.name = 'changed result';
    (store.get('messages', doc._id)!.replies as { message: string }[])[0]!.message = 'changed get';
    (store.find('messages', {}).list[0]!.replies as { message: string }[]).push({ message: 'pushed' });
    store.list('messages')[0]!.name = 'changed list';
    const fields = { tags: ['a'] };
    store.update('messages', doc._id, fields);
    fields.tags.push('b');
    expect(store.get('messages', doc._id)).toMatchObject({
      name: 'A',
      replies: [{ message: 'original' }],
      tags: ['a'],
    });
  });

  it('never lets a "__proto__" field change a document prototype', async () => {
    const store = await makeStore();
    const doc = store.insert('messages', JSON.parse('{"name":"A","__proto__":{"polluted":true}}'));
    store.update('messages', doc._id, JSON.parse('{"__proto__":{"polluted":true}}'));
    const read = store.get('messages', doc._id)!;
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect((read as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses to be used before ready()', () => {
    const store = new DocumentStore({ persistence: memoryPersistence() });
    expect(() => store.find('messages', {})).toThrow(/ready/);
  });
});

describe('DocumentStore: find', () => {
  async function numbered(count: number) {
    const store = await makeStore();
    store.insertMany(
      'messages',
      Array.from({ length: count }, (_, i) => ({ n: i, group: i % 3, name: `Client ${i}` })),
    );
    return store;
  }

  it('pages with limit and skip and reports the total of all matches', async () => {
    const store = await numbered(30);
    const page = store.find('messages', { filter: { group: 0 }, limit: 4, skip: 2 });
    expect(page.total).toBe(10);
    expect(page.list.map((d) => d.n)).toEqual([6, 9, 12, 15]);
    const sorted = store.find('messages', { filter: { group: 0 }, sort: { n: -1 }, limit: 4, skip: 2 });
    expect(sorted.total).toBe(10);
    expect(sorted.list.map((d) => d.n)).toEqual([21, 18, 15, 12]);
    expect(store.find('messages', { skip: 100 })).toEqual({ total: 30, list: [] });
    expect(store.find('unknown', {})).toEqual({ total: 0, list: [] });
  });

  it('sorts stably on ties, in the small-page path and the full-sort path alike', async () => {
    const store = await numbered(1200);
    const small = store.find('messages', { sort: { group: 1 }, limit: 10 });
    expect(small.list.map((d) => d.n)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27]);
    const all = store.list('messages', { sort: { group: -1 } });
    expect(all.slice(0, 3).map((d) => d.n)).toEqual([2, 5, 8]);
    expect(all.slice(-3).map((d) => d.n)).toEqual([1191, 1194, 1197]);
    const deep = store.find('messages', { sort: { group: 1 }, skip: 400, limit: 3 });
    expect(deep.list.map((d) => d.n)).toEqual([1, 4, 7]);
  });

  it('agrees with a plain filter-sort-slice on random data', async () => {
    const store = await makeStore();
    // Descending on w, missing w last.
    const byW = (a?: number, b?: number) =>
      a === undefined ? (b === undefined ? 0 : 1) : b === undefined ? -1 : b - a;
    const values = Array.from({ length: 800 }, (_, i) => ({
      i,
      v: (i * 7919) % 97,
      w: i % 5 === 0 ? undefined : i % 4,
    }));
    store.insertMany('x', values);
    for (const [skip, limit] of [
      [0, 25],
      [13, 7],
      [0, 600],
      [40, 0],
    ] as const) {
      const expected = values
        .filter((d) => d.v > 20)
        .sort((a, b) => byW(a.w, b.w) || a.v - b.v)
        .slice(skip, limit ? skip + limit : undefined)
        .map((d) => d.i);
      const got = store.find('x', { filter: { v: { $gt: 20 } }, sort: { w: -1, v: 1 }, skip, limit });
      expect(got.list.map((d) => d.i)).toEqual(expected);
    }
  });

  it('rejects bad filters, sorts and paging with QueryError', async () => {
    const store = await numbered(3);
    expect(() => store.find('messages', { filter: { n: { $foo: 1 } } })).toThrow(QueryError);
    expect(() => store.find('messages', { sort: { n: 0 as 1 } })).toThrow(QueryError);
    expect(() => store.find('messages', { limit: -1 })).toThrow(QueryError);
    expect(() => store.find('messages', { skip: 1.5 })).toThrow(QueryError);
  });

  it('counts without copying', async () => {
    const store = await numbered(9);
    expect(store.count('messages', { group: 1 })).toBe(3);
    expect(store.count('messages')).toBe(9);
  });
});

describe('DocumentStore: files', () => {
  it('stores bytes, serves copies back and deletes them', async () => {
    const persistence = memoryPersistence();
    const store = await makeStore({ persistence, now: () => FIXED });
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const meta = store.putFile(bytes, { name: '../photo/chantier.png', mimeType: 'image/png' });
    expect(meta).toMatchObject({ name: '.._photo_chantier.png', mimeType: 'image/png', size: 7 });
    expect(meta.createdAt).toBe(FIXED.toISOString());
    bytes[0] = 0;
    const read = await store.getFile(meta.id);
    expect(Array.from(read!.bytes)).toEqual([137, 80, 78, 71, 1, 2, 3]);
    await store.flush();
    expect(await persistence.loadFile(meta.id)).toEqual(new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
    expect(store.deleteFile(meta.id)).toBe(true);
    expect(store.deleteFile(meta.id)).toBe(false);
    expect(await store.getFile(meta.id)).toBeUndefined();
    await store.flush();
    expect(await persistence.loadFile(meta.id)).toBeNull();
  });
});

describe('DocumentStore: persistence', () => {
  it('seeds a fresh store once and saves the seed', async () => {
    const persistence = memoryPersistence();
    let seeded = 0;
    const seed = (): Snapshot => {
      seeded++;
      return {
        collections: { jobs: [{ _id: 'job-1', createdAt: 'a', updatedAt: 'a', title: 'Dev' }] },
        files: { f1: { id: 'f1', name: 'a.svg', mimeType: 'image/svg+xml', size: 3, createdAt: 'a' } },
        fileBytes: { f1: new Uint8Array([1, 2, 3]) },
      };
    };
    const first = await makeStore({ persistence, seed });
    expect(first.get('jobs', 'job-1')).toMatchObject({ title: 'Dev' });
    expect(Array.from((await first.getFile('f1'))!.bytes)).toEqual([1, 2, 3]);
    const second = await makeStore({ persistence, seed });
    expect(seeded).toBe(1);
    expect(second.get('jobs', 'job-1')).toMatchObject({ title: 'Dev' });
    expect(Array.from((await second.getFile('f1'))!.bytes)).toEqual([1, 2, 3]);
    expect((await persistence.load())!.fileBytes).toBeUndefined();
  });

  it('coalesces a burst of changes into at most two writes', async () => {
    const inner = memoryPersistence();
    let saves = 0;
    const persistence: Persistence = { ...inner, save: async (s) => (saves++, inner.save(s)) };
    const store = await makeStore({ persistence });
    saves = 0;
    for (let i = 0; i < 50; i++) store.insert('messages', { i });
    await store.flush();
    for (let i = 0; i < 50; i++) store.insert('messages', { i });
    await store.flush();
    expect(saves).toBeLessThanOrEqual(4);
    expect((await inner.load())!.collections.messages).toHaveLength(100);
  });

  it('changes made while a write is in flight are saved by the next one', async () => {
    const inner = memoryPersistence();
    let release!: () => void;
    let blocked = true;
    const persistence: Persistence = {
      ...inner,
      save: async (s) => {
        const pending = inner.save(s);
        if (blocked) {
          blocked = false;
          await new Promise<void>((r) => (release = r));
        }
        return pending;
      },
    };
    const store = new DocumentStore({ persistence });
    const ready = store.ready();
    await new Promise((r) => setTimeout(r, 0));
    release();
    await ready;
    store.insert('messages', { n: 1 });
    const flushed = store.flush();
    store.insert('messages', { n: 2 });
    await flushed;
    await store.flush();
    expect((await inner.load())!.collections.messages).toHaveLength(2);
  });

  it('flush resolves once its own write is done, while later writes keep the writer busy', async () => {
    const inner = memoryPersistence();
    const batches: Change[][] = [];
    const gates: (() => void)[] = [];
    const persistence: Persistence = {
      ...inner,
      append: async (changes) => {
        batches.push(changes);
        await new Promise<void>((open) => gates.push(open));
      },
    };
    const store = await makeStore({ persistence });
    store.insert('messages', { n: 1 });
    let firstDone = false;
    const first = store.flush().then(() => (firstDone = true));
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    store.insert('messages', { n: 2 });
    const second = store.flush();
    gates[0]!();
    // The second batch is written (and held) now: the first caller is answered without waiting for it.
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    await first;
    expect(firstDone).toBe(true);
    gates[1]!();
    await second;
    expect(batches.map((batch) => batch.map((change) => change.op))).toEqual([['put'], ['put']]);
  });

  it('sends a journaling persistence the changes only: whole documents set, removed, files', async () => {
    const inner = memoryPersistence();
    const batches: Change[][] = [];
    let saves = 0;
    const persistence: Persistence = {
      ...inner,
      save: async (snapshot) => (saves++, inner.save(snapshot)),
      append: async (changes) => void batches.push(changes),
    };
    const store = await makeStore({ persistence });
    const doc = store.insert('messages', { n: 1 });
    store.update('messages', doc._id, { n: 2 });
    store.remove('messages', doc._id);
    const file = store.putFile(new Uint8Array([1]), { name: 'a.png', mimeType: 'image/png' });
    store.deleteFile(file.id);
    await store.flush();
    expect(saves).toBe(1); // the fresh store's own state, once
    expect(batches.flat()).toEqual([
      { op: 'put', entity: 'messages', doc },
      { op: 'put', entity: 'messages', doc: { ...doc, n: 2, updatedAt: expect.any(String) } },
      { op: 'del', entity: 'messages', id: doc._id },
      { op: 'file', file },
      { op: 'unfile', id: file.id },
    ]);
    await store.reset({ collections: {}, files: {} });
    expect(saves).toBe(2);
  });

  it('flush rejects when a write fails, and a later flush retries', async () => {
    const inner = memoryPersistence();
    let fail = false;
    const persistence: Persistence = {
      ...inner,
      save: async (s) => {
        if (fail) throw new Error('disque plein');
        return inner.save(s);
      },
    };
    const store = await makeStore({ persistence });
    const errors = console.error;
    console.error = () => undefined;
    try {
      fail = true;
      store.insert('messages', { n: 1 });
      await expect(store.flush()).rejects.toThrow('disque plein');
      fail = false;
      await store.flush();
    } finally {
      console.error = errors;
    }
    expect((await inner.load())!.collections.messages).toHaveLength(1);
  });

  it('reset replaces everything, re-seeding by default, and removes files the new state does not list', async () => {
    const persistence = memoryPersistence();
    const seed = (): Snapshot => ({ collections: { jobs: [] }, files: {} });
    const store = await makeStore({ persistence, seed });
    store.insert('messages', { n: 1 });
    const file = store.putFile(new Uint8Array([1]), { name: 'a.png', mimeType: 'image/png' });
    await store.reset();
    expect(store.list('messages')).toEqual([]);
    expect(await store.getFile(file.id)).toBeUndefined();
    expect(await persistence.loadFile(file.id)).toBeNull();
    const snapshot: Snapshot = {
      collections: { reviews: [{ _id: 'r1', createdAt: 'a', updatedAt: 'a', rating: 5 }] },
      files: {},
    };
    await store.reset(snapshot);
    snapshot.collections.reviews![0]!.rating = 1;
    expect(store.get('reviews', 'r1')).toMatchObject({ rating: 5 });
    expect((await persistence.load())!.collections.reviews).toHaveLength(1);
  });
});

describe('DocumentStore: pageAfter (the campaign send’s cursor)', () => {
  /** The definition: every matching document after the cursor in code-point order, the first `limit` of them. */
  function reference(docs: StoredDoc[], after: string, limit: number, status: string) {
    return docs
      .filter((d) => d._id > after && d.status === status)
      .sort((a, b) => (a._id < b._id ? -1 : 1))
      .slice(0, limit);
  }

  it('walks a collection page by page, each document once, while the cursor is kept between steps', async () => {
    const store = await makeStore();
    store.insertMany(
      'subscribers',
      Array.from({ length: 45 }, (_, i) => ({ n: i, status: 'active' })),
    );
    const seen: number[] = [];
    let after: string | undefined;
    for (;;) {
      const page = store.pageAfter('subscribers', { after, filter: { status: 'active' }, limit: 10 });
      if (page.length === 0) break;
      seen.push(...page.map((d) => Number(d.n)));
      after = page.at(-1)!._id;
    }
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, i) => i));
  });

  it('property: between any inserts, updates and removals, a page is the reference page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant('insert' as const), count: fc.integer({ min: 1, max: 8 }) }),
            fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }),
            fc.record({ op: fc.constant('toggle' as const), pick: fc.nat() }),
            fc.record({
              op: fc.constant('page' as const),
              pick: fc.nat(),
              limit: fc.integer({ min: 1, max: 6 }),
            }),
          ),
          { maxLength: 60 },
        ),
        async (steps) => {
          const store = await makeStore();
          for (const step of steps) {
            const all = store.list('subscribers');
            const picked = all.length ? all[('pick' in step ? step.pick : 0) % all.length] : undefined;
            if (step.op === 'insert') {
              store.insertMany(
                'subscribers',
                Array.from({ length: step.count }, () => ({ status: 'active' })),
              );
            } else if (step.op === 'remove' && picked) {
              store.remove('subscribers', picked._id);
            } else if (step.op === 'toggle' && picked) {
              store.update('subscribers', picked._id, {
                status: picked.status === 'active' ? 'unsubscribed' : 'active',
              });
            } else if (step.op === 'page') {
              // A cursor taken from a stored id, or one that no longer exists (removed), or none.
              const after = picked ? picked._id.slice(0, 1 + (step.pick % picked._id.length)) : undefined;
              const page = store.pageAfter('subscribers', {
                after,
                filter: { status: 'active' },
                limit: step.limit,
              });
              expect(page).toEqual(reference(all, after ?? '', step.limit, 'active'));
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('builds its order of 60,000 ids in slices that let other work run, and sorts exactly', async () => {
    const store = await makeStore();
    const docs = store.insertMany(
      'subscribers',
      Array.from({ length: 60_000 }, (_, n) => ({ n, status: 'active' })),
    );
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    await store.orderIds('subscribers');
    clearInterval(ticker);
    expect(turns).toBeGreaterThan(1);
    const ids = docs.map((d) => d._id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(store.pageAfter('subscribers', { limit: 5 }).map((d) => d._id)).toEqual(ids.slice(0, 5));
    expect(store.pageAfter('subscribers', { after: ids[30_000], limit: 2 }).map((d) => d._id)).toEqual(
      ids.slice(30_001, 30_003),
    );
  });

  it('sortInSlices gives the sort of any list', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer(), { maxLength: 20_000 }), async (list) => {
        expect(await sortInSlices([...list], (a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
      }),
      { numRuns: 20 },
    );
  });
});

describe('DocumentStore: watch', () => {
  it('tells each insert, update and removal with the document before and after, then nothing once unwatched', async () => {
    const store = await makeStore();
    const seen: [string, unknown, unknown][] = [];
    const stop = store.watch(({ entity, before, after }) => seen.push([entity, before?.n, after?.n]));
    const [a] = store.insertMany('jobs', [{ n: 1 }]);
    store.update('jobs', a!._id, { n: 2 });
    store.remove('jobs', a!._id);
    stop();
    store.insert('jobs', { n: 3 });
    expect(seen).toEqual([
      ['jobs', undefined, 1],
      ['jobs', 1, 2],
      ['jobs', 2, undefined],
    ]);
  });
});
