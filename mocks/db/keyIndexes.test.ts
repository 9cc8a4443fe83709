import { describe, expect, it } from 'vitest';
import { memoryPersistence } from './persistence';
import type { StoredDoc } from './records';
import { DocumentStore } from './store';

const cityOf = (doc: Readonly<StoredDoc>) => (typeof doc.city === 'string' ? doc.city : undefined);

async function makeStore(persistence = memoryPersistence()) {
  const store = new DocumentStore({ persistence });
  await store.ready();
  return store;
}

const namesIn = (store: DocumentStore, city: string) =>
  store.lookup('clients', cityOf, city).map((doc) => doc.name);

describe('DocumentStore.lookup: an index kept by the store', () => {
  it('follows inserts, updates and removals, and reads only what it finds once built', async () => {
    const store = await makeStore();
    const [anne] = store.insertMany('clients', [
      { name: 'Anne', city: 'Le Havre' },
      { name: 'Bruno', city: 'Rouen' },
    ]);
    expect(namesIn(store, 'Le Havre')).toEqual(['Anne']);
    const scanned = store.documentsScanned;
    store.insert('clients', { name: 'Chloé', city: 'Le Havre' });
    store.insertMany(
      'clients',
      Array.from({ length: 50 }, (_, i) => ({ name: `C${i}`, city: 'Caen' })),
    );
    store.update('clients', anne!._id, { city: 'Rouen' });
    expect(namesIn(store, 'Le Havre')).toEqual(['Chloé']);
    expect(namesIn(store, 'Rouen')).toEqual(['Bruno', 'Anne']);
    store.update('clients', anne!._id, { city: undefined });
    store.remove('clients', store.lookup('clients', cityOf, 'Rouen')[0]!._id);
    expect(namesIn(store, 'Rouen')).toEqual([]);
    expect(namesIn(store, 'Caen')).toHaveLength(50);
    expect(store.documentsScanned).toBe(scanned);
  });

  it('sees the writes of a transaction, and hands copies', async () => {
    const store = await makeStore();
    const { store: view, commit } = store.transaction();
    view.insert('clients', { name: 'Anne', city: 'Le Havre' });
    expect(namesIn(store, 'Le Havre')).toEqual(['Anne']);
    commit();
    store.lookup('clients', cityOf, 'Le Havre')[0]!.name = 'changé';
    expect(namesIn(store, 'Le Havre')).toEqual(['Anne']);
  });

  it('is built again after a reset and after a load from the saved data', async () => {
    const persistence = memoryPersistence();
    const store = await makeStore(persistence);
    store.insert('clients', { name: 'Anne', city: 'Le Havre' });
    expect(namesIn(store, 'Le Havre')).toEqual(['Anne']);
    await store.flush();
    const reloaded = await makeStore(persistence);
    expect(namesIn(reloaded, 'Le Havre')).toEqual(['Anne']);
    await store.reset({ collections: { clients: [] }, files: {} });
    expect(namesIn(store, 'Le Havre')).toEqual([]);
  });
});

describe('DocumentStore.lookupIds: a document under several keys', () => {
  const tagsOf = (doc: Readonly<StoredDoc>) => (Array.isArray(doc.tags) ? doc.tags.map(String) : undefined);

  it('finds a document by each of its keys, and follows their changes', async () => {
    const store = await makeStore();
    const post = store.insert('posts', { tags: ['toit', 'isolation', 'toit'] });
    expect(store.lookupIds('posts', tagsOf, 'toit')).toEqual([post._id]);
    expect(store.lookupIds('posts', tagsOf, 'isolation')).toEqual([post._id]);
    store.update('posts', post._id, { tags: ['fenêtres'] });
    expect(store.lookupIds('posts', tagsOf, 'toit')).toEqual([]);
    expect(store.lookupIds('posts', tagsOf, 'fenêtres')).toEqual([post._id]);
    store.remove('posts', post._id);
    expect(store.lookupIds('posts', tagsOf, 'fenêtres')).toEqual([]);
  });
});
