import type { FileMeta, StoredDoc } from './records';
import type { SingleChange } from './persistence';
import type { JournalWriter } from './journalWriter';
import type { DocumentStore } from './store';

/** A store whose changes are held until committed together (DocumentStore.transaction()). */
export interface StoreTransaction {
  store: DocumentStore;
  /** Records the held changes as one group and starts their write (await the store's flush for it). */
  commit(): void;
}

/** What a commit reads: each document and file as it is now. */
export interface CurrentState {
  doc(entity: string, id: string): StoredDoc | undefined;
  file(id: string): FileMeta | undefined;
}

/**
 * The entries a group records: each document and file it touched as it is now, in the order first touched. A
 * change made meanwhile outside the group was journaled already: the group, written after it, must not bring
 * back an older version of the same document.
 */
function currentOf(changes: readonly SingleChange[], state: CurrentState): SingleChange[] {
  const seen = new Set<string>();
  const current: SingleChange[] = [];
  for (const change of changes) {
    if (change.op === 'put' || change.op === 'del') {
      const id = change.op === 'put' ? change.doc._id : change.id;
      const key = `d\n${change.entity}\n${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const doc = state.doc(change.entity, id);
      current.push(
        doc ? { op: 'put', entity: change.entity, doc } : { op: 'del', entity: change.entity, id },
      );
    } else {
      const id = change.op === 'file' ? change.file.id : change.id;
      const key = `f\n${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const file = state.file(id);
      current.push(file ? { op: 'file', file } : { op: 'unfile', id });
    }
  }
  return current;
}

/**
 * A view of `store` whose changes are held until `commit()`, then written as one journal record
 * (docs/persistence.md#groupes): a crash keeps all of them or none. Reads see every change at once, as on the store;
 * the view's `flush()` waits for nothing (the commit's flush does).
 */
export function openTransaction(
  store: DocumentStore,
  writer: JournalWriter,
  state: CurrentState,
): StoreTransaction {
  const held: SingleChange[] = [];
  const into = <T>(run: () => T): T => writer.holding(held, run);
  const writes: Partial<DocumentStore> = {
    insert: (entity, doc) => into(() => store.insert(entity, doc)),
    insertMany: (entity, docs) => into(() => store.insertMany(entity, docs)),
    update: (entity, id, fields) => into(() => store.update(entity, id, fields)),
    touch: (entity, id) => into(() => store.touch(entity, id)),
    remove: (entity, id) => into(() => store.remove(entity, id)),
    removeMany: (entity, ids) => into(() => store.removeMany(entity, ids)),
    putFile: (bytes, meta) => into(() => store.putFile(bytes, meta)),
    deleteFile: (id) => into(() => store.deleteFile(id)),
    flush: async () => undefined,
  };
  const view = new Proxy(store, {
    get: (target, name) => {
      const own = writes[name as keyof DocumentStore];
      if (own !== undefined) return own;
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    store: view,
    commit: () => {
      const changes = currentOf(held.splice(0), state);
      if (changes.length === 0) return;
      writer.record(changes.length === 1 ? changes[0]! : { op: 'group', changes });
      writer.markDirty();
    },
  };
}
