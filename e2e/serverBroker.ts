import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExtensionSwitches } from '@shared/domain/extensions';
import type { EmulatorSecrets } from '../mocks/secrets';
import { scaledLimits } from '../mocks/handlers/rateLimit';
import { startPreviewServer, type PreviewServer } from '../hosting/previewServer';

/** One preview server of a test file: where it answers, and its own secrets (made at random for its data). */
export interface E2eServer {
  /** What the file gives back to the broker once it is over. */
  id: string;
  url: string;
  /** To mint tokens and subscriber links as the server does. */
  secrets: EmulatorSecrets;
  /** Its data directory (what a send writes to disk is measured there). */
  dataDir: string;
}

/** What a test file may ask of a server beside the default one (POST body). */
export interface ServerWishes {
  /** The platform's own rate limits instead of ten times the visitor limits. */
  platformLimits?: boolean;
  /** Call extensions switched off (docs/platform.md#extensions). */
  extensions?: ExtensionSwitches;
}

export interface ServerBroker {
  url: string;
  /** Stops the broker and every server still running, and removes their folders. */
  close(): Promise<void>;
}

/** A request's whole body. */
async function text(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

interface Running {
  server: PreviewServer;
  dirs: string[];
}

/**
 * Starts preview servers of the build at `distDir` on demand, in the main Vitest process: a test file asks for one
 * before its first test and gives it back after its last, so no file ever sees another's data
 * (docs/testing.md#bout-en-bout). A server started inside a test worker, beside Playwright, once stalled the suite.
 */
export async function startServerBroker(distDir: string): Promise<ServerBroker> {
  const running = new Map<string, Running>();
  let started = 0;

  async function open({ platformLimits, extensions }: ServerWishes): Promise<E2eServer> {
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
    // Its own copy of the build: the deploy hook rewrites the pages it serves.
    const siteDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
    cpSync(distDir, siteDir, { recursive: true });
    // A file writes from one address in a few seconds: ten times the visitor limits (docs/security.md#limites),
    // and a fresh address per test, far past the 5 recipients a day of one client.
    const rateLimits = platformLimits
      ? undefined
      : { ...scaledLimits(10), recipients: { client: { max: 10_000, windowMs: 86_400_000 } } };
    const server = await startPreviewServer({ port: 0, dataDir, distDir: siteDir, rateLimits, extensions });
    const id = String(++started);
    running.set(id, { server, dirs: [dataDir, siteDir] });
    return { id, url: server.url, secrets: server.ctx.secrets, dataDir };
  }

  async function stop(id: string): Promise<boolean> {
    const found = running.get(id);
    if (!found) return false;
    running.delete(id);
    await found.server.close();
    for (const dir of found.dirs) rmSync(dir, { recursive: true, force: true });
    return true;
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // POST / starts a server (ServerWishes in its body); DELETE /<id> stops it.
    const id = (request.url ?? '/').slice(1);
    if (request.method === 'POST' && id === '') {
      const wishes = JSON.parse((await text(request)) || '{}') as ServerWishes;
      response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify(await open(wishes)));
    } else if (request.method === 'DELETE' && id !== '') {
      response.writeHead((await stop(id)) ? 204 : 404).end();
    } else {
      response.writeHead(404).end();
    }
  }

  const broker = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((listening) => broker.listen(0, '127.0.0.1', listening));
  const { port } = broker.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      const closed = new Promise<void>((done) => broker.close(() => done()));
      broker.closeAllConnections();
      await closed;
      for (const id of [...running.keys()]) await stop(id);
    },
  };
}
