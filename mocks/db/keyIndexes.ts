import type { StoredDoc } from './records';

/**
 * The key a document is looked up by (its mailbox, the document an e-mail is about…), or its keys (the files it
 * shows); undefined: not indexed.
 */
export type IndexKey = (doc: Readonly<StoredDoc>) => string | readonly string[] | undefined;

const keysOf = (keyOf: IndexKey, doc: Readonly<StoredDoc> | undefined): readonly string[] => {
  const key = doc && keyOf(doc);
  return key === undefined ? [] : typeof key === 'string' ? [key] : [...new Set(key)];
};
const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/** One collection's ids by key, in the order they got that key. */
type KeyIndex = Map<string, Set<string>>;

/**
 * The store's indexes by a computed key (docs/persistence.md#index): a rule that looks up a few documents on each
 * write (one subscriber per mailbox) costs those documents, not a pass over the collection. An index is built on its
 * first lookup, then kept up to date by every insert, update and removal; replacing the whole state (a load, a reset)
 * drops them all, to be built again on their next lookup.
 */
export class KeyIndexes {
  private readonly byEntity = new Map<string, Map<IndexKey, KeyIndex>>();

  /** The ids of `entity`'s documents whose key is `key`; `all` gives the collection when the index is built. */
  ids(entity: string, keyOf: IndexKey, key: string, all: () => Iterable<Readonly<StoredDoc>>): string[] {
    let indexes = this.byEntity.get(entity);
    if (!indexes) this.byEntity.set(entity, (indexes = new Map()));
    let index = indexes.get(keyOf);
    if (!index) {
      index = new Map();
      for (const doc of all()) for (const key of keysOf(keyOf, doc)) add(index, key, doc._id);
      indexes.set(keyOf, index);
    }
    return [...(index.get(key) ?? [])];
  }

  /** A document of `entity` was inserted (no `before`), changed, or removed (no `after`). */
  change(
    entity: string,
    before: Readonly<StoredDoc> | undefined,
    after: Readonly<StoredDoc> | undefined,
  ): void {
    const indexes = this.byEntity.get(entity);
    if (!indexes) return;
    for (const [keyOf, index] of indexes) {
      const was = keysOf(keyOf, before);
      const is = keysOf(keyOf, after);
      if (sameKeys(was, is)) continue;
      for (const key of was) drop(index, key, before!._id);
      for (const key of is) add(index, key, after!._id);
    }
  }

  /** The whole state was replaced: every index is stale. */
  clear(): void {
    this.byEntity.clear();
  }
}

function add(index: KeyIndex, key: string, id: string): void {
  const ids = index.get(key);
  if (ids) ids.add(id);
  else index.set(key, new Set([id]));
}

function drop(index: KeyIndex, key: string, id: string): void {
  const ids = index.get(key);
  ids?.delete(id);
  if (ids?.size === 0) index.delete(key);
}
