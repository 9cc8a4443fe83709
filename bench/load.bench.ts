/**
 * `npm run bench:load`: the preview server (`hosting/previewServer.ts`, its own process) on a temporary data directory
 * holding 10,000 messages, under 200 concurrent readers (signed administrator `documents/find`, one after the
 * other each) and 20 inserts a second (administrator, so never rate-limited) for 30 s.
 * Prints p50/p95/p99 of finds and inserts, the errors, and the server's memory (RSS) before, right after, and
 * after 10 s idle. Targets: 0 errors, insert p95 ≤ find p95, memory back within 20 % after 10 s idle.
 * LOAD_SECONDS, LOAD_READERS and LOAD_INSERTS_PER_SECOND change the load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { config } from '@shared/config';
import { MESSAGE_PRIORITIES, MESSAGE_STATUSES } from '@shared/domain/messages';
import { PROJECT_TYPES } from '@shared/domain/contactFormFields';
import { signatureHeaders } from '@shared/http/sign';
import { mintToken } from '../mocks/auth/tokens';
import { filePersistence } from '../mocks/db/filePersistence';
import { DocumentStore } from '../mocks/db/store';
import { dataDirSecrets } from '../mocks/secretsFile';
import { createSeed } from '../mocks/seed';

const MESSAGES = 10_000;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const READERS = Number(process.env.LOAD_READERS ?? 200);
const INSERTS_PER_SECOND = Number(process.env.LOAD_INSERTS_PER_SECOND ?? 20);
const IDLE_SECONDS = Number(process.env.LOAD_IDLE_SECONDS ?? 10);
/** Connections kept for the inserts: 20 a second answered within 1.5 s never wait for one. */
const INSERT_CONNECTIONS = 32;
/** More than 200 readers send in 30 s here (about 12,000); past these, requests are signed as they go. */
const PRESIGNED_FINDS = 30_000;
const MEMORY_TOLERANCE = 0.2;
const ROOT = resolve(import.meta.dirname, '..');

function message(i: number): Record<string, unknown> {
  return {
    name: `Client ${i}`,
    email: `client${i}@example.fr`,
    phone: '06 12 34 56 78',
    postalCode: '76600',
    subject: PROJECT_TYPES[i % PROJECT_TYPES.length],
    message: `Bonjour, je souhaite un devis pour mon projet n° ${i}. Merci de me recontacter.`,
    date: new Date(Date.parse('2026-01-01T00:00:00.000Z') + ((i * 7919) % 300) * 86_400_000).toISOString(),
    status: MESSAGE_STATUSES[i % MESSAGE_STATUSES.length],
    source: 'contact_form',
    priority: MESSAGE_PRIORITIES[i % MESSAGE_PRIORITIES.length],
    notificationStatus: 'sent',
  };
}

/** Resident memory of a process, from /proc (Linux), else from ps. */
function rssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
  } catch {
    return NaN;
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'hosting/previewServer.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      VITE_PROJECT_ID: config.projectId,
      VITE_SIGN_SECRET: config.signSecret,
      VITE_ADMIN_EMAILS: config.adminEmails.join(','),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout)?.[0];
      if (url) done({ child, url });
    });
    child.once('exit', (code) => fail(new Error(`Le serveur s’est arrêté (code ${code}).`)));
  });
}

interface Signed {
  body: string;
  headers: Record<string, string>;
}

/**
 * Sends a signed request through `agent` and reads the whole answer; anything but 200 throws. Readers and inserts
 * each keep their own warm connections, as a back-office tab does: through one shared pool, an insert would
 * mostly find every connection busy with a reader and pay for a new one.
 */
function send(agent: Agent, url: string, { body, headers }: Signed): Promise<void> {
  return new Promise((done, fail) => {
    const sent = httpRequest(url, { method: 'POST', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        if (response.statusCode === 200) done();
        else fail(new Error(`${response.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`));
      });
    });
    sent.on('error', fail);
    sent.end(body);
  });
}

const sleep = (delay: number) => new Promise((wait) => setTimeout(wait, delay));

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-data-'));
  let child: ChildProcess | undefined;
  try {
    console.log(`Préparation : ${MESSAGES} messages dans ${dataDir}…`);
    const store = new DocumentStore({ persistence: filePersistence(dataDir), seed: createSeed });
    await store.ready();
    store.insertMany(
      'messages',
      Array.from({ length: MESSAGES }, (_, i) => message(i)),
    );
    await store.close();
    const secrets = dataDirSecrets(dataDir);
    const { accessToken } = await mintToken({
      email: config.adminEmails[0] ?? 'admin@example.com',
      projectId: config.projectId,
      secret: secrets.auth,
      adminEmails: config.adminEmails,
    });

    const server = await startServer(dataDir);
    child = server.child;
    const base = `${server.url}/lm/${config.projectId}/messages/documents`;
    // Signed beforehand, with the same helper as the app (timestamps stay well within 300 s): the client's own
    // signing would otherwise add its waits to every measure, and this bench measures the server.
    const sign = async (value: unknown): Promise<Signed> => {
      const body = JSON.stringify(value);
      const signed = await signatureHeaders(config.signSecret, '', body);
      return {
        body,
        headers: { ...signed, 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      };
    };
    // The inbox's first page: newest first.
    const FIND = { sort: { date: -1 }, limit: 25, skip: 0 };
    console.log('Signature des requêtes…');
    const signedFinds = await Promise.all(Array.from({ length: PRESIGNED_FINDS }, () => sign(FIND)));
    const insertCount = Math.ceil(SECONDS * INSERTS_PER_SECOND);
    const signedInserts = await Promise.all(
      Array.from({ length: insertCount }, (_, i) => sign(message(MESSAGES + i))),
    );
    // Connections opened and kept before the measure, as a back-office tab keeps its own. Under 200 busy
    // keep-alive readers the server accepts new connections only after seconds (its accept queue held 140
    // of them): an insert on a fresh connection would measure that, not the write. FIFO keeps every
    // insert connection in use, well within the server's 5 s keep-alive.
    const readerAgent = new Agent({ keepAlive: true, maxSockets: READERS });
    const insertAgent = new Agent({ keepAlive: true, maxSockets: INSERT_CONNECTIONS, scheduling: 'fifo' });
    const find = async (agent = readerAgent) =>
      send(agent, `${base}/find`, signedFinds.pop() ?? (await sign(FIND)));

    // Memory of the started server, warmed by a few requests, after as long a rest as the one measured after
    // the load: what start-up left to free (read buffers of the recovery) is freed by then as well.
    for (let i = 0; i < 20; i++) await find();
    await sleep(IDLE_SECONDS * 1000);
    const rssBefore = rssBytes(child.pid!);
    await Promise.all(Array.from({ length: READERS }, () => find()));
    await Promise.all(Array.from({ length: INSERT_CONNECTIONS }, () => find(insertAgent)));

    const finds: number[] = [];
    const inserts: number[] = [];
    const errors: string[] = [];
    const timed = async (samples: number[], run: () => Promise<unknown>) => {
      const started = performance.now();
      try {
        await run();
        samples.push(performance.now() - started);
      } catch (error) {
        errors.push(String(error));
      }
    };

    console.log(
      `Charge : ${READERS} lecteurs simultanés et ${INSERTS_PER_SECOND} insertions/s pendant ${SECONDS} s…`,
    );
    const end = performance.now() + SECONDS * 1000;
    const readers = Array.from({ length: READERS }, async () => {
      while (performance.now() < end) await timed(finds, find);
    });
    const pendingInserts: Promise<void>[] = [];
    const interval = 1000 / INSERTS_PER_SECOND;
    for (let i = 0, next = performance.now(); next < end && i < insertCount; i++, next += interval) {
      await sleep(Math.max(0, next - performance.now()));
      pendingInserts.push(timed(inserts, () => send(insertAgent, base, signedInserts[i]!)));
    }
    await Promise.all([...readers, ...pendingInserts]);
    const rssAfter = rssBytes(child.pid!);
    await sleep(IDLE_SECONDS * 1000);
    const rssIdle = rssBytes(child.pid!);

    const line = (name: string, samples: number[]) =>
      `${name} : ${samples.length} en ${SECONDS} s — p50 ${ms(percentile(samples, 50))}, ` +
      `p95 ${ms(percentile(samples, 95))}, p99 ${ms(percentile(samples, 99))}`;
    console.log(line('Recherches (find)', finds));
    console.log(line('Insertions', inserts));
    const findP95 = percentile(finds, 95);
    const insertP95 = percentile(inserts, 95);
    console.log(`Erreurs : ${errors.length} — cible 0 ${errors.length === 0 ? 'OK' : 'DÉPASSÉE'}`);
    for (const error of [...new Set(errors)].slice(0, 5)) console.log(`  ${error}`);
    console.log(
      `p95 des insertions ≤ p95 des recherches : ${ms(insertP95)} ≤ ${ms(findP95)} ` +
        `${insertP95 <= findP95 ? 'OK' : 'DÉPASSÉE'}`,
    );
    const growth = rssIdle / rssBefore - 1;
    console.log(
      `Mémoire du serveur (RSS) : ${mb(rssBefore)} avant, ${mb(rssAfter)} juste après, ` +
        `${mb(rssIdle)} après ${IDLE_SECONDS} s de repos (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)} %) — ` +
        `cible ≤ +${MEMORY_TOLERANCE * 100} % ${growth <= MEMORY_TOLERANCE ? 'OK' : 'DÉPASSÉE'}`,
    );
    const [load1] = loadavg();
    console.log(`Charge moyenne de la machine (1 min) : ${load1!.toFixed(2).replace('.', ',')}`);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
