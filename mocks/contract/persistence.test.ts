import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { signatureHeaders } from '@shared/http/sign';
import { filePersistence, SNAPSHOT_FILE } from '../db/filePersistence';
import { DocumentStore } from '../db/store';
import { startServer } from '../server';
import { ADMIN_EMAIL, HOST_KINDS, useHost } from './hosts';
import { imageForm, PNG_BYTES, sampleDoc, uniqueEmail } from './samples';
import { readAnswer } from './signedFetch';

type Doc = Record<string, unknown> & { _id: string };

describe.each(HOST_KINDS)('concurrency (%s)', (kind) => {
  const host = useHost(kind);

  it('stores all of 100 parallel creates', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const tag = `parallele-${kind}`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        host.call<Doc>(host.docs('templates'), {
          json: { ...sampleDoc('templates'), name: `${tag}-${i}` },
          token,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => a.data._id)).size).toBe(100);
    const found = await host.call<{ total: number }>(host.docs('templates', '/find'), {
      json: { filter: { name: { $regex: `^${tag}-` } }, limit: 1 },
      token,
    });
    expect(found.data.total).toBe(100);
  });
});

describe('the HTTP server keeps its data across a restart', () => {
  const host = useHost('http');

  it('has every acknowledged write on disk before answering', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const created = await host.call<Doc>(host.docs('projects'), { json: sampleDoc('projects'), token });
    // Read the DATA_DIR as a second process would after a crash: no close(), no flush from the test.
    const onDisk = new DocumentStore({ persistence: filePersistence(host.dataDir) });
    await onDisk.ready();
    expect(onDisk.get('projects', created.data._id)).toMatchObject({ title: 'Maison passive' });
  });

  it('finds documents and files again on the same DATA_DIR', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const created = await host.call<Doc>(host.docs('jobs'), { json: sampleDoc('jobs'), token });
    const updated = await host.call<Doc>(host.docs('jobs'), {
      method: 'PUT',
      json: { filter: { _id: created.data._id }, update: { salary: '50-60k€' } },
      token,
    });
    expect(updated.status).toBe(200);
    const upload = await host.call<{ fileUrl: string }[]>(`${host.projectId}/file/batch`, {
      form: imageForm([{ bytes: PNG_BYTES, type: 'image/png', name: 'persist.png' }]),
      token: await host.tokenFor(ADMIN_EMAIL),
    });
    const fileUrl = upload.data[0]!.fileUrl;

    await host.restart();

    const again = await host.call<Doc>(host.docs('jobs', `/${created.data._id}`), { method: 'GET' });
    expect(again.data).toMatchObject({ _id: created.data._id, salary: '50-60k€' });
    const served = await fetch(new URL(fileUrl, host.baseUrl));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('still refuses, after a restart, a request replayed within 300 s', async () => {
    const headers = await signatureHeaders(host.ctx.config.signSecret, '', '{}');
    const send = async () =>
      readAnswer(
        await fetch(`${host.baseUrl}/lm/${host.docs('jobs', '/find')}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: '{}',
        }),
      );
    expect((await send()).status).toBe(200);

    await host.restart();

    expect(await send()).toMatchObject({ status: 401, data: { reason: 'nonce_replayed' } });
  });
});

describe('the HTTP server’s data files: erasure, privacy, whole data', () => {
  const host = useHost('http');

  /** Every regular file of the data directory (files/ aside), as text. */
  async function dataFiles(dir: string): Promise<Map<string, string>> {
    const entries = await readdir(dir, { withFileTypes: true });
    const texts = new Map<string, string>();
    for (const entry of entries) {
      if (entry.isFile()) texts.set(entry.name, await readFile(join(dir, entry.name), 'utf8'));
    }
    return texts;
  }

  it('erases a deleted subscriber’s address from every data file, journals and kept answers included', async () => {
    const token = await host.tokenFor(ADMIN_EMAIL);
    const email = uniqueEmail('rgpd');
    // A visitor's keyed sign-up: its answer, which holds the address, is kept for repeats (#clés-didempotence).
    const signedUp = await host.call(host.docs('subscribers'), {
      json: { email, status: 'active', preferences: DEFAULT_PREFERENCES, source: 'footer' },
      headers: { 'idempotency-key': `rgpd-${crypto.randomUUID()}` },
    });
    expect(signedUp.status).toBe(200);
    const [subscriber] = host.store.list('subscribers', { filter: { email } });
    const created = { data: subscriber as unknown as Doc };
    await host.call(host.docs('subscribers'), {
      method: 'PUT',
      json: {
        filter: { _id: created.data._id },
        update: { preferences: { ...DEFAULT_PREFERENCES, events: true } },
      },
      token,
    });
    const before = [...(await dataFiles(host.dataDir)).entries()].filter(([, text]) => text.includes(email));
    expect(before.map(([name]) => name).some((name) => name.startsWith('journal-'))).toBe(true);

    const erased = await host.call(host.docs('subscribers', `/${created.data._id}`), {
      method: 'DELETE',
      token,
    });
    expect(erased.status).toBe(200);
    // What still names the address: the outbox only, the record of what was sent, kept by decision
    // (docs/newsletter.md#abonnés) — here the welcome the platform sent on the sign-up.
    const after = [...(await dataFiles(host.dataDir)).values()]
      .flatMap((text) => text.split('\n'))
      .filter((line) => line.includes(email))
      .flatMap((line) => {
        const record = JSON.parse(line) as {
          entity?: string;
          changes?: { entity?: string; doc?: unknown }[];
        };
        // A group keeps the records it holds that were not erased: only those naming the address count.
        const held = record.changes?.filter((change) => JSON.stringify(change).includes(email)) ?? [record];
        return held.map((change) => change.entity);
      });
    expect(after.filter((entity) => entity !== 'emails')).toEqual([]);
    expect(after).toContain('emails');
    // The rest is all there after a restart.
    await host.restart();
    expect(
      (await host.call(host.docs('subscribers', `/${created.data._id}`), { method: 'GET', token })).status,
    ).toBe(404);
    expect((await host.call(host.docs('jobs', '/list'), { json: {} })).status).toBe(200);
  });

  it('keeps its data directory and files readable by their owner only', async () => {
    expect((await stat(host.dataDir)).mode & 0o777).toBe(0o700);
    for (const name of (await dataFiles(host.dataDir)).keys()) {
      expect((await stat(join(host.dataDir, name))).mode & 0o777, name).toBe(0o600);
    }
  });

  it('refuses to start on a snapshot cut in half, with a French message naming the file', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'emulator-truncated-'));
    try {
      const first = await startServer({ port: 0, dataDir });
      await first.close();
      const path = join(dataDir, SNAPSHOT_FILE);
      const whole = await readFile(path);
      await writeFile(path, whole.subarray(0, Math.floor(whole.length / 2)));
      await expect(startServer({ port: 0, dataDir })).rejects.toThrow(
        `${path} : instantané tronqué (fin manquante,`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
