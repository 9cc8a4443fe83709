import * as nodeFs from 'node:fs/promises';
import { openSync, writeSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  filePersistence,
  FILES_DIR,
  journalFile,
  LEGACY_FILE,
  NODE_FS,
  NONCES_FILE,
  readNonces,
  SNAPSHOT_FILE,
  writeNonces,
  type FilePersistenceOptions,
  type FsLike,
} from './filePersistence';
import { decodeLine, encodeRecord } from './journal';
import type { Snapshot } from './persistence';
import { DocumentStore } from './store';
import type { StoredDoc } from './records';

let dir: string;
let reports: string[];
const open: DocumentStore[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lh-store-'));
  reports = [];
});
afterEach(async () => {
  for (const store of open.splice(0)) await store.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

const SEED: Snapshot = {
  collections: { jobs: [{ _id: 'seed-job', createdAt: 'a', updatedAt: 'a', title: 'Exemple' }] },
  files: {},
};

async function openStore(
  dataDir = dir,
  options: FilePersistenceOptions & { seed?: () => Snapshot } = {},
): Promise<DocumentStore> {
  const { seed, ...persistenceOptions } = options;
  const store = new DocumentStore({
    persistence: filePersistence(dataDir, { report: (line) => reports.push(line), ...persistenceOptions }),
    seed,
  });
  open.push(store);
  await store.ready();
  return store;
}

/** A closed store's files, as a crash would leave them (close only waits for a snapshot in progress). */
async function closeAll() {
  for (const store of open.splice(0)) await store.close();
}

const names = async (path = dir) => (await readdir(path)).sort();
const lines = async (name: string) => (await readFile(join(dir, name), 'utf8')).split('\n').filter(Boolean);
const journals = async () => (await names()).filter((n) => /^journal-\d+\.jsonl$/.test(n));

/** Writes `length` bytes of `bytes` from `offset` to the journal for real; returns the count written. */
type Write = (bytes: Uint8Array, offset: number, length: number) => number;

/**
 * An injected file system whose journal writes (each one synced to disk on return: O_DSYNC) go through
 * `intercept`, to count, inspect or break them.
 */
function journalFs(intercept: (call: number, write: Write, bytes: Uint8Array) => number) {
  let calls = 0;
  const journalFds = new Set<number>();
  const fs: FsLike = {
    ...NODE_FS,
    openSync: ((...args: Parameters<typeof openSync>) => {
      const fd = openSync(...args);
      if (/journal-\d+\.jsonl$/.test(String(args[0]))) journalFds.add(fd);
      return fd;
    }) as typeof openSync,
    writeSync: ((fd: number, bytes: Uint8Array, offset?: number | null, length?: number | null) => {
      const start = offset ?? 0;
      const count = length ?? bytes.length - start;
      const write: Write = (b, o, l) => writeSync(fd, b, o, l);
      if (!journalFds.has(fd)) return write(bytes, start, count);
      return intercept(calls++, write, bytes.subarray(start, start + count));
    }) as typeof writeSync,
  };
  return fs;
}

function countingFs() {
  const writes: string[] = [];
  const fs = journalFs((_, write, bytes) => {
    writes.push(Buffer.from(bytes).toString());
    return write(bytes, 0, bytes.length);
  });
  return { fs, writes };
}

describe('filePersistence: journal', () => {
  it('creates the data directory and finds documents and files again in a new store', async () => {
    const dataDir = join(dir, 'nested', '.data');
    const store = await openStore(dataDir);
    const doc = store.insert('messages', { name: 'Sophie', email: 'sophie@example.fr' });
    store.update('messages', doc._id, { status: 'read' });
    const file = store.putFile(new Uint8Array([1, 2, 3, 250]), { name: 'plan.png', mimeType: 'image/png' });
    await store.flush();

    const reopened = await openStore(dataDir);
    expect(reopened.get('messages', doc._id)).toMatchObject({ name: 'Sophie', status: 'read' });
    const read = await reopened.getFile(file.id);
    expect(read?.meta).toEqual(file);
    expect(Array.from(read!.bytes)).toEqual([1, 2, 3, 250]);
    expect(await readdir(join(dataDir, FILES_DIR))).toEqual([file.id]);
  });

  it('appends one line per change and replays inserts, updates, deletions and files in order', async () => {
    const store = await openStore(dir, { seed: () => SEED });
    const [a, b] = store.insertMany('messages', [{ n: 1 }, { n: 2 }]) as [StoredDoc, StoredDoc];
    store.update('messages', a._id, { n: 10, note: 'lu' });
    store.remove('messages', b._id);
    const file = store.putFile(new Uint8Array([7]), { name: 'a.png', mimeType: 'image/png' });
    const gone = store.putFile(new Uint8Array([8]), { name: 'b.png', mimeType: 'image/png' });
    store.deleteFile(gone.id);
    store.remove('jobs', 'seed-job');
    await store.flush();

    const [journal] = await journals();
    const ops = (await lines(journal!)).map((line) => decodeLine(line)?.op);
    expect(ops).toEqual(['put', 'put', 'put', 'del', 'file', 'file', 'unfile', 'del']);

    const reopened = await openStore(dir, { seed: () => SEED });
    expect(reopened.list('messages')).toEqual([{ ...a, n: 10, note: 'lu', updatedAt: expect.any(String) }]);
    expect(reopened.list('jobs')).toEqual([]);
    expect(reopened.getFileMeta(file.id)).toEqual(file);
    expect(reopened.getFileMeta(gone.id)).toBeUndefined();
    expect(reports).toEqual([]);
  });

  it('costs what a write changes: one small insert into a large store appends one line, rewrites nothing', async () => {
    const store = await openStore();
    store.insertMany(
      'messages',
      Array.from({ length: 2000 }, (_, i) => ({ i, text: 'x'.repeat(200) })),
    );
    await store.flush();
    const before = await Promise.all([stat(join(dir, SNAPSHOT_FILE)), stat(join(dir, journalFile(1)))]);
    store.insert('messages', { name: 'Un de plus' });
    await store.flush();
    const after = await Promise.all([stat(join(dir, SNAPSHOT_FILE)), stat(join(dir, journalFile(1)))]);
    expect(after[0].mtimeMs).toBe(before[0].mtimeMs);
    expect(after[1].size - before[1].size).toBeLessThan(250);
  });

  it('groups writes: 200 requests served in one turn cost at most 9 synced writes, all acknowledged once durable', async () => {
    const events: string[] = [];
    const fs = journalFs((_, write, bytes) => {
      events.push(
        Buffer.from(bytes)
          .toString()
          .match(/"i":-?\d+/g)!
          .join(' '),
      );
      return write(bytes, 0, bytes.length);
    });
    const store = await openStore(dir, { fs });
    // The journal is opened on the first write: open it beforehand, then start from a fresh turn.
    store.insert('messages', { i: -1 });
    await store.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    events.length = 0;
    setImmediate(() => events.push('end of turn'));
    // 200 requests resuming at different moments of one turn, as a turn's callbacks do.
    const acknowledged = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        for (let tick = 0; tick < i % 97; tick++) await Promise.resolve();
        const doc = store.insert('messages', { i });
        await store.flush();
        return doc._id;
      }),
    );
    const cut = events.indexOf('end of turn');
    // The first writes go at once (a lone request is answered in its turn), up to 8…
    expect(cut).toBeGreaterThanOrEqual(1);
    expect(cut).toBeLessThanOrEqual(8);
    // …and everything the turn changed after that shares one write at its end.
    expect(events.slice(cut + 1)).toHaveLength(1);
    expect(
      events
        .filter((e) => e !== 'end of turn')
        .join(' ')
        .split(' '),
    ).toHaveLength(200);
    const reopened = await openStore();
    for (const id of acknowledged) expect(reopened.get('messages', id)).toBeDefined();
  });

  it('answers the first write, which opens the journal, in the turn that made it', async () => {
    const store = await openStore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    let turnEnded = false;
    setImmediate(() => (turnEnded = true));
    store.insert('messages', { i: 0 });
    await store.flush();
    expect(turnEnded).toBe(false);
    expect(await journals()).toEqual([journalFile(1)]);
  });

  it('a slow write at the end of a turn does not put off the writes of the next turn', async () => {
    const events: string[] = [];
    let slow = false;
    const fs = journalFs((_, write, bytes) => {
      // A disk taking 12 ms per synced write: past the 10 ms a turn may spend writing at once.
      for (const started = performance.now(); slow && performance.now() - started < 12;);
      events.push(
        Buffer.from(bytes)
          .toString()
          .match(/"i":-?\d+/g)!
          .join(' '),
      );
      return write(bytes, 0, bytes.length);
    });
    const store = await openStore(dir, { fs });
    store.insert('messages', { i: -1 });
    await store.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    slow = true;
    // One turn: the first write goes at once and uses up the budget; the other two go together at its end.
    await Promise.all(
      [0, 30, 31].map(async (ticks, i) => {
        for (let tick = 0; tick < ticks; tick++) await Promise.resolve();
        store.insert('messages', { i });
        await store.flush();
      }),
    );
    // The very next turn (an I/O callback, as a request is): its lone write goes at once again. The file
    // system answers while this turn ends, so its callback comes in the next turn's I/O phase.
    const io = stat(dir);
    for (const started = performance.now(); performance.now() - started < 5;);
    await io;
    setImmediate(() => events.push('end of turn'));
    store.insert('messages', { i: 3 });
    await store.flush();
    expect(events).toEqual(['"i":-1', '"i":0', '"i":1 "i":2', '"i":3']);
  });

  it('keeps every acknowledged insert of 200 arriving over several turns, in a few writes', async () => {
    const { fs, writes } = countingFs();
    const store = await openStore(dir, { fs });
    const acknowledged = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i % 7));
        const doc = store.insert('messages', { i });
        await store.flush();
        return doc._id;
      }),
    );
    // Seven turns of timers at most (and the first write of all): at most 9 writes each.
    expect(writes.length).toBeLessThanOrEqual(8 * 9);
    const reopened = await openStore();
    for (const id of acknowledged) expect(reopened.get('messages', id)).toBeDefined();
  });

  it('a failed append is written again whole by the next flush, and the journal stays clean', async () => {
    // The first write stops halfway (disk full): the second batch must not follow half a line.
    const fs = journalFs((call, write, bytes) => {
      if (call > 0) return write(bytes, 0, bytes.length);
      write(bytes, 0, Math.floor(bytes.length / 2));
      throw new Error('disque plein');
    });
    const store = await openStore(dir, { fs });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.insert('messages', { n: 1 });
    await expect(store.flush()).rejects.toThrow('disque plein');
    errors.mockRestore();
    store.insert('messages', { n: 2 });
    await store.flush();
    expect(await lines((await journals())[0]!)).toHaveLength(2);
    const reopened = await openStore();
    expect(reopened.list('messages').map((d) => d.n)).toEqual([1, 2]);
    expect(reports).toEqual([]);
  });
});

describe('filePersistence: snapshots', () => {
  it('takes a snapshot once the journal is large, starts a new journal and deletes the old one', async () => {
    const store = await openStore(dir, { snapshotBytes: 4096 });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      ids.push(store.insert('messages', { i, text: 'y'.repeat(100) })._id);
      await store.flush();
    }
    await closeAll();
    const header = decodeLine((await lines(SNAPSHOT_FILE))[0]!);
    expect(header).toMatchObject({ op: 'snapshot', format: 1 });
    const current = header?.op === 'snapshot' ? header.journal : 0;
    expect(current).toBeGreaterThanOrEqual(2);
    // Only journals the snapshot does not cover remain.
    for (const name of await journals()) expect(Number(/\d+/.exec(name)![0])).toBeGreaterThanOrEqual(current);
    expect((await names()).filter((n) => n.endsWith('.tmp'))).toEqual([]);

    const reopened = await openStore();
    expect(reopened.list('messages').map((d) => d._id)).toEqual(ids);
    expect(reports).toEqual([]);
  });

  it('keeps serving and journaling while a snapshot is written; journals stay when a snapshot fails', async () => {
    // The first snapshot (the empty store's) goes through, the next ones fail.
    let snapshots = 0;
    const fs: FsLike = {
      ...NODE_FS,
      rename: async (from, to) => {
        if (String(to).endsWith(SNAPSHOT_FILE) && snapshots++ > 0) throw new Error('panne');
        return nodeFs.rename(from, to);
      },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await openStore(dir, { snapshotBytes: 2048, fs });
    for (let i = 0; i < 40; i++) {
      store.insert('messages', { i, text: 'z'.repeat(100) });
      await store.flush();
    }
    await closeAll();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
    expect((await journals()).length).toBeGreaterThan(1);
    const reopened = await openStore();
    expect(reopened.count('messages')).toBe(40);
    expect(reports).toEqual([]);
  });
});

describe('filePersistence: recovery', () => {
  async function storeWith(count: number) {
    const store = await openStore(dir, { seed: () => SEED });
    const ids = store
      .insertMany(
        'messages',
        Array.from({ length: count }, (_, i) => ({ i })),
      )
      .map((d) => d._id);
    await store.flush();
    await closeAll();
    return ids;
  }

  it('drops a torn last line, says so in one line naming the file, and cuts it off', async () => {
    const ids = await storeWith(3);
    const journal = join(dir, (await journals())[0]!);
    const whole = (await stat(journal)).size;
    await appendFile(journal, encodeRecord({ op: 'del', entity: 'messages', id: ids[0]! }).slice(0, 30));
    const reopened = await openStore();
    expect(reopened.count('messages')).toBe(3);
    expect(reports).toEqual([
      `[emulator] ${journal} : dernière ligne incomplète (écriture interrompue), 1 enregistrement ignoré.`,
    ]);
    expect((await stat(journal)).size).toBe(whole);
    // Appends after the cut read back without any complaint.
    reopened.insert('messages', { i: 3 });
    await reopened.flush();
    await closeAll();
    reports = [];
    expect((await openStore()).count('messages')).toBe(4);
    expect(reports).toEqual([]);
  });

  it('skips a damaged line in the middle, reports it, keeps a copy and recovers every other record', async () => {
    const ids = await storeWith(5);
    const name = (await journals())[0]!;
    const text = await lines(name);
    text[2] = text[2]!.replace('"i":2', '"i":9');
    await writeFile(join(dir, name), text.map((line) => `${line}\n`).join(''));
    const seed = vi.fn(() => SEED);
    const reopened = await openStore(dir, { seed });
    expect(seed).not.toHaveBeenCalled();
    expect(reopened.list('messages').map((d) => d._id)).toEqual([ids[0], ids[1], ids[3], ids[4]]);
    expect(reopened.get('jobs', 'seed-job')).toBeDefined();
    expect(reports[0]).toBe(`[emulator] ${join(dir, name)} : 1 enregistrement endommagé ignoré (ligne 3).`);
    expect(reports[1]).toMatch(/copie de .* gardée sous .*\.damaged-/);
    expect((await names()).some((n) => n.startsWith(`${name}.damaged-`))).toBe(true);
    // A clean snapshot was written: the next start has nothing to say.
    await closeAll();
    reports = [];
    expect((await openStore(dir, { seed })).count('messages')).toBe(4);
    expect(reports).toEqual([]);
  });

  it('recovers the readable records of a damaged snapshot, never the seed', async () => {
    // Journal entries larger than the seed's snapshot: the first flush is followed by a snapshot.
    const store = await openStore(dir, { seed: () => SEED, snapshotBytes: 1 });
    store.insertMany(
      'messages',
      [0, 1, 2].map((i) => ({ i, text: 'w'.repeat(200) })),
    );
    await store.flush();
    await closeAll();
    const text = await lines(SNAPSHOT_FILE);
    const broken = text.findIndex((line) => line.includes('"i":1'));
    text[broken] = text[broken]!.slice(0, 40);
    await writeFile(join(dir, SNAPSHOT_FILE), text.map((line) => `${line}\n`).join(''));
    const seed = vi.fn(() => SEED);
    const reopened = await openStore(dir, { seed });
    expect(seed).not.toHaveBeenCalled();
    expect(reopened.list('messages').map((d) => d.i)).toEqual([0, 2]);
    expect(reopened.get('jobs', 'seed-job')).toBeDefined();
    expect(reports[0]).toBe(
      `[emulator] ${join(dir, SNAPSHOT_FILE)} endommagé (1 ligne illisible) : 3 enregistrements récupérés.`,
    );
  });

  it('rebuilds from the journals when the snapshot is gone, and says so', async () => {
    await storeWith(2);
    await rm(join(dir, SNAPSHOT_FILE));
    const seed = vi.fn(() => SEED);
    const reopened = await openStore(dir, { seed });
    expect(seed).not.toHaveBeenCalled();
    expect(reopened.count('messages')).toBe(2);
    expect(reports[0]).toContain('absent : état reconstruit à partir des journaux seuls');
  });

  it('removes the temp files of interrupted writes at start, not those of a live writer', async () => {
    await storeWith(1);
    await mkdir(join(dir, FILES_DIR), { recursive: true });
    const dead = 999_999_999;
    await writeFile(join(dir, `${SNAPSHOT_FILE}.${dead}.a1b2c3.tmp`), 'à moitié');
    await writeFile(join(dir, `secrets.json.${dead}.tmp`), '{');
    await writeFile(join(dir, FILES_DIR, `abc.${dead}.d4e5f6.tmp`), 'x');
    await writeFile(join(dir, `${NONCES_FILE}.${process.ppid}.0a0b0c.tmp`), 'en cours');
    await openStore();
    expect((await names()).filter((n) => n.endsWith('.tmp'))).toEqual([
      `${NONCES_FILE}.${process.ppid}.0a0b0c.tmp`,
    ]);
    expect(await readdir(join(dir, FILES_DIR))).toEqual([]);
    expect(reports).toEqual([
      `[emulator] ${dir} : 2 fichiers temporaires d’écritures interrompues supprimés.`,
      `[emulator] ${join(dir, FILES_DIR)} : 1 fichier temporaire d’écritures interrompues supprimé.`,
    ]);
  });

  it('seeds only a directory with no store at all', async () => {
    const seed = vi.fn(() => SEED);
    await writeFile(join(dir, `${SNAPSHOT_FILE}.999999999.abcdef.tmp`), 'x');
    const first = await openStore(dir, { seed });
    expect(seed).toHaveBeenCalledOnce();
    first.remove('jobs', 'seed-job');
    await first.flush();
    await closeAll();
    // Only a journal left (the snapshot lost): still a store, never replaced by the seed.
    await rm(join(dir, SNAPSHOT_FILE));
    const second = await openStore(dir, { seed });
    expect(seed).toHaveBeenCalledOnce();
    expect(second.get('jobs', 'seed-job')).toBeUndefined();
  });

  it('converts a directory of the single-file format and keeps its data', async () => {
    const legacy: Snapshot = {
      collections: { messages: [{ _id: 'old-1', createdAt: 'a', updatedAt: 'a', name: 'Ancien' }] },
      files: { f1: { id: 'f1', name: 'a.png', mimeType: 'image/png', size: 1, createdAt: 'a' } },
    };
    await writeFile(join(dir, LEGACY_FILE), JSON.stringify(legacy));
    const seed = vi.fn(() => SEED);
    const store = await openStore(dir, { seed });
    expect(seed).not.toHaveBeenCalled();
    expect(store.get('messages', 'old-1')).toMatchObject({ name: 'Ancien' });
    expect(store.getFileMeta('f1')).toMatchObject({ name: 'a.png' });
    expect(await names()).toContain(SNAPSHOT_FILE);
    expect(await names()).not.toContain(LEGACY_FILE);
    expect(reports).toEqual([
      `[emulator] ${join(dir, LEGACY_FILE)} converti au format journal (${SNAPSHOT_FILE}).`,
    ]);
  });

  it('refuses to start on an unreadable file of the single-file format, naming it, and leaves it as it is', async () => {
    await writeFile(join(dir, LEGACY_FILE), '{"collections": [tronqué');
    const seed = vi.fn(() => SEED);
    await expect(openStore(dir, { seed })).rejects.toThrow(
      `${join(dir, LEGACY_FILE)} : données illisibles. Le serveur ne démarre pas`,
    );
    expect(seed).not.toHaveBeenCalled();
    expect(await readFile(join(dir, LEGACY_FILE), 'utf8')).toBe('{"collections": [tronqué');
    expect(await names()).toEqual([LEGACY_FILE]);
  });

  it('refuses file ids that could escape the files directory', async () => {
    const persistence = filePersistence(dir);
    await expect(persistence.saveFile('../evil', new Uint8Array([1]))).rejects.toThrow(/invalide/);
    expect(await persistence.loadFile('../snapshot.jsonl')).toBeNull();
  });
});

describe('saved nonces', () => {
  it('reads back what was written, and nothing from a missing or broken file', async () => {
    expect(await readNonces(dir)).toEqual([]);
    await writeNonces(dir, [['nonce-0123456789abcdef', 1_700_000_000_000]]);
    expect(await readNonces(dir)).toEqual([['nonce-0123456789abcdef', 1_700_000_000_000]]);
    await writeFile(join(dir, NONCES_FILE), '{ pas du JSON');
    expect(await readNonces(dir)).toEqual([]);
    await writeFile(join(dir, NONCES_FILE), JSON.stringify([['ok-nonce', 5], [3, 'x'], 'nope']));
    expect(await readNonces(dir)).toEqual([['ok-nonce', 5]]);
  });
});

describe('filePersistence: privacy and whole data', () => {
  const mode = async (path: string) => (await stat(path)).mode & 0o777;

  it('creates its directories for their owner only, and every data file readable by its owner only', async () => {
    const data = join(dir, 'donnees');
    const store = await openStore(data, { seed: () => SEED });
    store.insert('messages', { name: 'Jeanne' });
    const file = store.putFile(new Uint8Array([1, 2, 3]), { name: 'plan.png', mimeType: 'image/png' });
    await store.flush();
    await writeNonces(data, [['nonce-0123456789abcdef', Date.now()]]);
    await closeAll();
    expect(await mode(data)).toBe(0o700);
    expect(await mode(join(data, FILES_DIR))).toBe(0o700);
    const files = [
      ...(await names(data)).filter((name) => name !== FILES_DIR).map((name) => join(data, name)),
      join(data, FILES_DIR, file.id),
    ];
    expect(files.map((path) => path.slice(data.length + 1))).toEqual(
      expect.arrayContaining([SNAPSHOT_FILE, NONCES_FILE, join(FILES_DIR, file.id)]),
    );
    expect(files.some((path) => /journal-\d+\.jsonl$/.test(path))).toBe(true);
    for (const path of files) expect(await mode(path), path).toBe(0o600);
  });

  it('refuses to load a snapshot cut in half, with a French message naming the file, and changes nothing', async () => {
    const store = await openStore(dir, { seed: () => SEED, snapshotBytes: 1 });
    store.insertMany(
      'messages',
      Array.from({ length: 20 }, (_, i) => ({ i, text: 'w'.repeat(200) })),
    );
    await store.flush();
    await closeAll();
    const path = join(dir, SNAPSHOT_FILE);
    const whole = await readFile(path);
    await writeFile(path, whole.subarray(0, Math.floor(whole.length / 2)));
    const seed = vi.fn(() => SEED);
    await expect(openStore(dir, { seed })).rejects.toThrow(
      new RegExp(
        `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} : instantané tronqué \\(fin manquante, \\d+ enregistrements lus\\)\\. Le serveur ne démarre pas`,
      ),
    );
    expect(seed).not.toHaveBeenCalled();
    // Nothing rewritten, nothing set aside: the file is as it was found, for whoever repairs it.
    expect((await readFile(path)).length).toBe(Math.floor(whole.length / 2));
    expect((await names()).filter((name) => name.includes('.damaged-'))).toEqual([]);
  });

  it('compacts on demand: the current state alone, nothing removed before left in a journal', async () => {
    const store = await openStore(dir, { seed: () => SEED });
    const kept = store.insert('subscribers', { email: 'reste@exemple.fr' });
    const erased = store.insert('subscribers', { email: 'efface@exemple.fr' });
    store.update('subscribers', erased._id, { status: 'unsubscribed' });
    await store.flush();
    const onDisk = async () =>
      (
        await Promise.all(
          (await readdir(dir, { withFileTypes: true }))
            .filter((entry) => entry.isFile())
            .map((entry) => readFile(join(dir, entry.name), 'utf8')),
        )
      ).join('');
    expect(await onDisk()).toContain('efface@exemple.fr');
    store.remove('subscribers', erased._id);
    await store.compact();
    expect(await onDisk()).not.toContain('efface@exemple.fr');
    expect(await onDisk()).toContain('reste@exemple.fr');
    // Writes go on in the new journal, and a restart reads them all back.
    store.insert('subscribers', { email: 'apres@exemple.fr' });
    await store.flush();
    await closeAll();
    const reopened = await openStore();
    expect(reopened.list('subscribers').map((doc) => doc.email)).toEqual([
      'reste@exemple.fr',
      'apres@exemple.fr',
    ]);
    expect(reopened.get('subscribers', kept._id)).toBeDefined();
    expect(reports).toEqual([]);
  });

  it('erases in place: the records of the erased documents rewritten at their length, nothing else', async () => {
    const store = await openStore(dir, { seed: () => SEED });
    const erased = store.insert('subscribers', { email: 'efface@exemple.fr' });
    const kept = store.insert('subscribers', { email: 'reste@exemple.fr' });
    await store.compact();
    // One record in the snapshot, one in the journal, one group naming it with a document that stays.
    store.update('subscribers', erased._id, { status: 'unsubscribed' });
    const tx = store.transaction();
    tx.store.update('subscribers', erased._id, { status: 'active' });
    tx.store.insert('messages', { email: 'efface@exemple.fr', message: 'reste une demande' });
    tx.commit();
    await store.flush();
    const files = async () =>
      new Map(
        await Promise.all(
          (await readdir(dir, { withFileTypes: true }))
            .filter((entry) => entry.isFile() && entry.name.endsWith('.jsonl'))
            .map(async (entry) => [entry.name, await readFile(join(dir, entry.name))] as const),
        ),
      );
    const newlines = (bytes: Buffer) =>
      [...bytes.entries()].filter(([, byte]) => byte === 0x0a).map(([at]) => at);
    const before = await files();
    const snapshotInode = (await stat(join(dir, SNAPSHOT_FILE))).ino;

    store.remove('subscribers', erased._id);
    await store.scrub([erased._id]);

    const after = await files();
    // Not a compaction: the same snapshot file, every line where it was (the journal only grew by the deletion).
    expect((await stat(join(dir, SNAPSHOT_FILE))).ino).toBe(snapshotInode);
    for (const [name, bytes] of before) {
      const now = after.get(name) ?? Buffer.alloc(0);
      expect(newlines(now.subarray(0, bytes.length)), name).toEqual(newlines(bytes));
    }
    const naming = [...after.values()]
      .flatMap((bytes) => bytes.toString().split('\n'))
      .filter((line) => line.includes('efface@exemple.fr'))
      .map((line) => decodeLine(line));
    // Only the quote request, a message kept by decision, still names the address; its group survived.
    expect(naming).toEqual([
      expect.objectContaining({ op: 'group', changes: [expect.objectContaining({ entity: 'messages' })] }),
    ]);
    await closeAll();
    const reopened = await openStore();
    expect(reopened.get('subscribers', erased._id)).toBeUndefined();
    expect(reopened.get('subscribers', kept._id)).toBeDefined();
    expect(reopened.list('messages', { filter: { email: 'efface@exemple.fr' } })).toHaveLength(1);
    expect(reports).toEqual([]);
  });
});
