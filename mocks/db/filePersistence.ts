import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_SNAPSHOT_BYTES,
  DIR_MODE,
  FILES_DIR,
  isNotFound,
  JOURNAL_FLAGS,
  JOURNAL_NAME,
  LEGACY_FILE,
  NODE_FS,
  NONCES_FILE,
  O_DSYNC,
  FILE_MODE,
  removeLeftovers,
  SNAPSHOT_FILE,
  journalFile,
  writeAtomically,
  type FilePersistenceOptions,
  type FsLike,
} from './dataDirFiles';
import { encodeRecord } from './journal';
import { readLegacyFile, recoverDataDir } from './journalRecovery';
import { scrubDataDir } from './journalScrub';
import { assertFileId, FILE_ID_PATTERN, type Change, type Persistence, type Snapshot } from './persistence';
import { removeJournalsBefore, writeSnapshotFile } from './snapshotFile';

export {
  FILES_DIR,
  journalFile,
  LEGACY_FILE,
  NODE_FS,
  NONCES_FILE,
  SNAPSHOT_FILE,
  type FilePersistenceOptions,
  type FsLike,
} from './dataDirFiles';

/**
 * Node only: the store as a snapshot (`snapshot.jsonl`) plus an append-only journal (`journal-<n>.jsonl`),
 * each file's bytes in `files/<id>` (docs/persistence.md). Each batch of changes is appended and fsynced once;
 * the store groups the changes that arrive during an fsync into the next batch.
 */
class JournalPersistence implements Persistence {
  readonly fs: FsLike;
  private readonly threshold: number;
  readonly report: (line: string) => void;
  private readonly snapshotPath: string;
  private readonly filesDir: string;
  private dirs: Promise<unknown> | null = null;

  /** Journal being appended to; the snapshot names the first journal to replay after it. */
  private generation = 0;
  /** The journal's file descriptor: its few small calls are synchronous, like its writes (append). */
  private fd: number | null = null;
  /** Bytes of the current journal known to be whole: a failed write is cut back to this before the next. */
  private journalBytes = 0;
  private broken = false;
  private snapshotBytes = 0;
  /** The snapshot being written while appends go on in the next journal. */
  private background: Promise<void> | null = null;

  constructor(
    readonly dataDir: string,
    options: FilePersistenceOptions,
  ) {
    this.fs = options.fs ?? NODE_FS;
    this.threshold = options.snapshotBytes ?? DEFAULT_SNAPSHOT_BYTES;
    this.report = options.report ?? ((line) => console.warn(line));
    this.snapshotPath = join(dataDir, SNAPSHOT_FILE);
    this.filesDir = join(dataDir, FILES_DIR);
  }

  private journalPath(generation: number) {
    return join(this.dataDir, journalFile(generation));
  }

  private ensureDirs() {
    return (this.dirs ??= this.fs.mkdir(this.filesDir, { recursive: true, mode: DIR_MODE }));
  }

  /** The stored state; null only when the directory holds no store at all (then, and only then, it is seeded). */
  async load(): Promise<Snapshot | null> {
    let names: string[];
    try {
      names = await this.fs.readdir(this.dataDir);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    await removeLeftovers(this.fs, this.report, this.dataDir, names);
    if (names.includes(FILES_DIR)) await removeLeftovers(this.fs, this.report, this.filesDir);
    const journals = names
      .map((name) => JOURNAL_NAME.exec(name)?.[1])
      .filter((gen) => gen !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    const hasSnapshot = names.includes(SNAPSHOT_FILE);
    if (!hasSnapshot && journals.length === 0) {
      return names.includes(LEGACY_FILE) ? this.migrate() : null;
    }
    // A conversion stopped after its snapshot was written: the old file's data is all in the snapshot.
    if (names.includes(LEGACY_FILE)) await this.fs.rm(join(this.dataDir, LEGACY_FILE), { force: true });
    return this.recover(hasSnapshot, journals);
  }

  async save(snapshot: Snapshot): Promise<void> {
    await this.background;
    await this.ensureDirs();
    await this.rotate(snapshot);
  }

  async append(changes: Change[], state: () => Snapshot): Promise<void> {
    if (changes.length === 0) return;
    const bytes = Buffer.from(changes.map((change) => encodeRecord(change)).join(''));
    if (this.fd === null) await this.ensureDirs();
    try {
      const fd = this.journal();
      if (this.broken) {
        // Whatever a failed write left is cut off: the batch is written again whole.
        this.fs.ftruncateSync(fd, this.journalBytes);
        this.broken = false;
      }
      // Synchronous, on purpose: its writers are answered in the same turn of the event loop. Through the thread
      // pool each write waits one more turn, behind every request being served: under load that more than
      // doubled an insert's p95. The store bounds what a turn spends here (docs/persistence.md#écriture-groupée).
      for (let offset = 0; offset < bytes.length;) {
        offset += this.fs.writeSync(fd, bytes, offset, bytes.length - offset);
      }
      if (!O_DSYNC) this.fs.fdatasyncSync(fd);
    } catch (error) {
      this.broken = true;
      throw error;
    }
    this.journalBytes += bytes.length;
    if (!this.background && this.journalBytes >= Math.max(this.threshold, this.snapshotBytes)) {
      this.background = this.rotate(state())
        .catch((error: unknown) => {
          // The journals stay until a snapshot succeeds: nothing is lost, recovery replays them all.
          console.error('[emulator] échec de l’écriture de l’instantané :', error);
        })
        .finally(() => {
          this.background = null;
        });
    }
  }

  /**
   * Compaction (an RGPD erasure, docs/persistence.md#effacement): a snapshot of `state` alone, then every journal
   * before it deleted, as a size-triggered snapshot does, but now and awaited. No other snapshot runs meanwhile.
   */
  async compact(state: () => Snapshot): Promise<void> {
    await this.ensureDirs();
    while (this.background) await this.background;
    const run = this.rotate(state());
    this.background = run
      .catch(() => undefined)
      .finally(() => {
        this.background = null;
      });
    await run;
  }

  /**
   * An erasure without a stop-the-world (docs/persistence.md#effacement): the records that held the documents `ids`
   * are rewritten in place without them (mocks/db/journalScrub.ts). A snapshot being written meanwhile is waited for
   * first: it was taken of a state that may still hold them.
   */
  async scrub(ids: ReadonlySet<string>): Promise<void> {
    if (ids.size === 0) return;
    while (this.background) await this.background;
    await scrubDataDir(this.fs, this.dataDir, ids);
  }

  async close(): Promise<void> {
    await this.background;
    this.closeJournal();
  }

  private closeJournal(): void {
    const fd = this.fd;
    this.fd = null;
    if (fd !== null) this.fs.closeSync(fd);
  }

  async saveFile(id: string, bytes: Uint8Array): Promise<void> {
    assertFileId(id);
    await this.ensureDirs();
    await writeAtomically(this.fs, join(this.filesDir, id), (handle) => handle.writeFile(bytes));
  }

  async loadFile(id: string): Promise<Uint8Array | null> {
    if (!FILE_ID_PATTERN.test(id)) return null;
    try {
      return new Uint8Array(await this.fs.readFile(join(this.filesDir, id)));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async deleteFile(id: string): Promise<void> {
    if (!FILE_ID_PATTERN.test(id)) return;
    await this.fs.rm(join(this.filesDir, id), { force: true });
  }

  /**
   * The current journal, opened (and its name made durable) on first use. Synchronous, as its writes: through
   * the thread pool, opening it under load held the writes behind it for several turns.
   */
  private journal(): number {
    if (this.fd !== null) return this.fd;
    if (this.generation === 0) this.generation = 1;
    const fd = this.fs.openSync(this.journalPath(this.generation), JOURNAL_FLAGS, FILE_MODE);
    try {
      const dir = this.fs.openSync(this.dataDir, 'r');
      try {
        this.fs.fsyncSync(dir);
      } finally {
        this.fs.closeSync(dir);
      }
    } catch (error) {
      this.fs.closeSync(fd);
      throw error;
    }
    this.fd = fd;
    return fd;
  }

  /**
   * Moves appends to a new journal at once (before any await), then writes `snapshot` naming that journal and
   * deletes the journals it covers. The snapshot is serialised in pieces: the store keeps serving meanwhile,
   * and as stored documents are replaced, never mutated, the pieces are all of the state at the call.
   */
  private rotate(snapshot: Snapshot): Promise<void> {
    this.closeJournal();
    this.generation += 1;
    this.journalBytes = 0;
    this.broken = false;
    const generation = this.generation;
    return (async () => {
      this.snapshotBytes = await writeSnapshotFile(this.fs, this.snapshotPath, snapshot, generation);
      await removeJournalsBefore(this.fs, this.dataDir, generation);
    })();
  }

  /** Data of the single-file format, converted to a snapshot (refused when it cannot be read whole). */
  private async migrate(): Promise<Snapshot> {
    const snapshot = await readLegacyFile(this);
    await this.save(snapshot);
    const path = join(this.dataDir, LEGACY_FILE);
    await this.fs.rm(path, { force: true });
    this.report(`[emulator] ${path} converti au format journal (${SNAPSHOT_FILE}).`);
    return snapshot;
  }

  /** The snapshot and journals read back (mocks/db/journalRecovery.ts); appends go on in the last journal. */
  private async recover(hasSnapshot: boolean, journals: number[]): Promise<Snapshot> {
    const recovered = await recoverDataDir(this, hasSnapshot, journals);
    this.generation = recovered.generation;
    this.journalBytes = recovered.journalBytes;
    this.snapshotBytes = recovered.snapshotBytes;
    if (recovered.rewrite) await this.save(recovered.snapshot);
    return recovered.snapshot;
  }
}

export function filePersistence(dataDir: string, options: FilePersistenceOptions = {}): Persistence {
  return new JournalPersistence(dataDir, options);
}

/**
 * The signature nonces still in their 300 s window, saved when the HTTP server stops and read when it starts:
 * a request captured before a restart cannot be replayed after it. A missing or unreadable file is no nonce.
 */
export async function readNonces(dataDir: string): Promise<[string, number][]> {
  try {
    const parsed: unknown = JSON.parse(await nodeFs.readFile(join(dataDir, NONCES_FILE), 'utf8'));
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
    );
  } catch {
    return [];
  }
}

export async function writeNonces(dataDir: string, entries: readonly [string, number][]): Promise<void> {
  await nodeFs.mkdir(dataDir, { recursive: true, mode: DIR_MODE });
  await writeAtomically(NODE_FS, join(dataDir, NONCES_FILE), (handle) =>
    handle.writeFile(JSON.stringify(entries)),
  );
}
