import { randomBytes } from 'node:crypto';
import { closeSync, constants, fdatasyncSync, fsyncSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import * as nodeFs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Data directory layout (docs/persistence.md#fichiers), and the file-system calls made in it. */
export const SNAPSHOT_FILE = 'snapshot.jsonl';
export const journalFile = (generation: number) => `journal-${generation}.jsonl`;
/** The single JSON file of earlier versions: converted on start. */
export const LEGACY_FILE = 'store.json';
export const FILES_DIR = 'files';
export const NONCES_FILE = 'nonces.json';

export const JOURNAL_NAME = /^journal-(\d{1,15})\.jsonl$/;
/** `<target>.<pid>.<random>.tmp` (writeAtomically) or `<target>.<pid>.tmp` (secretsFile.ts). */
const TEMP_NAME = /\.(\d{1,10})(?:\.[0-9a-f]+)?\.tmp$/;
/**
 * The journal is opened O_DSYNC (where the system has it): one write per batch returns once the bytes are on
 * disk, with no separate fdatasync.
 */
export const { O_DSYNC } = constants as { O_DSYNC?: number };
export const JOURNAL_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (O_DSYNC ?? 0);

/** Data files are readable by their owner only, and so is their directory (docs/persistence.md#fichiers). */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/** Snapshot text is written in pieces of this size, so requests are served between them. */
export const CHUNK_CHARS = 256 * 1024;

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

export const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

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
export async function writeAtomically(
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

export const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** Temp files of writes a crash interrupted (their process is gone): never renamed, never read. */
export async function removeLeftovers(
  fs: FsLike,
  report: (line: string) => void,
  dir: string,
  known?: string[],
): Promise<void> {
  const names = known ?? (await fs.readdir(dir));
  let removed = 0;
  for (const name of names) {
    const pid = TEMP_NAME.exec(name)?.[1];
    const path = join(dir, name);
    if (pid === undefined || inFlight.has(path) || isLive(Number(pid))) continue;
    await fs.rm(path, { force: true });
    removed++;
  }
  if (removed > 0) {
    report(
      `[emulator] ${dir} : ${plural(removed, 'fichier temporaire', 'fichiers temporaires')} d’écritures interrompues supprimé${removed > 1 ? 's' : ''}.`,
    );
  }
}
