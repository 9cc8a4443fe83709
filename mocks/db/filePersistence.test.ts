import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  filePersistence,
  FILES_DIR,
  NONCES_FILE,
  readNonces,
  SNAPSHOT_FILE,
  writeNonces,
} from './filePersistence';
import { DocumentStore } from './store';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lh-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function openStore(dataDir: string) {
  const store = new DocumentStore({ persistence: filePersistence(dataDir) });
  await store.ready();
  return store;
}

describe('filePersistence', () => {
  it('creates the data directory and keeps data for a new store on the same directory', async () => {
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

  it('writes atomically: no temp file is left behind, and the JSON is always whole', async () => {
    const store = await openStore(dir);
    for (let round = 0; round < 5; round++) {
      store.insertMany(
        'messages',
        Array.from({ length: 200 }, (_, i) => ({ round, i })),
      );
      await store.flush();
      JSON.parse(await readFile(join(dir, SNAPSHOT_FILE), 'utf8'));
    }
    const names = [...(await readdir(dir)), ...(await readdir(join(dir, FILES_DIR)))];
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(names).toContain(SNAPSHOT_FILE);
  });

  it('persists 100 parallel inserts', async () => {
    const store = await openStore(dir);
    const inserted = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i % 7));
        const doc = store.insert('messages', { i });
        await store.flush();
        return doc._id;
      }),
    );
    const reopened = await openStore(dir);
    expect(reopened.count('messages')).toBe(100);
    for (const id of inserted) expect(reopened.get('messages', id)).toBeDefined();
  });

  it('moves an unreadable snapshot aside and starts fresh instead of crashing', async () => {
    await writeFile(join(dir, SNAPSHOT_FILE), '{"collections": [tronqué');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await openStore(dir);
    expect(store.count('messages')).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect((await readdir(dir)).some((n) => n.startsWith(`${SNAPSHOT_FILE}.corrupt-`))).toBe(true);
  });

  it('refuses file ids that could escape the files directory', async () => {
    const persistence = filePersistence(dir);
    await expect(persistence.saveFile('../evil', new Uint8Array([1]))).rejects.toThrow(/invalide/);
    expect(await persistence.loadFile('../store.json')).toBeNull();
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
