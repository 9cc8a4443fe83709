import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EmulatorSecrets } from '../mocks/secrets';
import { scaledLimits } from '../mocks/handlers/rateLimit';
import { startServer } from '../mocks/server';

/** The preview server of one test file: where it answers, its own secrets and its own data directory. */
export interface E2eServer {
  url: string;
  /** To mint tokens and subscriber links as the server does. */
  secrets: EmulatorSecrets;
  /** Its data directory (what a send writes to disk is measured there). */
  dataDir: string;
}

/** The build under test: `npm run build`'s, or another one side by side (`E2E_DIST=/tmp/x`). */
export const builtSite = (): string => resolve(process.env.E2E_DIST ?? 'dist');

let current: E2eServer | undefined;

/**
 * Starts the server of the file about to run (e2e/fileSetup.ts): the built site and the emulator on one origin,
 * with a data directory and a copy of the build of its own (a publish rewrites the pages it serves). No file sees
 * what another wrote, so none cleans up for another (docs/testing.md#bout-en-bout). Returns how to stop it.
 */
export async function startFileServer(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const siteDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  cpSync(builtSite(), siteDir, { recursive: true });
  // A file writes from one address in a minute or two: ten times the visitor limits (docs/security.md#limites).
  const server = await startServer({ port: 0, dataDir, distDir: siteDir, rateLimits: scaledLimits(10) });
  current = { url: server.url, secrets: server.ctx.secrets, dataDir };
  return async () => {
    current = undefined;
    await server.close();
    for (const dir of [dataDir, siteDir]) rmSync(dir, { recursive: true, force: true });
  };
}

/** The server of the file running now. */
export function fileServer(): E2eServer {
  if (!current)
    throw new Error('Aucun serveur pour ce fichier : e2e/fileSetup.ts le démarre avant ses tests.');
  return current;
}
