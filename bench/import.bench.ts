/**
 * `npm run bench:import`: an administrator's import of subscribers, one batch of 500 (`documents/batch`, signed, as
 * the back-office sends it) into stores already holding 0, 20,000, 50,000 and 100,000 subscribers
 * (`IMPORT_SIZES=0,2000` for a short run). Each store is written straight as a snapshot file, then served by the
 * emulator. Target: a batch at the largest size within 2× of the empty store's (docs/persistence.md#index).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import { mintToken } from '../mocks/auth/tokens';
import { signedFetch } from '../mocks/contract/signedFetch';
import { SNAPSHOT_FILE } from '../mocks/db/filePersistence';
import { encodeRecord } from '../mocks/db/journal';
import { randomId } from '../mocks/db/store';
import { startServer } from '../mocks/server';
import { median } from './shared';

const SIZES = (process.env.IMPORT_SIZES ?? '0,20000,50000,100000').split(',').map(Number);
const BATCH = 500;
/** Batches timed per size (the first warms the emulator up and is not counted). */
const RUNS = 3;
const TARGET_RATIO = 2;

const subscriber = (tag: string, i: number) => ({
  email: `abonne.${tag}.${i}@exemple.fr`,
  status: 'active',
  preferences: DEFAULT_PREFERENCES,
});

/** A snapshot of `count` subscribers, written at once (an import of 100,000 through the API takes minutes). */
async function writeStore(dir: string, count: number): Promise<void> {
  const stamp = new Date().toISOString();
  const parts = [encodeRecord({ op: 'snapshot', format: 1, journal: 1 })];
  for (let i = 0; i < count; i++) {
    const doc = { ...subscriber('stocké', i), _id: randomId(), createdAt: stamp, updatedAt: stamp };
    parts.push(encodeRecord({ op: 'put', entity: 'subscribers', doc }));
  }
  parts.push(encodeRecord({ op: 'end', records: count }));
  await writeFile(join(dir, SNAPSHOT_FILE), parts.join(''), { mode: 0o600 });
}

/** The median time of a batch of BATCH new subscribers into a store of `count`. */
async function batchMs(count: number): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'emulator-import-bench-'));
  try {
    await writeStore(dir, count);
    const server = await startServer({ port: 0, dataDir: dir });
    try {
      const { ctx, url } = server;
      const { accessToken } = await mintToken({
        email: ctx.config.adminEmails[0] ?? 'admin@example.com',
        projectId: ctx.config.projectId,
        secret: ctx.secrets.auth,
        adminEmails: ctx.config.adminEmails,
      });
      const samples: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const batch = Array.from({ length: BATCH }, (_, i) => subscriber(`lot${run}`, i));
        const started = performance.now();
        const answer = await signedFetch(`${url}/lm/${ctx.config.projectId}/subscribers/documents/batch`, {
          method: 'POST',
          secret: ctx.config.signSecret,
          body: JSON.stringify(batch),
          token: accessToken,
        });
        if (!answer.ok) throw new Error(`import : ${answer.status} ${await answer.text()}`);
        if (run > 0) samples.push(performance.now() - started);
      }
      const stored = ctx.store.count('subscribers');
      if (stored < count + BATCH * RUNS) throw new Error(`abonnés stockés : ${stored}`);
      return median(samples);
    } finally {
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

let base = 0;
let worst = 0;
for (const size of SIZES) {
  const ms = await batchMs(size);
  if (size === SIZES[0]) base = ms;
  const ratio = ms / base;
  worst = Math.max(worst, ratio);
  console.log(
    `Lot de ${BATCH} abonnés dans un magasin de ${size} : médiane ${ms.toFixed(0)} ms sur ${RUNS}, ` +
      `rapport au premier ${ratio.toFixed(2)}`,
  );
}
console.log(`Rapport le plus élevé : ${worst.toFixed(2)} — objectif ≤ ${TARGET_RATIO}`);
if (worst > TARGET_RATIO) process.exitCode = 1;
