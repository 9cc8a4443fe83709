import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { EmulatorSecrets } from '../mocks/secrets';
import { scaledLimits } from '../mocks/handlers/rateLimit';
import { startServer } from '../mocks/server';
import { E2E_WORKERS } from './workers';

/** One preview server: where it answers, and its own secrets (made at random for its data directory). */
export interface E2eServer {
  url: string;
  /** To mint tokens and subscriber links as the server does. */
  secrets: EmulatorSecrets;
  /** Its data directory (what a send writes to disk is measured there). */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (e2e/browser.ts `baseUrl` picks the worker's own). */
    servers: E2eServer[];
  }
}

/** Starts the preview servers (built site + emulator on one origin), each with a fresh data directory. */
export default async function setup(project: TestProject) {
  // E2E_DIST lets several builds be tested side by side (e.g. `vite build --outDir /tmp/x` then E2E_DIST=/tmp/x).
  const distDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'admin', 'index.html'))) {
    throw new Error(`${distDir} is missing a build: run \`npm run build\` before \`npm run test:e2e\`.`);
  }
  const started = await Promise.all(
    Array.from({ length: E2E_WORKERS }, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
      const siteDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
      cpSync(distDir, siteDir, { recursive: true });
      // The whole suite writes from one address in a few minutes: ten times the visitor limits (docs/security.md#limites).
      const server = await startServer({ port: 0, dataDir, distDir: siteDir, rateLimits: scaledLimits(10) });
      return { server, dataDir, dirs: [dataDir, siteDir] };
    }),
  );
  project.provide(
    'servers',
    started.map(({ server, dataDir }) => ({ url: server.url, secrets: server.ctx.secrets, dataDir })),
  );
  return async () => {
    for (const { server, dirs } of started) {
      await server.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  };
}
