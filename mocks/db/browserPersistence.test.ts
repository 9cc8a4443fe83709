import { beforeEach, describe, expect, it, vi } from 'vitest';

// IndexedDB is not in Node: an in-memory idb-keyval with the same contract stands in for it.
const stores = new Map<string, Map<string, unknown>>();
vi.mock('idb-keyval', () => ({
  createStore: (db: string, name: string) => {
    const key = `${db}/${name}`;
    if (!stores.has(key)) stores.set(key, new Map());
    return key;
  },
  get: async (k: string, s: string) => structuredClone(stores.get(s)!.get(k)),
  set: async (k: string, v: unknown, s: string) => void stores.get(s)!.set(k, structuredClone(v)),
  del: async (k: string, s: string) => void stores.get(s)!.delete(k),
}));

const { browserPersistence } = await import('./browserPersistence');
const { DocumentStore } = await import('./store');

beforeEach(() => {
  stores.clear();
  vi.stubGlobal('indexedDB', {});
});

describe('browserPersistence', () => {
  it('keeps documents and files for the next page load', async () => {
    const first = new DocumentStore({ persistence: browserPersistence('test-db') });
    await first.ready();
    const doc = first.insert('messages', { name: 'Julien' });
    const file = first.putFile(new Uint8Array([9, 8, 7]), { name: 'a.png', mimeType: 'image/png' });
    await first.flush();

    const second = new DocumentStore({ persistence: browserPersistence('test-db') });
    await second.ready();
    expect(second.get('messages', doc._id)).toMatchObject({ name: 'Julien' });
    expect(Array.from((await second.getFile(file.id))!.bytes)).toEqual([9, 8, 7]);
    second.deleteFile(file.id);
    await second.flush();
    expect([...stores.get('test-db/kv')!.keys()]).toEqual(['snapshot']);
  });

  it('falls back to memory when IndexedDB is missing', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const persistence = browserPersistence('test-db');
    await persistence.save({ collections: { a: [] }, files: {} });
    expect(await persistence.load()).toEqual({ collections: { a: [] }, files: {} });
    expect(stores.size).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
