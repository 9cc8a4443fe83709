import { META_FIELDS, withoutMeta } from '@shared/domain/documentMeta';
import type { FileMeta, StoredDoc } from './records';
import type { Persistence, Snapshot } from './persistence';
import { findIn, type StoreQuery } from './collectionQueries';
import { Collections, type ChangeListener } from './collections';
import { JournalWriter } from './journalWriter';
import type { IndexKey } from './keyIndexes';
import { compileFilter, type Filter, type Sort } from './query';
import { StoreFiles } from './storeFiles';
import { applySnapshot, installSnapshot, snapshotOf, type StoreState } from './storeSnapshots';
import { cloneJson, randomId } from './storedValues';
import { openTransaction, type StoreTransaction } from './transactions';

export { randomId } from './storedValues';
export { sortInSlices } from './sortedIds';

export interface StoreOptions {
  persistence: Persistence;
  /** Data of a fresh store; called with the store's clock. */
  seed?: (now: Date) => Snapshot | Promise<Snapshot>;
  now?: () => Date;
}

const META_KEYS: ReadonlySet<string> = new Set(META_FIELDS);

/**
 * The emulator's document database: collections of JSON documents with the platform's query language, plus a file
 * store. Everything is in memory (mocks/db/collections.ts, mocks/db/storeFiles.ts); each change is written behind
 * through a Persistence (mocks/db/journalWriter.ts, docs/persistence.md).
 */
export class DocumentStore {
  private readonly persistence: Persistence;
  private readonly seed: StoreOptions['seed'];
  private readonly now: () => Date;
  private readonly collections = new Collections(() => this.assertLoaded());
  private readonly files: StoreFiles;
  private readonly writer: JournalWriter;
  private readonly state: StoreState;
  private loading: Promise<void> | null = null;
  private loaded = false;

  constructor(options: StoreOptions) {
    this.persistence = options.persistence;
    this.seed = options.seed;
    this.now = options.now ?? (() => new Date());
    this.files = new StoreFiles(this.persistence);
    this.writer = new JournalWriter(this.persistence, () => snapshotOf(this.state));
    this.state = { collections: this.collections, files: this.files, writer: this.writer };
  }

  /** The store itself, also when reached through a transaction's view: what indexes kept beside it are keyed by. */
  get root(): DocumentStore {
    return this;
  }

  /** Loads the saved data, or seeds a fresh store and saves the seed. Safe to call many times. */
  ready(): Promise<void> {
    this.loading ??= (async () => {
      const snapshot = await this.persistence.load();
      if (snapshot) {
        applySnapshot(this.state, snapshot);
      } else {
        await this.install(await this.seedSnapshot(), []);
      }
      this.loaded = true;
    })();
    return this.loading;
  }

  find(entity: string, q: StoreQuery = {}): { total: number; list: StoredDoc[] } {
    return findIn(this.collections.docs(entity), q);
  }

  list(entity: string, q: { filter?: Filter; sort?: Sort } = {}): StoredDoc[] {
    return this.find(entity, { filter: q.filter, sort: q.sort }).list;
  }

  /**
   * The first `limit` documents matching `filter` whose `_id` sorts after `after` in code-point order: a cursor that
   * stays valid while documents come and go (the campaign send), costing its page (mocks/db/idOrder.ts).
   */
  pageAfter(entity: string, q: { after?: string; filter?: Filter; limit: number }): StoredDoc[] {
    return this.collections.order.page(entity, q);
  }

  /** Builds pageAfter's index of `entity` in bounded slices that yield to other requests. */
  orderIds(entity: string): Promise<void> {
    return this.collections.order.build(entity);
  }

  /** Calls `listener` after every change of a document; returns the unsubscribe function. */
  watch(listener: ChangeListener): () => void {
    return this.collections.watch(listener);
  }

  /** The stored documents themselves, not copies (for indexes beside the store): never to be changed. */
  rawDocuments(entity: string): readonly Readonly<StoredDoc>[] {
    return [...this.collections.docs(entity)];
  }

  /** Bumped whenever the whole state is replaced (load, reset): an index built before is stale. */
  get generation(): number {
    return this.collections.epoch;
  }

  /** Changes when anything in `entity` changes (or the whole state is replaced): for indexes beside the store. */
  revision(entity: string): string {
    return this.collections.revision(entity);
  }

  /**
   * Copies of `entity`'s documents whose `keyOf` is `key`, through an index the store keeps
   * (docs/persistence.md#index): a lookup costs the documents found, not the collection, once the index is built (on
   * the first lookup). `keyOf` names the index: pass the same function each time.
   */
  lookup(entity: string, keyOf: IndexKey, key: string): StoredDoc[] {
    return this.collections.lookup(entity, keyOf, key);
  }

  /** The ids of the documents `lookup` would copy: to know whether any document holds a key. */
  lookupIds(entity: string, keyOf: IndexKey, key: string): string[] {
    return this.collections.lookupIds(entity, keyOf, key);
  }

  /** How many documents the passes over a collection (find, count, where…) have visited: their cost, counted. */
  get documentsScanned(): number {
    return this.collections.scanned;
  }

  get(entity: string, id: string): StoredDoc | undefined {
    const doc = this.collections.map(entity)?.get(id);
    return doc ? cloneJson(doc) : undefined;
  }

  insert(entity: string, doc: Record<string, unknown>): StoredDoc {
    return this.insertMany(entity, [doc])[0]!;
  }

  insertMany(entity: string, docs: Record<string, unknown>[]): StoredDoc[] {
    const stamp = this.now().toISOString();
    const taken = new Set<string>();
    const stored = docs.map((doc): StoredDoc => {
      let _id = randomId();
      while (taken.has(_id) || this.collections.has(entity, _id)) _id = randomId();
      taken.add(_id);
      return { ...cloneJson(withoutMeta(doc)), _id, createdAt: stamp, updatedAt: stamp };
    });
    this.collections.insert(entity, stored);
    for (const doc of stored) this.writer.record({ op: 'put', entity, doc });
    if (stored.length > 0) this.writer.markDirty();
    return stored.map(cloneJson);
  }

  /** Sets the given fields (an `undefined` value removes the field), keeps the others, bumps `updatedAt`. */
  update(entity: string, id: string, fields: Record<string, unknown>): StoredDoc | undefined {
    const current = this.collections.map(entity)?.get(id);
    if (!current) return undefined;
    const next: StoredDoc = { ...current };
    for (const [key, value] of Object.entries(fields)) {
      if (META_KEYS.has(key) || key === '__proto__') continue;
      if (value === undefined) delete next[key];
      else next[key] = cloneJson(value);
    }
    next.updatedAt = this.now().toISOString();
    // Replace rather than mutate: a snapshot being written keeps the version it captured.
    this.collections.replace(entity, current, next);
    this.writer.record({ op: 'put', entity, doc: next });
    this.writer.markDirty();
    return cloneJson(next);
  }

  /** Records a document again as it is: a write that changes nothing (a sign-up, docs/newsletter.md#inscription). */
  touch(entity: string, id: string): boolean {
    const doc = this.collections.map(entity)?.get(id);
    if (!doc) return false;
    this.writer.record({ op: 'put', entity, doc });
    this.writer.markDirty();
    return true;
  }

  remove(entity: string, id: string): boolean {
    return this.removeMany(entity, [id]) === 1;
  }

  removeMany(entity: string, ids: string[]): number {
    const removed = this.collections.remove(entity, ids);
    for (const doc of removed) this.writer.record({ op: 'del', entity, id: doc._id });
    if (removed.length > 0) this.writer.markDirty();
    return removed.length;
  }

  putFile(bytes: Uint8Array, meta: { name: string; mimeType: string }): FileMeta {
    this.assertLoaded();
    const stored = this.files.put(bytes, meta, this.now());
    this.writer.record({ op: 'file', file: stored });
    this.writer.markDirty();
    return { ...stored };
  }

  async getFile(id: string): Promise<{ meta: FileMeta; bytes: Uint8Array } | undefined> {
    this.assertLoaded();
    return this.files.get(id);
  }

  getFileMeta(id: string): FileMeta | undefined {
    return this.files.meta(id);
  }

  /** Metadata of every stored file (quota and orphan sweep: docs/security.md#fichiers). */
  listFiles(): FileMeta[] {
    this.assertLoaded();
    return this.files.list();
  }

  deleteFile(id: string): boolean {
    this.assertLoaded();
    if (!this.files.delete(id)) return false;
    this.writer.record({ op: 'unfile', id });
    this.writer.markDirty();
    return true;
  }

  /** Resolves once every change made before the call is durable; rejects with the error of a failed write. */
  async flush(): Promise<void> {
    await this.files.settle();
    await this.writer.flush();
  }

  /** Makes every change durable, then has a journaling persistence rewrite its files from the current state. */
  async compact(): Promise<void> {
    await this.flush();
    await this.persistence.compact?.(() => snapshotOf(this.state));
  }

  /**
   * Makes every change durable, then has the persistence rewrite the records that held the documents `ids` (removed
   * before the call): an RGPD erasure at the cost of those records (docs/persistence.md#effacement).
   */
  async scrub(ids: Iterable<string>): Promise<void> {
    await this.flush();
    await this.persistence.scrub?.(new Set(ids));
  }

  /** Makes every change durable, then lets the persistence finish its background work and release its files. */
  async close(): Promise<void> {
    await this.flush();
    await this.persistence.close?.();
  }

  /** A view of this store whose changes are held until `commit()`, then written as one journal record. */
  transaction(): StoreTransaction {
    return openTransaction(this, this.writer, {
      doc: (entity, id) => this.collections.current(entity, id),
      file: (id) => this.files.current(id),
    });
  }

  /** Tests: replaces every collection and file with `snapshot` (default: a fresh seed) and saves it. */
  async reset(snapshot?: Snapshot): Promise<void> {
    await this.flush().catch(() => undefined);
    const next = snapshot ? cloneJson(snapshot) : await this.seedSnapshot();
    const previousFiles = this.files.list().map((meta) => meta.id);
    this.loading = Promise.resolve();
    await this.install(next, previousFiles);
    this.loaded = true;
  }

  /** Number of documents matching `filter`, without copying any (dashboard figures). */
  count(entity: string, filter?: Filter): number {
    const predicate = compileFilter(filter);
    let total = 0;
    for (const doc of this.collections.docs(entity)) if (predicate(doc)) total++;
    return total;
  }

  /** Copies of the documents `match` accepts, in insertion order (a lookup the query language cannot express). */
  where(entity: string, match: (doc: Readonly<StoredDoc>) => boolean): StoredDoc[] {
    const found: StoredDoc[] = [];
    for (const doc of this.collections.docs(entity)) if (match(doc)) found.push(cloneJson(doc));
    return found;
  }

  private async seedSnapshot(): Promise<Snapshot> {
    return this.seed ? await this.seed(this.now()) : { collections: {}, files: {} };
  }

  /** Makes `snapshot` the whole state, writes its bytes, removes files it no longer lists, and saves it. */
  private async install(snapshot: Snapshot, previousFiles: string[]): Promise<void> {
    installSnapshot(this.state, snapshot, previousFiles);
    await this.flush();
  }

  private assertLoaded(): void {
    if (!this.loaded) throw new Error('DocumentStore : appeler await store.ready() avant de l’utiliser.');
  }
}
