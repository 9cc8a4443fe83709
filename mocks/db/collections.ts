import type { StoredDoc } from './records';
import { IdOrder, type OrderedSource } from './idOrder';
import { KeyIndexes, type IndexKey } from './keyIndexes';
import { cloneJson } from './storedValues';

/** One document change, told to the store's watchers (DocumentStore.watch). */
export type ChangeListener = (change: {
  entity: string;
  before: Readonly<StoredDoc> | undefined;
  after: Readonly<StoredDoc> | undefined;
}) => void;

/**
 * The store's documents in memory, by collection and id, with what follows each change: the revisions, the id order
 * (pageAfter), the indexes by key (lookup) and the watchers. Documents are replaced on each change, never mutated:
 * a snapshot being written keeps the versions it captured.
 */
export class Collections implements OrderedSource {
  private byEntity = new Map<string, Map<string, StoredDoc>>();
  /** Per collection, bumped on every change; `epoch` on every whole-state replacement (see revision()). */
  private readonly revisions = new Map<string, number>();
  private epochCount = 0;
  readonly order = new IdOrder(this);
  /** Documents by a computed key, for the lookups rules make on each write (docs/persistence.md#index). */
  private readonly keyIndexes = new KeyIndexes();
  private readonly listeners = new Set<ChangeListener>();
  /** Documents visited by passes over a collection. */
  private scannedCount = 0;

  constructor(private readonly assertLoaded: () => void) {}

  get epoch(): number {
    return this.epochCount;
  }

  get scanned(): number {
    return this.scannedCount;
  }

  revision(entity: string): string {
    return `${this.epochCount}:${this.revisions.get(entity) ?? 0}`;
  }

  map(entity: string): Map<string, StoredDoc> | undefined {
    this.assertLoaded();
    return this.byEntity.get(entity);
  }

  /** Every document of `entity`, counted as visited. */
  docs(entity: string): Iterable<StoredDoc> {
    const collection = this.map(entity);
    this.scannedCount += collection?.size ?? 0;
    return collection?.values() ?? [];
  }

  /** The stored document itself (not a copy) without asserting the store is loaded (a transaction's commit). */
  current(entity: string, id: string): StoredDoc | undefined {
    return this.byEntity.get(entity)?.get(id);
  }

  watch(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lookup(entity: string, keyOf: IndexKey, key: string): StoredDoc[] {
    const collection = this.map(entity);
    if (!collection) return [];
    return this.keyIndexes
      .ids(entity, keyOf, key, () => this.docs(entity))
      .flatMap((id) => {
        const doc = collection.get(id);
        return doc ? [cloneJson(doc)] : [];
      });
  }

  /** The ids of `entity`'s documents whose `keyOf` is or holds `key` (no copies). */
  lookupIds(entity: string, keyOf: IndexKey, key: string): string[] {
    if (!this.map(entity)) return [];
    return this.keyIndexes.ids(entity, keyOf, key, () => this.docs(entity));
  }

  /** Whether `id` is taken in `entity` (a new id must not be). */
  has(entity: string, id: string): boolean {
    return this.map(entity)?.has(id) ?? false;
  }

  /** Stores new documents (their ids free), then tells the watchers. */
  insert(entity: string, docs: readonly StoredDoc[]): void {
    this.assertLoaded();
    let collection = this.byEntity.get(entity);
    if (!collection) this.byEntity.set(entity, (collection = new Map()));
    for (const doc of docs) {
      collection.set(doc._id, doc);
      this.bump(entity);
    }
    this.order.inserted(
      entity,
      docs.map((doc) => doc._id),
    );
    for (const doc of docs) this.tell(entity, undefined, doc);
  }

  /** Replaces a stored document by its next version. */
  replace(entity: string, before: StoredDoc, after: StoredDoc): void {
    this.byEntity.get(entity)?.set(after._id, after);
    this.bump(entity);
    this.tell(entity, before, after);
  }

  /** Removes the documents `ids` that exist; returns them. */
  remove(entity: string, ids: Iterable<string>): StoredDoc[] {
    const collection = this.map(entity);
    if (!collection) return [];
    const removed: StoredDoc[] = [];
    for (const id of new Set(ids)) {
      const before = collection.get(id);
      if (!before || !collection.delete(id)) continue;
      this.bump(entity);
      this.order.removed(entity, id);
      this.tell(entity, before, undefined);
      removed.push(before);
    }
    return removed;
  }

  /** Makes `collections` the whole state: every index built before is stale. */
  replaceAll(collections: Record<string, StoredDoc[]>): void {
    this.epochCount++;
    this.order.clear();
    this.keyIndexes.clear();
    this.byEntity = new Map();
    for (const [entity, docs] of Object.entries(collections)) {
      const collection = new Map<string, StoredDoc>();
      for (const doc of docs) if (doc && typeof doc._id === 'string') collection.set(doc._id, doc);
      this.byEntity.set(entity, collection);
    }
  }

  /** The stored documents of every collection (not copies), for a snapshot. */
  all(): Record<string, StoredDoc[]> {
    const collections: Record<string, StoredDoc[]> = {};
    for (const [entity, docs] of this.byEntity) collections[entity] = [...docs.values()];
    return collections;
  }

  private bump(entity: string): void {
    this.revisions.set(entity, (this.revisions.get(entity) ?? 0) + 1);
  }

  private tell(entity: string, before: StoredDoc | undefined, after: StoredDoc | undefined): void {
    this.keyIndexes.change(entity, before, after);
    for (const listener of this.listeners) listener({ entity, before, after });
  }
}
