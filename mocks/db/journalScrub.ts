import { join } from 'node:path';
import { isNotFound, JOURNAL_NAME, SNAPSHOT_FILE, type FsLike } from './dataDirFiles';
import { decodeLine, encodeRecordIn, withoutDocuments } from './journal';

/**
 * An erasure without a stop-the-world (docs/persistence.md#effacement): each line of the snapshot and the journals
 * of `dataDir` that holds one of the documents `ids` is rewritten in place, at its length, without them (padding,
 * or a group without them); nothing else is read twice nor written. The caller waits for any snapshot being written.
 */
export async function scrubDataDir(fs: FsLike, dataDir: string, ids: ReadonlySet<string>): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(dataDir);
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  const paths = [
    ...(names.includes(SNAPSHOT_FILE) ? [join(dataDir, SNAPSHOT_FILE)] : []),
    ...names.filter((name) => JOURNAL_NAME.test(name)).map((name) => join(dataDir, name)),
  ];
  for (const path of paths) await scrubFile(fs, path, ids);
}

/** The start and end (its newline) of each whole line of `bytes` naming one of the ids: a byte search, no parse. */
function linesNaming(bytes: Buffer, ids: ReadonlySet<string>): Map<number, number> {
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
  return lines;
}

async function scrubFile(fs: FsLike, path: string, ids: ReadonlySet<string>): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path);
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  const patches: { at: number; line: Buffer }[] = [];
  for (const [start, end] of linesNaming(bytes, ids)) {
    const record = decodeLine(bytes.subarray(start, end).toString());
    if (!record) continue;
    const without = withoutDocuments(record, ids);
    if (without === record) continue;
    const line = encodeRecordIn(without, end + 1 - start) ?? encodeRecordIn({ op: 'pad' }, end + 1 - start);
    if (line !== undefined) patches.push({ at: start, line: Buffer.from(line) });
  }
  if (patches.length === 0) return;
  const handle = await fs.open(path, 'r+');
  try {
    for (const { at, line } of patches) await handle.write(line, 0, line.length, at);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
