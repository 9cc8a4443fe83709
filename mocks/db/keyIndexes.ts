import type { StoredDoc } from './records';

/** The key a document is looked up by (its mailbox, the document an e-mail is about…); undefined: not indexed. */
export type IndexKey = (doc: Readonly<StoredDoc>) => string | undefined;

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
      for (const doc of all()) add(index, keyOf(doc), doc._id);
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
      const was = before && keyOf(before);
      const is = after && keyOf(after);
      if (was === is) continue;
      if (before) drop(index, was, before._id);
      if (after) add(index, is, after._id);
    }
  }

  /** The whole state was replaced: every index is stale. */
  clear(): void {
    this.byEntity.clear();
  }
}

function add(index: KeyIndex, key: string | undefined, id: string): void {
  if (key === undefined) return;
  const ids = index.get(key);
  if (ids) ids.add(id);
  else index.set(key, new Set([id]));
}

function drop(index: KeyIndex, key: string | undefined, id: string): void {
  if (key === undefined) return;
  const ids = index.get(key);
  ids?.delete(id);
  if (ids?.size === 0) index.delete(key);
}
