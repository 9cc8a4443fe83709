import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@shared/config';
import { subscriberToken } from '../mocks/handlers/subscriberToken';
import { dataDirSecrets } from '../mocks/secretsFile';
import { startServerProcess, type ServerProcess } from '../mocks/testing/serverProcess';

/**
 * The unsigned and public endpoints of the preview server (docs/security.md#corps-des-requêtes) against a 200 MB
 * chunked body, on the real server in its own process: the memory it holds is that process's resident set, read
 * from /proc while the body streams, apart from the test's own.
 */
const MB = 1024 * 1024;
const BODY_MB = 200;

/** The child's resident set (VmRSS), in bytes. */
function rss(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error('VmRSS introuvable');
  return Number(line[1]) * 1024;
}

/** A chunked body of BODY_MB (no content-length), made as it is pulled; counts what the server took. */
function hugeBody() {
  const chunk = new Uint8Array(MB).fill(0x61);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (pulled > BODY_MB) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { stream, pulledMb: () => Math.min(pulled, BODY_MB) };
}

describe.runIf(process.platform === 'linux')('unsigned and public endpoints: bounded bodies', () => {
  let dataDir = '';
  let server: ServerProcess;
  let oneClickUrl = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'emulator-bounded-'));
    const secrets = dataDirSecrets(dataDir);
    server = await startServerProcess(dataDir, { script: 'hosting/previewServer.ts' });
    const email = 'lecteur@exemple.fr';
    const token = await subscriberToken(email, secrets.subscriber);
    oneClickUrl = `${server.url}/lm/${config.projectId}/subscribers/unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
    // Warm up the paths measured below, so what they load once is not counted as growth.
    await fetch(oneClickUrl, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    await fetch(`${server.url}/__deploy-hook`, { method: 'POST' });
  });
  afterAll(async () => {
    if (server) {
      const exited = new Promise((done) => server.process.once('exit', done));
      server.process.kill('SIGTERM');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Posts the huge body, samples the child's memory meanwhile; status, growth and megabytes taken. */
  async function post(url: string, headers: Record<string, string> = {}) {
    const pid = server.process.pid!;
    const before = rss(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss(pid));
    }, 10);
    const { stream, pulledMb } = hugeBody();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      const body = (await response.json()) as { code: number; message: string };
      await stream.cancel().catch(() => undefined);
      peak = Math.max(peak, rss(pid));
      return { status: response.status, body, growthMb: (peak - before) / MB, pulledMb: pulledMb() };
    } finally {
      clearInterval(sampler);
    }
  }

  it('refuses a 200 MB chunked POST to the one-click unsubscribe URL, the server growing by less than 64 MB', async () => {
    const refused = await post(oneClickUrl);
    console.log(
      `Désinscription en un clic, ${BODY_MB} Mo par morceaux : ${refused.status}, mémoire du serveur +${refused.growthMb.toFixed(1)} Mo, ${refused.pulledMb} Mo tirés`,
    );
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('Corps de requête trop volumineux (256 octets au plus).');
    expect(refused.growthMb).toBeLessThan(64);
    expect(refused.pulledMb).toBeLessThan(64);

    // A wrong token is refused before a byte of the body is read.
    const forged = await post(oneClickUrl.replace(/token=[^&]+/, 'token=AAAAforgedAAAA'));
    expect(forged.status).toBe(403);
    expect(forged.growthMb).toBeLessThan(64);
    // Declared too large: refused on the header alone.
    const declared = await fetch(oneClickUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x'.repeat(300),
    });
    expect(declared.status).toBe(413);
  });

  it('bounds every other public endpoint: sign-in token, deploy hook, unsigned /lm call, unknown path', async () => {
    const endpoints = [
      { path: '/auth/token', status: 413 },
      { path: '/__deploy-hook', status: 401 },
      { path: `/lm/${config.projectId}/messages/documents`, status: 401 },
      { path: '/nulle-part', status: 404 },
    ];
    for (const { path, status } of endpoints) {
      const answer = await post(`${server.url}${path}`);
      console.log(
        `${path}, ${BODY_MB} Mo par morceaux : ${answer.status}, mémoire du serveur +${answer.growthMb.toFixed(1)} Mo`,
      );
      expect(answer.status, path).toBe(status);
      expect(answer.body.message, path).toMatch(/[a-zé]{3,}/);
      expect(answer.growthMb, path).toBeLessThan(64);
    }
  });
});
