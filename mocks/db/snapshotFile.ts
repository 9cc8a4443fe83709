import { join } from 'node:path';
import { CHUNK_CHARS, JOURNAL_NAME, writeAtomically, type FsLike } from './dataDirFiles';
import { encodeRecord } from './journal';
import type { Snapshot } from './persistence';

/**
 * Writes `snapshot` to `path` atomically, naming `generation` as the first journal to replay after it; returns its
 * size. The text is written in pieces, so requests are served between them (docs/persistence.md#instantanés).
 */
export async function writeSnapshotFile(
  fs: FsLike,
  path: string,
  snapshot: Snapshot,
  generation: number,
): Promise<number> {
  let bytes = 0;
  await writeAtomically(fs, path, async (handle) => {
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

/** Deletes the journals a snapshot naming `generation` covers. */
export async function removeJournalsBefore(fs: FsLike, dataDir: string, generation: number): Promise<void> {
  for (const name of await fs.readdir(dataDir)) {
    const gen = JOURNAL_NAME.exec(name)?.[1];
    if (gen !== undefined && Number(gen) < generation) {
      await fs.rm(join(dataDir, name), { force: true });
    }
  }
}
