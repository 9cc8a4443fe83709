import type { FileMeta } from './records';
import type { Persistence } from './persistence';
import { randomId, safeFileName } from './storedValues';

/**
 * The store's files: their metadata in memory, their bytes written through the persistence in order per file id.
 * Bytes not yet confirmed written are kept, so a file can be read back at once.
 */
export class StoreFiles {
  private metas = new Map<string, FileMeta>();
  private readonly unsavedBytes = new Map<string, Uint8Array>();
  private readonly ops = new Map<string, Promise<void>>();
  private error: unknown;

  constructor(private readonly persistence: Persistence) {}

  has(id: string): boolean {
    return this.metas.has(id);
  }

  /** The stored metadata itself (not a copy). */
  current(id: string): FileMeta | undefined {
    return this.metas.get(id);
  }

  meta(id: string): FileMeta | undefined {
    const meta = this.metas.get(id);
    return meta ? { ...meta } : undefined;
  }

  list(): FileMeta[] {
    return [...this.metas.values()].map((meta) => ({ ...meta }));
  }

  all(): Record<string, FileMeta> {
    return Object.fromEntries(this.metas);
  }

  /** Stores a new file and starts writing its bytes; returns its stored metadata. */
  put(bytes: Uint8Array, meta: { name: string; mimeType: string }, now: Date): FileMeta {
    let id = randomId();
    while (this.metas.has(id)) id = randomId();
    const stored: FileMeta = {
      id,
      name: safeFileName(meta.name),
      mimeType: String(meta.mimeType).slice(0, 100) || 'application/octet-stream',
      size: bytes.byteLength,
      createdAt: now.toISOString(),
    };
    this.metas.set(id, stored);
    this.writeBytes(id, bytes.slice());
    return stored;
  }

  async get(id: string): Promise<{ meta: FileMeta; bytes: Uint8Array } | undefined> {
    const meta = this.metas.get(id);
    if (!meta) return undefined;
    const pending = this.unsavedBytes.get(id);
    const bytes = pending ? pending.slice() : await this.persistence.loadFile(id);
    // Deleted while it was being read: it is gone.
    if (!bytes || !this.metas.has(id)) return undefined;
    return { meta: { ...meta }, bytes };
  }

  delete(id: string): boolean {
    if (!this.metas.delete(id)) return false;
    this.unsavedBytes.delete(id);
    this.queue(id, () => this.persistence.deleteFile(id));
    return true;
  }

  /** Makes `files` the whole set (their metadata, without writing anything). */
  replaceAll(files: Record<string, FileMeta> | undefined): void {
    this.metas = new Map(Object.entries(files ?? {}));
  }

  /** After a replacement: deletes the files `previous` listed that are gone, writes the bytes of those given. */
  writeReplaced(previous: readonly string[], bytes: Record<string, Uint8Array> | undefined): void {
    this.unsavedBytes.clear();
    for (const id of previous) {
      if (!this.metas.has(id)) this.queue(id, () => this.persistence.deleteFile(id));
    }
    for (const [id, content] of Object.entries(bytes ?? {})) {
      if (this.metas.has(id)) this.writeBytes(id, content.slice());
    }
  }

  /** Resolves once every file write started is over; rejects with the first failure since the last call. */
  async settle(): Promise<void> {
    while (this.ops.size > 0) await Promise.all(this.ops.values());
    if (this.error !== undefined) {
      const error = this.error;
      this.error = undefined;
      throw error;
    }
  }

  private writeBytes(id: string, copy: Uint8Array): void {
    this.unsavedBytes.set(id, copy);
    this.queue(id, async () => {
      await this.persistence.saveFile(id, copy);
      if (this.unsavedBytes.get(id) === copy) this.unsavedBytes.delete(id);
    });
  }

  /** File writes and deletions run in order per file id; a failure is kept for the next settle(). */
  private queue(id: string, op: () => Promise<void>): void {
    const previous = this.ops.get(id) ?? Promise.resolve();
    const next = previous.then(op).catch((error: unknown) => {
      this.error ??= error;
      console.error(`[emulator] échec d’écriture du fichier ${id} :`, error);
    });
    this.ops.set(id, next);
    void next.then(() => {
      if (this.ops.get(id) === next) this.ops.delete(id);
    });
  }
}
