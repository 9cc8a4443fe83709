import type { FileMeta, StoredDoc } from './records';

/** Everything the store holds except file bytes, which live beside it (one entry per file). */
export interface Snapshot {
  collections: Record<string, StoredDoc[]>;
  files: Record<string, FileMeta>;
  /**
   * Bytes of the files above that must be written with the snapshot (the seed's sample images). The store
   * writes them through `saveFile` and never keeps this field: a saved snapshot does not carry it.
   */
  fileBytes?: Record<string, Uint8Array>;
}

/** One change of the store, as a journal records it: a document or file entry set whole, or removed. */
export type SingleChange =
  | { op: 'put'; entity: string; doc: StoredDoc }
  | { op: 'del'; entity: string; id: string }
  | { op: 'file'; file: FileMeta }
  | { op: 'unfile'; id: string };

/**
 * Changes that are kept together or not at all (a keyed write and its kept answer, docs/persistence.md#groupes):
 * one journal record, so a crash during its write loses the whole group, never part of it.
 */
export type GroupChange = { op: 'group'; changes: SingleChange[] };

export type Change = SingleChange | GroupChange;

/**
 * Where a store keeps its data: memory (tests), a journal and snapshots (Node server, docs/persistence.md) or
 * IndexedDB (browser). `save` writes the whole state; a persistence with `append` is sent only the changes.
 */
export interface Persistence {
  load(): Promise<Snapshot | null>;
  save(snapshot: Snapshot): Promise<void>;
  /**
   * Records `changes` (in order) and resolves once they are durable. `state` gives the whole store, for a
   * persistence that decides to take a snapshot now and then; it is read synchronously when called.
   */
  append?(changes: Change[], state: () => Snapshot): Promise<void>;
  /**
   * Rewrites the stored files from `state` alone (read synchronously when called), so that nothing removed before
   * the call remains anywhere on disk (docs/persistence.md#effacement). Only a persistence with a journal has one.
   */
  compact?(state: () => Snapshot): Promise<void>;
  /**
   * Rewrites, in place, every stored record that holds one of the documents `ids` (already removed from the state),
   * so that none of them can be read back from the files (docs/persistence.md#effacement). Only a persistence with a
   * journal has one: the others save the whole state, which no longer holds them.
   */
  scrub?(ids: ReadonlySet<string>): Promise<void>;
  /** Waits for background work and releases open files; a later call reopens them. */
  close?(): Promise<void>;
  saveFile(id: string, bytes: Uint8Array): Promise<void>;
  loadFile(id: string): Promise<Uint8Array | null>;
  deleteFile(id: string): Promise<void>;
}

/** File ids become file names and storage keys: only URL-safe characters, so no path can escape. */
export const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function assertFileId(id: string): void {
  if (!FILE_ID_PATTERN.test(id)) throw new Error(`Identifiant de fichier invalide : « ${id} »`);
}

/** Keeps a serialised copy, so later changes to the store never reach a "saved" snapshot. */
export function memoryPersistence(): Persistence {
  let saved: string | null = null;
  const files = new Map<string, Uint8Array>();
  return {
    async load() {
      return saved === null ? null : (JSON.parse(saved) as Snapshot);
    },
    async save(snapshot) {
      saved = JSON.stringify({ collections: snapshot.collections, files: snapshot.files });
    },
    async saveFile(id, bytes) {
      assertFileId(id);
      files.set(id, bytes.slice());
    },
    async loadFile(id) {
      const bytes = files.get(id);
      return bytes ? bytes.slice() : null;
    },
    async deleteFile(id) {
      files.delete(id);
    },
  };
}
