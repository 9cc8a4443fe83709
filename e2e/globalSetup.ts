import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { EmulatorSecrets } from '../mocks/secrets';
import { scaledLimits } from '../mocks/handlers/rateLimit';
import { startPreviewServer } from '../hosting/previewServer';
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
export default (project: TestProject) => serveBuild(project, E2E_WORKERS);

/**
 * `count` preview servers of the build (one per worker), provided to the tests as `servers`; resolves to what stops
 * them and removes their folders. The cross-engine project starts its own (e2e/engines/globalSetup.ts).
 */
export async function serveBuild(project: TestProject, count: number): Promise<() => Promise<void>> {
  // E2E_DIST lets several builds be tested side by side (e.g. `vite build --outDir /tmp/x` then E2E_DIST=/tmp/x).
  const distDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'admin', 'index.html'))) {
    throw new Error(`${distDir} is missing a build: run \`npm run build\` before the end-to-end tests.`);
  }
  const started = await Promise.all(
    Array.from({ length: count }, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
      const siteDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
      cpSync(distDir, siteDir, { recursive: true });
      // The whole suite writes from one address in a few minutes: ten times the visitor limits (docs/security.md#limites),
      // and a fresh address per test, far past the 5 recipients a day of one client.
      const rateLimits = {
        ...scaledLimits(10),
        recipients: { client: { max: 10_000, windowMs: 86_400_000 } },
      };
      const server = await startPreviewServer({ port: 0, dataDir, distDir: siteDir, rateLimits });
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
