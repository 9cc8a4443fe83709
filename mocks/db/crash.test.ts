import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '@shared/config';
import { mintToken } from '../auth/tokens';
import { signedFetch } from '../contract/signedFetch';
import { dataDirSecrets } from '../secretsFile';
import { startServerProcess } from '../testing/serverProcess';
import { filePersistence } from './filePersistence';
import { DocumentStore } from './store';

/**
 * The emulator's HTTP server (`mocks/server.ts` in its own process) killed with SIGKILL while inserts are in flight,
 * restarted each time: every insert it acknowledged must be there in the end (docs/persistence.md#reprise).
 * Each kill comes after a number of acknowledged inserts drawn from the run's seed (FC_SEED, fixed in CI, printed),
 * never after a time: on a slow or busy machine the rounds are the same, only slower (docs/testing.md#attentes).
 */
const ROUNDS = 10;
const WRITERS = 8;
/** Acknowledged inserts before a round's kill: 1 to this many, while the other writers' inserts are in flight. */
const MOST_BEFORE_KILL = 40;

const seed = Number.isSafeInteger(Number(process.env.FC_SEED))
  ? Number(process.env.FC_SEED)
  : Math.floor(Math.random() * 0x7fffffff);

/** mulberry32: a small seeded generator, enough to place the kills. */
function random(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('kill -9 during inserts', () => {
  let dataDir = '';
  let noBuild = '';
  afterAll(async () => {
    for (const dir of [dataDir, noBuild]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged insert across 10 SIGKILLs, each after a seeded number of acknowledged inserts', async () => {
    console.log(`Arrêts brutaux : graine ${seed} — rejouer avec FC_SEED=${seed}`);
    const next = random(seed);
    dataDir = await mkdtemp(join(tmpdir(), 'emulator-crash-'));
    noBuild = await mkdtemp(join(tmpdir(), 'emulator-crash-no-build-'));
    const secrets = dataDirSecrets(dataDir);
    const { accessToken } = await mintToken({
      email: config.adminEmails[0] ?? 'admin@example.com',
      projectId: config.projectId,
      secret: secrets.auth,
      adminEmails: config.adminEmails,
    });
    const acknowledged = new Map<string, string>();
    const output: string[] = [];
    const unexpected: string[] = [];

    const acknowledgedPerRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServerProcess(dataDir, {
        env: {
          // Small, so snapshots (and kills during them) happen in a short run.
          STORE_SNAPSHOT_BYTES: '16384',
          // No build to serve: only the platform is written to, and each start skips rendering pages again.
          DIST_DIR: noBuild,
        },
        output,
      });
      let killed = false;
      const killAfter = 1 + Math.floor(next() * MOST_BEFORE_KILL);
      let inRound = 0;
      let reached: () => void = () => {};
      const enough = new Promise<void>((done) => (reached = done));
      const writer = async (w: number) => {
        for (let i = 0; !killed; i++) {
          const name = `r${round}-w${w}-${i}`;
          try {
            const response = await signedFetch(`${server.url}/lm/${config.projectId}/templates/documents`, {
              method: 'POST',
              secret: config.signSecret,
              token: accessToken,
              body: JSON.stringify({
                name,
                subject: 'Sujet',
                content: '<p>Bonjour</p>',
                type: 'newsletter',
              }),
            });
            const body = (await response.json()) as { data: { _id: string } };
            if (response.status === 200) {
              acknowledged.set(body.data._id, name);
              if (!killed && ++inRound >= killAfter) reached();
            } else unexpected.push(`${response.status} ${JSON.stringify(body)}`);
          } catch {
            return; // the server is gone: this insert was never acknowledged
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await Promise.race([
        enough,
        server.exited.then(() =>
          Promise.reject(new Error(`Serveur arrêté avant le SIGKILL : ${output.join('')}`)),
        ),
      ]);
      killed = true;
      acknowledgedPerRound.push(inRound);
      server.process.kill('SIGKILL');
      await server.exited;
      await Promise.all(writers);
    }

    const cut = output.join('').split('dernière ligne incomplète').length - 1;
    console.log(
      `${acknowledged.size} insertions confirmées ; ${cut} ligne(s) incomplète(s) coupée(s) aux redémarrages`,
    );
    expect(unexpected).toEqual([]);
    // Every round was killed with inserts acknowledged and others in flight, however fast the machine.
    expect(acknowledgedPerRound).toHaveLength(ROUNDS);
    expect(acknowledgedPerRound.every((count) => count >= 1)).toBe(true);
    // Recovery may cut a torn last line, never report damage.
    expect(output.join('')).not.toMatch(/endommagé|absent|Error/);

    const reports: string[] = [];
    const store = new DocumentStore({
      persistence: filePersistence(dataDir, { report: (l) => reports.push(l) }),
    });
    await store.ready();
    const missing = [...acknowledged].filter(([id, name]) => store.get('templates', id)?.name !== name);
    expect(missing).toEqual([]);
    expect(reports.filter((line) => /endommagé|absent/.test(line))).toEqual([]);
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await store.close();
  });
});
