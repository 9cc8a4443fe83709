import { randomBytes } from 'node:crypto';
import { closeSync, constants, fdatasyncSync, fsyncSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import * as nodeFs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isRecord } from '@shared/guards';
import {
  decodeLine,
  encodeRecord,
  encodeRecordIn,
  isChange,
  readRecords,
  ReplayState,
  withoutDocuments,
} from './journal';
import { assertFileId, FILE_ID_PATTERN, type Change, type Persistence, type Snapshot } from './persistence';

/** Data directory layout (docs/persistence.md). */
export const SNAPSHOT_FILE = 'snapshot.jsonl';
export const journalFile = (generation: number) => `journal-${generation}.jsonl`;
/** The single JSON file of earlier versions: converted on start. */
export const LEGACY_FILE = 'store.json';
export const FILES_DIR = 'files';
export const NONCES_FILE = 'nonces.json';

const JOURNAL_NAME = /^journal-(\d{1,15})\.jsonl$/;
/** `<target>.<pid>.<random>.tmp` (writeAtomically) or `<target>.<pid>.tmp` (secretsFile.ts). */
const TEMP_NAME = /\.(\d{1,10})(?:\.[0-9a-f]+)?\.tmp$/;
/**
 * The journal is opened O_DSYNC (where the system has it): one write per batch returns once the bytes are on
 * disk, with no separate fdatasync.
 */
const { O_DSYNC } = constants as { O_DSYNC?: number };
const JOURNAL_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (O_DSYNC ?? 0);

/** Data files are readable by their owner only, and so is their directory (docs/persistence.md#fichiers). */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** Snapshot text is written in pieces of this size, so requests are served between them. */
const CHUNK_CHARS = 256 * 1024;

/** The few file-system calls this module makes; tests pass a wrapper to count, hold or fail writes. */
export type FsLike = Pick<
  typeof nodeFs,
  'open' | 'readFile' | 'readdir' | 'rename' | 'rm' | 'mkdir' | 'copyFile'
> & {
  openSync: typeof openSync;
  writeSync: typeof writeSync;
  fdatasyncSync: typeof fdatasyncSync;
  fsyncSync: typeof fsyncSync;
  ftruncateSync: typeof ftruncateSync;
  closeSync: typeof closeSync;
};

export const NODE_FS: FsLike = {
  ...nodeFs,
  openSync,
  writeSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  closeSync,
};

export interface FilePersistenceOptions {
  /**
   * A snapshot is taken once the journal holds more than this many bytes, or more than the last snapshot if
   * that is larger: writing snapshots then costs, per change, a constant share of the bytes it changed.
   */
  snapshotBytes?: number;
  fs?: FsLike;
  /** Where recovery reports what it found (one line per file); console.warn by default. */
  report?: (line: string) => void;
}

export const DEFAULT_SNAPSHOT_BYTES = 4 * 1024 * 1024;

const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Temp files this process is writing: never "leftovers", whatever a second reader of the directory thinks. */
const inFlight = new Set<string>();

/** fsync of a directory: makes a file's creation, rename or removal in it survive a crash. */
async function syncDir(fs: FsLike, dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes to a unique temp file in the same directory, syncs it, then renames it over the target and syncs the
 * directory: a reader (or a crash) sees the old content or the new one, never half of it.
 */
async function writeAtomically(
  fs: FsLike,
  target: string,
  write: (handle: FileHandle) => Promise<void>,
): Promise<void> {
  const temp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  inFlight.add(temp);
  try {
    const handle = await fs.open(temp, 'w', FILE_MODE);
    try {
      await write(handle);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    await syncDir(fs, dirname(target));
  } finally {
    inFlight.delete(temp);
  }
}

/** A process that may still be writing its temp file (this process only for the files in `inFlight`). */
function isLive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

function isLegacySnapshot(value: unknown): value is Snapshot {
  if (!isRecord(value)) return false;
  const { collections, files } = value;
  return isRecord(collections) && Object.values(collections).every(Array.isArray) && isRecord(files);
}

/**
 * Node only: the store as a snapshot (`snapshot.jsonl`) plus an append-only journal (`journal-<n>.jsonl`),
 * each file's bytes in `files/<id>` (docs/persistence.md). Each batch of changes is appended and fsynced once;
 * the store groups the changes that arrive during an fsync into the next batch.
 */
class JournalPersistence implements Persistence {
  private readonly fs: FsLike;
  private readonly threshold: number;
  private readonly report: (line: string) => void;
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
    private readonly dataDir: string,
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
    await this.removeLeftovers(this.dataDir, names);
    if (names.includes(FILES_DIR)) await this.removeLeftovers(this.filesDir);
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
   * An erasure without a stop-the-world (docs/persistence.md#effacement): each line of the snapshot and the journals
   * that holds one of the documents `ids` is rewritten in place, at its length, without them (padding, or a group
   * without them); nothing else is read twice nor written. A snapshot being written meanwhile is waited for first:
   * it was taken of a state that may still hold them.
   */
  async scrub(ids: ReadonlySet<string>): Promise<void> {
    if (ids.size === 0) return;
    while (this.background) await this.background;
    let names: string[];
    try {
      names = await this.fs.readdir(this.dataDir);
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    const paths = [
      ...(names.includes(SNAPSHOT_FILE) ? [this.snapshotPath] : []),
      ...names.filter((name) => JOURNAL_NAME.test(name)).map((name) => join(this.dataDir, name)),
    ];
    for (const path of paths) await this.scrubFile(path, ids);
  }

  private async scrubFile(path: string, ids: ReadonlySet<string>): Promise<void> {
    let bytes: Buffer;
    try {
      bytes = await this.fs.readFile(path);
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    // The lines naming one of the ids, found by a byte search: a 200 MB file is scanned, not parsed.
    const lines = new Map<number, number>();
    for (const id of ids) {
      const needle = Buffer.from(`"${id}"`);
      for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) {
        const end = bytes.indexOf(0x0a, at);
        // A torn last line is never replayed: nothing to rewrite there.
        if (end === -1) break;
        lines.set(bytes.lastIndexOf(0x0a, at) + 1, end);
      }
    }
    const patches: { at: number; line: Buffer }[] = [];
    for (const [start, end] of lines) {
      const record = decodeLine(bytes.subarray(start, end).toString());
      if (!record) continue;
      const without = withoutDocuments(record, ids);
      if (without === record) continue;
      const line = encodeRecordIn(without, end + 1 - start) ?? encodeRecordIn({ op: 'pad' }, end + 1 - start);
      if (line !== undefined) patches.push({ at: start, line: Buffer.from(line) });
    }
    if (patches.length === 0) return;
    const handle = await this.fs.open(path, 'r+');
    try {
      for (const { at, line } of patches) await handle.write(line, 0, line.length, at);
      await handle.sync();
    } finally {
      await handle.close();
    }
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
      this.snapshotBytes = await this.writeSnapshot(snapshot, generation);
      await this.removeJournalsBefore(generation);
    })();
  }

  private async writeSnapshot(snapshot: Snapshot, generation: number): Promise<number> {
    let bytes = 0;
    await writeAtomically(this.fs, this.snapshotPath, async (handle) => {
      let chunk = encodeRecord({ op: 'snapshot', format: 1, journal: generation });
      let records = 0;
      const write = async () => {
        bytes += Buffer.byteLength(chunk);
        await handle.writeFile(chunk);
        chunk = '';
      };
      for (const [entity, docs] of Object.entries(snapshot.collections)) {
        for (const doc of docs) {
          chunk += encodeRecord({ op: 'put', entity, doc });
          records++;
          if (chunk.length >= CHUNK_CHARS) await write();
        }
      }
      for (const file of Object.values(snapshot.files ?? {})) {
        chunk += encodeRecord({ op: 'file', file });
        records++;
        if (chunk.length >= CHUNK_CHARS) await write();
      }
      chunk += encodeRecord({ op: 'end', records });
      await write();
    });
    return bytes;
  }

  private async removeJournalsBefore(generation: number): Promise<void> {
    for (const name of await this.fs.readdir(this.dataDir)) {
      const gen = JOURNAL_NAME.exec(name)?.[1];
      if (gen !== undefined && Number(gen) < generation) {
        await this.fs.rm(join(this.dataDir, name), { force: true });
      }
    }
  }

  /** Temp files of writes a crash interrupted (their process is gone): never renamed, never read. */
  private async removeLeftovers(dir: string, known?: string[]): Promise<void> {
    const names = known ?? (await this.fs.readdir(dir));
    let removed = 0;
    for (const name of names) {
      const pid = TEMP_NAME.exec(name)?.[1];
      const path = join(dir, name);
      if (pid === undefined || inFlight.has(path) || isLive(Number(pid))) continue;
      await this.fs.rm(path, { force: true });
      removed++;
    }
    if (removed > 0) {
      this.report(
        `[emulator] ${dir} : ${plural(removed, 'fichier temporaire', 'fichiers temporaires')} d’écritures interrompues supprimé${removed > 1 ? 's' : ''}.`,
      );
    }
  }

  /** Data of the single-file format: refused (never replaced by the seed) when it cannot be read whole. */
  private async migrate(): Promise<Snapshot> {
    const path = join(this.dataDir, LEGACY_FILE);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await this.fs.readFile(path, 'utf8'));
    } catch {
      parsed = undefined;
    }
    if (!isLegacySnapshot(parsed)) {
      throw new Error(
        `${path} : données illisibles. Le serveur ne démarre pas pour ne pas les remplacer par les données ` +
          `d’exemple : réparez ce fichier, ou déplacez-le hors du dossier pour repartir des exemples.`,
      );
    }
    const state = new ReplayState();
    state.load(parsed);
    const snapshot = state.toSnapshot();
    await this.save(snapshot);
    await this.fs.rm(path, { force: true });
    this.report(`[emulator] ${path} converti au format journal (${SNAPSHOT_FILE}).`);
    return snapshot;
  }

  /**
   * Snapshot, then the journals after it in order. A torn last line (a crash during a write, never
   * acknowledged) is cut off; damaged lines elsewhere are skipped, the files kept aside as they were, and a
   * fresh snapshot is written of everything that could be read. Every drop is reported, file by file.
   */
  private async recover(hasSnapshot: boolean, journals: number[]): Promise<Snapshot> {
    const state = new ReplayState();
    let from = journals[0] ?? 1;
    const damaged: string[] = [];
    let rewrite = false;
    if (hasSnapshot) {
      const read = readRecords(await this.fs.readFile(this.snapshotPath));
      this.snapshotBytes = read.goodBytes;
      const header = read.records[0];
      const end = read.records.at(-1);
      const changes = read.records.filter(isChange);
      for (const change of changes) state.apply(change);
      const problems: string[] = [];
      if (end?.op !== 'end') {
        // Cut short (a copy or a disk that stopped midway): a snapshot is written whole or not at all, so the
        // rest of the data is nowhere else. Serving the first half would silently drop the other.
        throw new Error(
          `${this.snapshotPath} : instantané tronqué (fin manquante, ${plural(changes.length, 'enregistrement lu', 'enregistrements lus')}). ` +
            `Le serveur ne démarre pas pour ne pas servir une partie des données seulement : remettez ce fichier en ` +
            `entier (sauvegarde). Le déplacer hors du dossier fait repartir des seuls journaux, qui n’ont que les ` +
            `changements écrits depuis cet instantané.`,
        );
      }
      if (header?.op === 'snapshot') from = header.journal;
      else problems.push('en-tête illisible, tous les journaux sont rejoués');
      const unreadable = read.damagedLines.length + read.tornRecords;
      if (unreadable > 0) problems.push(`${plural(unreadable, 'ligne illisible', 'lignes illisibles')}`);
      // An erased record left its padding in place (#effacement): still counted.
      const kept = changes.length + read.records.filter((record) => record.op === 'pad').length;
      if (end.records > kept && unreadable === 0) {
        problems.push(
          `${plural(end.records - kept, 'enregistrement manquant', 'enregistrements manquants')}`,
        );
      }
      if (problems.length > 0) {
        damaged.push(this.snapshotPath);
        this.report(
          `[emulator] ${this.snapshotPath} endommagé (${problems.join(', ')}) : ` +
            `${plural(changes.length, 'enregistrement récupéré', 'enregistrements récupérés')}.`,
        );
      }
    } else {
      rewrite = true;
      this.report(
        `[emulator] ${this.snapshotPath} absent : état reconstruit à partir des journaux seuls ` +
          `(${journals.map(journalFile).join(', ')}).`,
      );
    }

    this.generation = from;
    const last = journals.at(-1);
    for (const generation of journals) {
      const path = this.journalPath(generation);
      // Already in the snapshot: a crash came between writing it and deleting them.
      if (generation < from) {
        await this.fs.rm(path, { force: true });
        continue;
      }
      const read = readRecords(await this.fs.readFile(path));
      const changes = read.records.filter(isChange);
      for (const change of changes) state.apply(change);
      const pads = read.records.filter((record) => record.op === 'pad').length;
      const misplaced = read.records.length - changes.length - pads;
      const middle = read.damagedLines.length + misplaced;
      if (middle > 0) {
        damaged.push(path);
        const count = read.damagedLines.length;
        const lines = count > 0 ? ` (ligne${count > 1 ? 's' : ''} ${read.damagedLines.join(', ')})` : '';
        this.report(
          `[emulator] ${path} : ${plural(middle, 'enregistrement endommagé ignoré', 'enregistrements endommagés ignorés')}${lines}.`,
        );
      }
      if (read.tornRecords > 0) {
        if (generation === last) await this.cut(path, read.goodBytes);
        else damaged.push(path);
        this.report(
          `[emulator] ${path} : dernière ligne incomplète (écriture interrompue), ` +
            `${plural(read.tornRecords, 'enregistrement ignoré', 'enregistrements ignorés')}.`,
        );
      }
      this.generation = generation;
      this.journalBytes = read.goodBytes;
    }

    const snapshot = state.toSnapshot();
    if (rewrite || damaged.length > 0) {
      // Copies of the damaged files as they were, then one clean snapshot: nothing is reported twice.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      for (const path of new Set(damaged)) {
        const aside = `${path}.damaged-${stamp}`;
        await this.fs.copyFile(path, aside);
        this.report(`[emulator] copie de ${path} gardée sous ${aside}.`);
      }
      await this.save(snapshot);
    }
    return snapshot;
  }

  private async cut(path: string, bytes: number): Promise<void> {
    const handle = await this.fs.open(path, 'r+');
    try {
      await handle.truncate(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
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
