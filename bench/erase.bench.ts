/**
 * `npm run bench:erase`: an RGPD erasure on a large store (200 MB by default, `ERASE_STORE_MB`), through the preview
 * server as the back-office sends it. The store is written straight as a snapshot file (seconds, not an hour of
 * requests); a visitor signs up with a key (a kept answer naming the address), then an administrator erases the
 * subscriber. Target: the answer within the back-office's timeout (15 s) — it is measured against a whole-store
 * compaction of the same store, what an erasure cost before (docs/persistence.md#effacement).
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@shared/http/idempotency';
import { mintToken } from '../mocks/auth/tokens';
import { signedFetch } from '../mocks/contract/signedFetch';
import { encodeRecord } from '../mocks/db/journal';
import { randomId } from '../mocks/db/store';
import { SNAPSHOT_FILE } from '../mocks/db/filePersistence';
import { startServer } from '../mocks/server';

const TARGET_MS = 15_000;
const megabytes = Number(process.env.ERASE_STORE_MB) || 200;

/** A snapshot of about `megabytes` MB: quote requests of 2 KB each, written in large pieces. */
async function writeLargeStore(dir: string): Promise<number> {
  const stamp = new Date().toISOString();
  const text = 'Isolation des combles et remplacement des fenêtres, devis souhaité avant l’hiver. '.repeat(
    24,
  );
  const parts: string[] = [encodeRecord({ op: 'snapshot', format: 1, journal: 1 })];
  let bytes = 0;
  let records = 0;
  while (bytes < megabytes * 1024 * 1024) {
    const line = encodeRecord({
      op: 'put',
      entity: 'messages',
      doc: {
        _id: randomId(),
        createdAt: stamp,
        updatedAt: stamp,
        name: `Client ${records}`,
        email: `client${records}@exemple.fr`,
        subject: 'isolation',
        message: text,
        date: stamp,
        status: 'read',
        source: 'contact_form',
        priority: 'medium',
      },
    });
    parts.push(line);
    bytes += Buffer.byteLength(line);
    records++;
  }
  parts.push(encodeRecord({ op: 'end', records }));
  await writeFile(join(dir, SNAPSHOT_FILE), parts.join(''), { mode: 0o600 });
  return records;
}

const dir = await mkdtemp(join(tmpdir(), 'emulator-erase-bench-'));
try {
  const records = await writeLargeStore(dir);
  const size = (await stat(join(dir, SNAPSHOT_FILE))).size;
  let started = performance.now();
  const server = await startServer({ port: 0, dataDir: dir });
  const startMs = performance.now() - started;
  const { ctx, url } = server;
  const call = (path: string, init: { method?: string; json?: unknown; token?: string; key?: string }) =>
    signedFetch(`${url}/lm/${ctx.config.projectId}/${path}`, {
      method: init.method ?? 'POST',
      secret: ctx.config.signSecret,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      token: init.token,
      headers: init.key ? { [IDEMPOTENCY_HEADER]: init.key } : undefined,
    });
  const { accessToken } = await mintToken({
    email: ctx.config.adminEmails[0] ?? 'admin@example.com',
    projectId: ctx.config.projectId,
    secret: ctx.secrets.auth,
    adminEmails: ctx.config.adminEmails,
  });
  const email = `rgpd.${Date.now()}@exemple.fr`;
  const signUp = await call('subscribers/documents', { json: { email }, key: newIdempotencyKey() });
  if (!signUp.ok) throw new Error(`inscription : ${signUp.status}`);
  const [subscriber] = ctx.store.list('subscribers', { filter: { email } });

  started = performance.now();
  const erased = await call(`subscribers/documents/${subscriber?._id}`, {
    method: 'DELETE',
    token: accessToken,
  });
  const eraseMs = performance.now() - started;
  if (!erased.ok) throw new Error(`effacement : ${erased.status}`);
  let left = 0;
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.jsonl')) continue;
    left += (await readFile(join(dir, name), 'utf8'))
      .split('\n')
      .filter((line) => line.includes(email) && !line.includes('"entity":"emails"')).length;
  }

  started = performance.now();
  await ctx.store.compact();
  const compactMs = performance.now() - started;
  await server.close();

  console.log(
    `Magasin : ${(size / 1024 / 1024).toFixed(0)} Mo (${records} demandes), démarrage ${(startMs / 1000).toFixed(1)} s`,
  );
  console.log(`Effacement RGPD (réponse) : ${eraseMs.toFixed(0)} ms — objectif ≤ ${TARGET_MS} ms`);
  console.log(`Lignes encore porteuses de l’adresse (hors boîte d’envoi) : ${left}`);
  console.log(`Compaction complète du même magasin, pour comparaison : ${compactMs.toFixed(0)} ms`);
  if (eraseMs > TARGET_MS || left > 0) process.exitCode = 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
