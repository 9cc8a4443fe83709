import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { assertFileId, FILE_ID_PATTERN, type Persistence, type Snapshot } from './persistence';

export const SNAPSHOT_FILE = 'store.json';
export const FILES_DIR = 'files';
export const NONCES_FILE = 'nonces.json';

const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Writes to a unique temp file in the same directory, syncs it, then renames it over the target: a reader
 * (or a crash) sees the old content or the new one, never half of it.
 */
async function writeAtomically(target: string, data: string | Uint8Array): Promise<void> {
  const temp = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { collections, files } = value as Record<string, unknown>;
  return (
    typeof collections === 'object' &&
    collections !== null &&
    Object.values(collections).every(Array.isArray) &&
    typeof files === 'object' &&
    files !== null
  );
}

/** Node only: the snapshot as JSON in `dataDir/store.json`, each file's bytes in `dataDir/files/<id>`. */
export function filePersistence(dataDir: string): Persistence {
  const snapshotPath = join(dataDir, SNAPSHOT_FILE);
  const filesDir = join(dataDir, FILES_DIR);
  let dirs: Promise<unknown> | null = null;
  const ensureDirs = () => (dirs ??= mkdir(filesDir, { recursive: true }));

  return {
    async load() {
      let text: string;
      try {
        text = await readFile(snapshotPath, 'utf8');
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (!isSnapshot(parsed)) {
        // Keep the damaged file for inspection and start again from the seed rather than refuse to start.
        const aside = `${snapshotPath}.corrupt-${Date.now()}`;
        await rename(snapshotPath, aside);
        console.warn(
          `[emulator] ${snapshotPath} illisible : mis de côté sous ${aside}, données réinitialisées.`,
        );
        return null;
      }
      return parsed;
    },
    async save(snapshot) {
      // Serialise before the first await: the snapshot is the state at the time of the call.
      const text = JSON.stringify({ collections: snapshot.collections, files: snapshot.files });
      await ensureDirs();
      await writeAtomically(snapshotPath, text);
    },
    async saveFile(id, bytes) {
      assertFileId(id);
      await ensureDirs();
      await writeAtomically(join(filesDir, id), bytes);
    },
    async loadFile(id) {
      if (!FILE_ID_PATTERN.test(id)) return null;
      try {
        return new Uint8Array(await readFile(join(filesDir, id)));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async deleteFile(id) {
      if (!FILE_ID_PATTERN.test(id)) return;
      try {
        await unlink(join(filesDir, id));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}

/**
 * The signature nonces still in their 300 s window, saved when the HTTP server stops and read when it starts:
 * a request captured before a restart cannot be replayed after it. A missing or unreadable file is no nonce.
 */
export async function readNonces(dataDir: string): Promise<[string, number][]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dataDir, NONCES_FILE), 'utf8'));
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
  await mkdir(dataDir, { recursive: true });
  await writeAtomically(join(dataDir, NONCES_FILE), JSON.stringify(entries));
}
