import { META_FIELDS, withoutMeta } from '@shared/domain/documentMeta';
import type { FileMeta, StoredDoc } from './records';
import type { Change, Persistence, SingleChange, Snapshot } from './persistence';
import { KeyIndexes, type IndexKey } from './keyIndexes';
import { compareBy, compileFilter, QueryError, type Filter, type Sort } from './query';

/** A query inside the emulator (the HTTP side's is `FindQuery`, @shared/http/types, bounded and with a token). */
export interface StoreQuery {
  filter?: Filter;
  sort?: Sort;
  /** Page size; 0 or absent means no limit. */
  limit?: number;
  skip?: number;
}

/** One document change, told to the store's watchers (DocumentStore.watch). */
export type ChangeListener = (change: {
  entity: string;
  before: Readonly<StoredDoc> | undefined;
  after: Readonly<StoredDoc> | undefined;
}) => void;

export interface StoreOptions {
  persistence: Persistence;
  /** Data of a fresh store; called with the store's clock. */
  seed?: (now: Date) => Snapshot | Promise<Snapshot>;
  now?: () => Date;
}

const META_KEYS: ReadonlySet<string> = new Set(META_FIELDS);
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 20 URL-safe random characters (120 bits). */
export function randomId(): string {
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(20))) id += ID_ALPHABET[byte & 63];
  return id;
}

/**
 * Deep copy of JSON-like data, dropping `undefined` (as a save and reload would). Stored documents are never
 * mutated after they are stored, so copying on the way in and on the way out is enough to isolate callers.
 */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => cloneJson(item)) as T;
  if (value instanceof Uint8Array) return value.slice() as T;
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // An assignment to '__proto__' would change the prototype instead of storing a field: never a real one.
      if (item === undefined || key === '__proto__') continue;
      out[key] = cloneJson(item);
    }
    return out as T;
  }
  return value;
}

function checkPaging(name: string, value: number | undefined): number {
  if (value === undefined) return 0;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new QueryError(`« ${name} » doit être un entier positif ou nul.`);
  }
  return value;
}

/** Index of the first element of `sorted` that `item` sorts strictly before (so equal items keep their order). */
function upperBound<T>(sorted: T[], item: T, cmp: (a: T, b: T) => number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(item, sorted[mid]!) < 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Two sorted arrays as one. */
function mergeSorted<T>(a: T[], b: T[], cmp: (x: T, y: T) => number): T[] {
  const out: T[] = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = cmp(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/** Elements sorted or merged before sortInSlices yields to the event loop. */
const SORT_SLICE = 8_000;

/**
 * `items` sorted by `cmp` (a bottom-up merge sort), yielding to the event loop after each slice of about
 * SORT_SLICE elements: however long the list, no slice holds the server more than a few milliseconds.
 */
export async function sortInSlices<T>(items: T[], cmp: (a: T, b: T) => number): Promise<T[]> {
  let runs: T[][] = [];
  for (let i = 0; i < items.length; i += SORT_SLICE) {
    runs.push(items.slice(i, i + SORT_SLICE).sort(cmp));
    if (items.length > SORT_SLICE) await endOfTurn();
  }
  while (runs.length > 1) {
    const next: T[][] = [];
    let work = 0;
    for (let i = 0; i < runs.length; i += 2) {
      const pair = runs[i + 1];
      next.push(pair ? mergeSorted(runs[i]!, pair, cmp) : runs[i]!);
      work += runs[i]!.length + (pair?.length ?? 0);
      if (work >= SORT_SLICE * 4) {
        work = 0;
        await endOfTurn();
      }
    }
    runs = next;
  }
  return runs[0] ?? [];
}

/** Above this page end a full sort is cheaper than keeping a sorted buffer. */
const TOP_K_MAX = 500;

/**
 * The emulator's document database: collections of JSON documents with the platform's query language,
 * plus a file store. Everything is in memory; each change is written behind through a Persistence, with
 * writes coalesced (one in flight, the rest grouped into the next) so a burst of changes costs at most two
 * writes. A persistence that keeps a journal is sent the changes only, never the whole store
 * (docs/persistence.md).
 */
export class DocumentStore {
  private readonly persistence: Persistence;
  private readonly seed: StoreOptions['seed'];
  private readonly now: () => Date;

  private collections = new Map<string, Map<string, StoredDoc>>();
  private files = new Map<string, FileMeta>();
  /** Bytes not yet confirmed written, so a file can be read back at once. */
  private unsavedBytes = new Map<string, Uint8Array>();

  private loading: Promise<void> | null = null;
  private loaded = false;

  private changes = 0;
  private saved = 0;
  /** Changes not yet handed to a journaling persistence (empty for the others). */
  private pending: Change[] = [];
  /** The whole state was replaced (seed, reset): the next write is a full save, not a journal entry. */
  private replaced = false;
  private writer: Promise<void> | null = null;
  /** Writes made at once in this turn of the event loop, and the time they took (batchStart). */
  private turn = { writes: 0, ms: 0, ending: false };
  /** Resolved at the end of each write, for the flush() calls waiting on it. */
  private written = signal();
  private saveError: unknown;
  private fileOps = new Map<string, Promise<void>>();
  private fileError: unknown;
  /** Per collection, bumped on every change; `epoch` on every whole-state replacement (see revision()). */
  private revisions = new Map<string, number>();
  private epoch = 0;
  /**
   * pageAfter's index: each collection's ids in code-point order, kept up to date by every insert and removal once
   * built (orderIds builds it in slices); dropped when the whole state is replaced or a large batch arrives.
   */
  private idOrder = new Map<string, string[]>();
  /** Told of every document change (ChangeListener): indexes kept beside the store follow it without a rebuild. */
  private listeners = new Set<ChangeListener>();
  /** While set, changes are recorded here instead of being written (transaction()). */
  private sink: SingleChange[] | null = null;
  /** Documents by a computed key, for the lookups rules make on each write (lookup()). */
  private keyIndexes = new KeyIndexes();
  /** Documents visited by passes over a collection (documentsScanned). */
  private scanned = 0;

  constructor(options: StoreOptions) {
    this.persistence = options.persistence;
    this.seed = options.seed;
    this.now = options.now ?? (() => new Date());
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
        this.apply(snapshot);
      } else {
        await this.install(await this.seedSnapshot(), []);
      }
      this.loaded = true;
    })();
    return this.loading;
  }

  find(entity: string, q: StoreQuery = {}): { total: number; list: StoredDoc[] } {
    const limit = checkPaging('limit', q.limit);
    const skip = checkPaging('skip', q.skip);
    const predicate = compileFilter(q.filter);
    const sortKeys = q.sort ? Object.keys(q.sort).length : 0;
    const cmp = q.sort && sortKeys > 0 ? compareBy(q.sort) : null;
    const end = limit > 0 ? skip + limit : Infinity;
    let total = 0;

    if (!cmp) {
      const page: StoredDoc[] = [];
      for (const doc of this.docs(entity)) {
        if (!predicate(doc)) continue;
        if (total >= skip && total < end) page.push(doc);
        total++;
      }
      return { total, list: page.map(cloneJson) };
    }

    if (end <= TOP_K_MAX) {
      // Keep only the best `end` documents in a sorted buffer: one comparison for most documents.
      const top: StoredDoc[] = [];
      for (const doc of this.docs(entity)) {
        if (!predicate(doc)) continue;
        total++;
        if (top.length === end && cmp(doc, top[end - 1]!) >= 0) continue;
        // Shift by hand: splice allocates on every call, and this runs for every new best document.
        const at = upperBound(top, doc, cmp);
        let i = top.length < end ? top.length : end - 1;
        if (top.length < end) top.push(doc);
        for (; i > at; i--) top[i] = top[i - 1]!;
        top[at] = doc;
      }
      return { total, list: top.slice(skip).map(cloneJson) };
    }

    const matched: StoredDoc[] = [];
    for (const doc of this.docs(entity)) if (predicate(doc)) matched.push(doc);
    matched.sort(cmp);
    return { total: matched.length, list: matched.slice(skip, end).map(cloneJson) };
  }

  list(entity: string, q: { filter?: Filter; sort?: Sort } = {}): StoredDoc[] {
    return this.find(entity, { filter: q.filter, sort: q.sort }).list;
  }

  /**
   * The first `limit` documents matching `filter` whose `_id` sorts after `after` in code-point order: a cursor that
   * stays valid while documents come and go (the campaign send walks the subscribers with it). A binary search to
   * the cursor, then forward: a call costs its page, not the collection (await orderIds first to build the index
   * in slices; without it, the first call sorts the ids at once).
   */
  pageAfter(entity: string, q: { after?: string; filter?: Filter; limit: number }): StoredDoc[] {
    const predicate = compileFilter(q.filter);
    const collection = this.collection(entity, false);
    if (!collection || q.limit <= 0) return [];
    let ids = this.idOrder.get(entity);
    if (!ids) this.idOrder.set(entity, (ids = [...collection.keys()].sort(byCodePoint)));
    const page: StoredDoc[] = [];
    for (let i = upperBound(ids, q.after ?? '', byCodePoint); i < ids.length && page.length < q.limit; i++) {
      const doc = collection.get(ids[i]!);
      if (doc && predicate(doc)) page.push(cloneJson(doc));
    }
    return page;
  }

  /**
   * Builds pageAfter's index of `entity` in bounded slices that yield to other requests (a sort of 100,000 ids at
   * once holds the server for 100 to 200 ms). Changes made meanwhile are applied once it is built.
   */
  async orderIds(entity: string): Promise<void> {
    while (!this.idOrder.has(entity)) {
      const epoch = this.epoch;
      const revision = this.revision(entity);
      const collection = this.collection(entity, false);
      if (!collection) return;
      const ids = await sortInSlices([...collection.keys()], byCodePoint);
      // Built on a state that has since changed: the changes are not in it, build again (rare: a reset, a batch).
      if (this.epoch === epoch && this.revision(entity) !== revision) {
        const known = new Set(ids);
        const current = this.collection(entity, false);
        if (!current) return;
        const added = [...current.keys()].filter((id) => !known.has(id)).sort(byCodePoint);
        const kept = ids.filter((id) => current.has(id));
        this.idOrder.set(entity, mergeSorted(kept, added, byCodePoint));
      } else if (this.epoch === epoch) {
        this.idOrder.set(entity, ids);
      }
    }
  }

  /**
   * Calls `listener` after every change of a document (inserted: `before` undefined; removed: `after` undefined)
   * and, with `replaced`, when the whole state is replaced (load, reset). Returns the unsubscribe function.
   */
  watch(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The stored documents themselves, not copies (for indexes beside the store): never to be changed. */
  rawDocuments(entity: string): readonly Readonly<StoredDoc>[] {
    return [...this.docs(entity)];
  }

  /** Bumped whenever the whole state is replaced (load, reset): an index built before is stale. */
  get generation(): number {
    return this.epoch;
  }

  /**
   * Changes when anything in `entity` changes (or the whole state is replaced): an index kept beside the store
   * (mocks/handlers/deliveryIndex.ts) knows by it whether it is still up to date.
   */
  revision(entity: string): string {
    return `${this.epoch}:${this.revisions.get(entity) ?? 0}`;
  }

  /**
   * Copies of `entity`'s documents whose `keyOf` is `key`, through an index the store keeps (docs/persistence.md#index):
   * a lookup costs the documents found, not the collection, once the index is built (on the first lookup). `keyOf`
   * names the index: pass the same function each time.
   */
  lookup(entity: string, keyOf: IndexKey, key: string): StoredDoc[] {
    const collection = this.collection(entity, false);
    if (!collection) return [];
    return this.keyIndexes
      .ids(entity, keyOf, key, () => this.docs(entity))
      .flatMap((id) => {
        const doc = collection.get(id);
        return doc ? [cloneJson(doc)] : [];
      });
  }

  /** How many documents the passes over a collection (find, count, where…) have visited: their cost, counted. */
  get documentsScanned(): number {
    return this.scanned;
  }

  get(entity: string, id: string): StoredDoc | undefined {
    const doc = this.collection(entity, false)?.get(id);
    return doc ? cloneJson(doc) : undefined;
  }

  insert(entity: string, doc: Record<string, unknown>): StoredDoc {
    return this.insertMany(entity, [doc])[0]!;
  }

  insertMany(entity: string, docs: Record<string, unknown>[]): StoredDoc[] {
    const collection = this.collection(entity, true);
    const stamp = this.now().toISOString();
    const stored = docs.map((doc) => {
      let _id = randomId();
      while (collection.has(_id)) _id = randomId();
      const fresh: StoredDoc = { ...cloneJson(withoutMeta(doc)), _id, createdAt: stamp, updatedAt: stamp };
      collection.set(_id, fresh);
      this.record({ op: 'put', entity, doc: fresh });
      return fresh;
    });
    const ids = this.idOrder.get(entity);
    // A large batch (an import) is merged in one pass on the next orderIds; a few ids go in at their place.
    if (ids && stored.length > 1000) this.idOrder.delete(entity);
    else if (ids) for (const doc of stored) ids.splice(upperBound(ids, doc._id, byCodePoint), 0, doc._id);
    for (const doc of stored) this.tell(entity, undefined, doc);
    if (stored.length > 0) this.markDirty();
    return stored.map(cloneJson);
  }

  /** Sets the given fields (an `undefined` value removes the field), keeps the others, bumps `updatedAt`. */
  update(entity: string, id: string, fields: Record<string, unknown>): StoredDoc | undefined {
    const collection = this.collection(entity, false);
    const current = collection?.get(id);
    if (!collection || !current) return undefined;
    const next: StoredDoc = { ...current };
    for (const [key, value] of Object.entries(fields)) {
      if (META_KEYS.has(key) || key === '__proto__') continue;
      if (value === undefined) delete next[key];
      else next[key] = cloneJson(value);
    }
    next.updatedAt = this.now().toISOString();
    // Replace rather than mutate: a snapshot being written keeps the version it captured.
    collection.set(id, next);
    this.record({ op: 'put', entity, doc: next });
    this.tell(entity, current, next);
    this.markDirty();
    return cloneJson(next);
  }

  /**
   * Records a document again exactly as it is (not even `updatedAt` changes): the cost of a write without a change,
   * for a path that must take as long as the one that writes (a sign-up, docs/newsletter.md#inscription).
   */
  touch(entity: string, id: string): boolean {
    const doc = this.collection(entity, false)?.get(id);
    if (!doc) return false;
    const change: SingleChange = { op: 'put', entity, doc };
    if (this.sink) this.sink.push(change);
    else if (this.persistence.append && !this.replaced) this.pending.push(change);
    this.markDirty();
    return true;
  }

  remove(entity: string, id: string): boolean {
    return this.removeMany(entity, [id]) === 1;
  }

  removeMany(entity: string, ids: string[]): number {
    const collection = this.collection(entity, false);
    if (!collection) return 0;
    let removed = 0;
    const order = this.idOrder.get(entity);
    for (const id of new Set(ids)) {
      const before = collection.get(id);
      if (!before || !collection.delete(id)) continue;
      this.record({ op: 'del', entity, id });
      if (order) {
        const at = upperBound(order, id, byCodePoint) - 1;
        if (order[at] === id) order.splice(at, 1);
      }
      this.tell(entity, before, undefined);
      removed++;
    }
    if (removed > 0) this.markDirty();
    return removed;
  }

  putFile(bytes: Uint8Array, meta: { name: string; mimeType: string }): FileMeta {
    this.assertLoaded();
    let id = randomId();
    while (this.files.has(id)) id = randomId();
    const stored: FileMeta = {
      id,
      name: safeFileName(meta.name),
      mimeType: String(meta.mimeType).slice(0, 100) || 'application/octet-stream',
      size: bytes.byteLength,
      createdAt: this.now().toISOString(),
    };
    const copy = bytes.slice();
    this.files.set(id, stored);
    this.record({ op: 'file', file: stored });
    this.unsavedBytes.set(id, copy);
    this.queueFileOp(id, async () => {
      await this.persistence.saveFile(id, copy);
      if (this.unsavedBytes.get(id) === copy) this.unsavedBytes.delete(id);
    });
    this.markDirty();
    return { ...stored };
  }

  async getFile(id: string): Promise<{ meta: FileMeta; bytes: Uint8Array } | undefined> {
    this.assertLoaded();
    const meta = this.files.get(id);
    if (!meta) return undefined;
    const pending = this.unsavedBytes.get(id);
    const bytes = pending ? pending.slice() : await this.persistence.loadFile(id);
    // Deleted while it was being read: it is gone.
    if (!bytes || !this.files.has(id)) return undefined;
    return { meta: { ...meta }, bytes };
  }

  getFileMeta(id: string): FileMeta | undefined {
    const meta = this.files.get(id);
    return meta ? { ...meta } : undefined;
  }

  /** Metadata of every stored file (quota and orphan sweep: docs/security.md#fichiers). */
  listFiles(): FileMeta[] {
    this.assertLoaded();
    return [...this.files.values()].map((meta) => ({ ...meta }));
  }

  deleteFile(id: string): boolean {
    this.assertLoaded();
    if (!this.files.delete(id)) return false;
    this.record({ op: 'unfile', id });
    this.unsavedBytes.delete(id);
    this.queueFileOp(id, () => this.persistence.deleteFile(id));
    this.markDirty();
    return true;
  }

  /** Resolves once every change made before the call is durable; rejects with the error of a failed write. */
  async flush(): Promise<void> {
    const target = this.changes;
    while (this.fileOps.size > 0) await Promise.all(this.fileOps.values());
    if (this.fileError !== undefined) {
      const error = this.fileError;
      this.fileError = undefined;
      throw error;
    }
    while (this.saved < target) {
      // Wait for the write under way (or the next one), not for the writer to run out of changes: under a
      // steady flow of writes it may never, and each caller would wait for later callers' writes too.
      const written = this.written.promise;
      this.writer ??= this.writeLoop();
      await written;
      if (this.saved < target && this.saveError !== undefined) {
        const error = this.saveError;
        this.saveError = undefined;
        throw error;
      }
    }
  }

  /**
   * Makes every change durable, then has a journaling persistence rewrite its files from the current state alone:
   * what was erased (an RGPD erasure, docs/persistence.md#effacement) no longer sits in an older journal line.
   */
  async compact(): Promise<void> {
    await this.flush();
    await this.persistence.compact?.(() => this.toSnapshot());
  }

  /**
   * Makes every change durable, then has the persistence rewrite the records that held the documents `ids` (removed
   * before the call): an RGPD erasure that costs the records it touches, never a rewrite of the whole store
   * (docs/persistence.md#effacement).
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

  /**
   * A view of this store whose changes are held until `commit()`, then written as one journal record
   * (docs/persistence.md#groupes): a crash keeps all of them or none. Reads see every change at once, as on the store;
   * the view's `flush()` waits for nothing (the commit's flush does).
   */
  transaction(): StoreTransaction {
    const held: SingleChange[] = [];
    const into = <T>(run: () => T): T => {
      const outer = this.sink;
      this.sink = held;
      try {
        return run();
      } finally {
        this.sink = outer;
      }
    };
    const writes: Partial<DocumentStore> = {
      insert: (entity, doc) => into(() => this.insert(entity, doc)),
      insertMany: (entity, docs) => into(() => this.insertMany(entity, docs)),
      update: (entity, id, fields) => into(() => this.update(entity, id, fields)),
      touch: (entity, id) => into(() => this.touch(entity, id)),
      remove: (entity, id) => into(() => this.remove(entity, id)),
      removeMany: (entity, ids) => into(() => this.removeMany(entity, ids)),
      putFile: (bytes, meta) => into(() => this.putFile(bytes, meta)),
      deleteFile: (id) => into(() => this.deleteFile(id)),
      flush: async () => undefined,
    };
    const view = new Proxy(this, {
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
        const changes = this.currentOf(held.splice(0));
        if (changes.length === 0) return;
        this.record(changes.length === 1 ? changes[0]! : { op: 'group', changes });
        this.markDirty();
      },
    };
  }

  /**
   * The entries a group records: each document and file it touched as it is now, in the order first touched. A
   * change made meanwhile outside the group was journaled already: the group, written after it, must not bring
   * back an older version of the same document.
   */
  private currentOf(changes: readonly SingleChange[]): SingleChange[] {
    const seen = new Set<string>();
    const current: SingleChange[] = [];
    for (const change of changes) {
      if (change.op === 'put' || change.op === 'del') {
        const id = change.op === 'put' ? change.doc._id : change.id;
        const key = `d\n${change.entity}\n${id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const doc = this.collections.get(change.entity)?.get(id);
        current.push(
          doc ? { op: 'put', entity: change.entity, doc } : { op: 'del', entity: change.entity, id },
        );
      } else {
        const id = change.op === 'file' ? change.file.id : change.id;
        const key = `f\n${id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const file = this.files.get(id);
        current.push(file ? { op: 'file', file } : { op: 'unfile', id });
      }
    }
    return current;
  }

  /** Tests: replaces every collection and file with `snapshot` (default: a fresh seed) and saves it. */
  async reset(snapshot?: Snapshot): Promise<void> {
    await this.flush().catch(() => undefined);
    const next = snapshot ? cloneJson(snapshot) : await this.seedSnapshot();
    const previousFiles = [...this.files.keys()];
    this.loading = Promise.resolve();
    await this.install(next, previousFiles);
    this.loaded = true;
  }

  /** Number of documents matching `filter`, without copying any (dashboard figures). */
  count(entity: string, filter?: Filter): number {
    const predicate = compileFilter(filter);
    let total = 0;
    for (const doc of this.docs(entity)) if (predicate(doc)) total++;
    return total;
  }

  /**
   * Copies of the documents `match` accepts, in insertion order: for the emulator's own lookups that the query
   * language cannot express (one subscriber per mailbox, docs/newsletter.md#une-boîte-un-abonné).
   */
  where(entity: string, match: (doc: Readonly<StoredDoc>) => boolean): StoredDoc[] {
    const found: StoredDoc[] = [];
    for (const doc of this.docs(entity)) if (match(doc)) found.push(cloneJson(doc));
    return found;
  }

  private async seedSnapshot(): Promise<Snapshot> {
    return this.seed ? await this.seed(this.now()) : { collections: {}, files: {} };
  }

  /** Makes `snapshot` the whole state, writes its bytes, removes files it no longer lists, and saves it. */
  private async install(snapshot: Snapshot, previousFiles: string[]): Promise<void> {
    this.apply(snapshot);
    this.replaced = true;
    this.pending = [];
    this.unsavedBytes.clear();
    for (const id of previousFiles) {
      if (!this.files.has(id)) this.queueFileOp(id, () => this.persistence.deleteFile(id));
    }
    for (const [id, bytes] of Object.entries(snapshot.fileBytes ?? {})) {
      if (!this.files.has(id)) continue;
      const copy = bytes.slice();
      this.unsavedBytes.set(id, copy);
      this.queueFileOp(id, async () => {
        await this.persistence.saveFile(id, copy);
        if (this.unsavedBytes.get(id) === copy) this.unsavedBytes.delete(id);
      });
    }
    this.markDirty();
    await this.flush();
  }

  private apply(snapshot: Snapshot): void {
    this.epoch++;
    this.idOrder.clear();
    this.keyIndexes.clear();
    this.collections = new Map();
    for (const [entity, docs] of Object.entries(snapshot.collections)) {
      const collection = new Map<string, StoredDoc>();
      for (const doc of docs) if (doc && typeof doc._id === 'string') collection.set(doc._id, doc);
      this.collections.set(entity, collection);
    }
    this.files = new Map(Object.entries(snapshot.files ?? {}));
  }

  private toSnapshot(): Snapshot {
    const collections: Record<string, StoredDoc[]> = {};
    for (const [entity, docs] of this.collections) collections[entity] = [...docs.values()];
    return { collections, files: Object.fromEntries(this.files) };
  }

  private assertLoaded(): void {
    if (!this.loaded) throw new Error('DocumentStore : appeler await store.ready() avant de l’utiliser.');
  }

  private collection(entity: string, create: true): Map<string, StoredDoc>;
  private collection(entity: string, create: false): Map<string, StoredDoc> | undefined;
  private collection(entity: string, create: boolean): Map<string, StoredDoc> | undefined {
    this.assertLoaded();
    let collection = this.collections.get(entity);
    if (!collection && create) {
      collection = new Map();
      this.collections.set(entity, collection);
    }
    return collection;
  }

  private docs(entity: string): Iterable<StoredDoc> {
    const collection = this.collection(entity, false);
    this.scanned += collection?.size ?? 0;
    return collection?.values() ?? [];
  }

  private tell(entity: string, before: StoredDoc | undefined, after: StoredDoc | undefined): void {
    this.keyIndexes.change(entity, before, after);
    for (const listener of this.listeners) listener({ entity, before, after });
  }

  private record(change: Change): void {
    if (change.op === 'put' || change.op === 'del') {
      this.revisions.set(change.entity, (this.revisions.get(change.entity) ?? 0) + 1);
    }
    if (this.sink && change.op !== 'group') {
      this.sink.push(change);
      return;
    }
    if (this.persistence.append && !this.replaced) this.pending.push(change);
  }

  private markDirty(): void {
    // A transaction's changes are written by its commit.
    if (this.sink) return;
    this.changes++;
    this.writer ??= this.writeLoop();
  }

  /** Saves until the saved state is the current one; changes made during a write ride on the next one. */
  private async writeLoop(): Promise<void> {
    try {
      while (this.saved < this.changes) {
        const deferred = await this.batchStart();
        const target = this.changes;
        // Counted in the turn the write started in, even if it ends in a later one; a write at the end of a
        // turn counts for none (else one slow write there would put off every write of the next turn).
        const turn = deferred ? { writes: 0, ms: 0, ending: true } : this.currentTurn();
        const started = performance.now();
        await this.writeOnce();
        turn.writes++;
        turn.ms += performance.now() - started;
        this.saved = target;
        this.saveError = undefined;
        this.signalWritten();
      }
    } catch (error) {
      this.saveError = error;
      console.error('[emulator] échec de l’enregistrement des données :', error);
    } finally {
      this.writer = null;
      this.signalWritten();
    }
  }

  /**
   * When the next write may take the changes made so far (docs/persistence.md#écriture-groupée). A write goes as
   * soon as the current burst of synchronous changes is over, so a request is answered in the turn of the event
   * loop that served it. Once this turn has made IMMEDIATE_WRITES writes or spent IMMEDIATE_MS in them, later
   * changes wait for the end of the turn and go together: however many requests a turn serves, it makes at most
   * IMMEDIATE_WRITES + 1 writes and blocks about IMMEDIATE_MS plus one write.
   */
  private async batchStart(): Promise<boolean> {
    const turn = this.currentTurn();
    const deferred = turn.writes >= IMMEDIATE_WRITES || turn.ms >= IMMEDIATE_MS;
    await (deferred ? endOfTurn() : Promise.resolve());
    return deferred;
  }

  /** This turn's account of writes, replaced by a fresh one when the turn ends. */
  private currentTurn(): { writes: number; ms: number; ending: boolean } {
    if (!this.turn.ending) {
      this.turn.ending = true;
      void endOfTurn().then(() => (this.turn = { writes: 0, ms: 0, ending: false }));
    }
    return this.turn;
  }

  /** Wakes the callers of flush() waiting on the write that just ended (written or failed). */
  private signalWritten(): void {
    const done = this.written;
    this.written = signal();
    done.resolve();
  }

  /** The changes since the last write as journal entries, or the whole state when there is no journal. */
  private async writeOnce(): Promise<void> {
    if (!this.persistence.append || this.replaced) {
      const wasReplaced = this.replaced;
      this.replaced = false;
      this.pending = [];
      try {
        await this.persistence.save(this.toSnapshot());
      } catch (error) {
        this.replaced ||= wasReplaced;
        throw error;
      }
      return;
    }
    const batch = this.pending;
    this.pending = [];
    try {
      await this.persistence.append(batch, () => this.toSnapshot());
    } catch (error) {
      // Written again, first, by the next attempt: journal entries are idempotent (whole documents).
      this.pending = batch.concat(this.pending);
      throw error;
    }
  }

  /** File writes and deletions run in order per file id; a failure is kept for the next flush. */
  private queueFileOp(id: string, op: () => Promise<void>): void {
    const previous = this.fileOps.get(id) ?? Promise.resolve();
    const next = previous.then(op).catch((error: unknown) => {
      this.fileError ??= error;
      console.error(`[emulator] échec d’écriture du fichier ${id} :`, error);
    });
    this.fileOps.set(id, next);
    void next.then(() => {
      if (this.fileOps.get(id) === next) this.fileOps.delete(id);
    });
  }
}

/** A store whose changes are held until committed together (DocumentStore.transaction()). */
export interface StoreTransaction {
  store: DocumentStore;
  /** Records the held changes as one group and starts their write (await the store's flush for it). */
  commit(): void;
}

/** Writes per turn of the event loop made as soon as asked, and the time they may take (batchStart). */
const IMMEDIATE_WRITES = 8;
const IMMEDIATE_MS = 10;

/** Resolves after the current turn of the event loop: Node's check phase, or a new task elsewhere. */
const endOfTurn = () =>
  new Promise<void>((done) =>
    typeof setImmediate === 'function' ? setImmediate(done) : setTimeout(done, 0),
  );

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A file name is displayed and put in a URL: no path separators, no control characters, bounded length. */
function safeFileName(name: string): string {
  const cleaned = String(name)
    .replace(/[\\/]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return cleaned || 'fichier';
}
