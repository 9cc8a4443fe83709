import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { PRODUCT_PREFIX } from '@shared/storagePrefix';
import {
  assertFileId,
  FILE_ID_PATTERN,
  memoryPersistence,
  type Persistence,
  type Snapshot,
} from './persistence';

const SNAPSHOT_KEY = 'snapshot';
const fileKey = (id: string) => `file:${id}`;

/**
 * Browser only: the snapshot and each file under its own key in an IndexedDB database of the emulator.
 * Without IndexedDB (private modes of some browsers) data lives in memory for the session.
 */
export function browserPersistence(dbName = `${PRODUCT_PREFIX}-emulator`): Persistence {
  if (typeof indexedDB === 'undefined') {
    console.warn('[emulator] IndexedDB indisponible : les données ne survivront pas au rechargement.');
    return memoryPersistence();
  }
  let db: UseStore | null = null;
  const store = () => (db ??= createStore(dbName, 'kv'));

  return {
    async load() {
      return (await get<Snapshot>(SNAPSHOT_KEY, store())) ?? null;
    },
    async save(snapshot) {
      await set(SNAPSHOT_KEY, { collections: snapshot.collections, files: snapshot.files }, store());
    },
    async saveFile(id, bytes) {
      assertFileId(id);
      await set(fileKey(id), bytes.slice(), store());
    },
    async loadFile(id) {
      if (!FILE_ID_PATTERN.test(id)) return null;
      const bytes = await get<Uint8Array>(fileKey(id), store());
      return bytes ? new Uint8Array(bytes) : null;
    },
    async deleteFile(id) {
      if (FILE_ID_PATTERN.test(id)) await del(fileKey(id), store());
    },
  };
}
