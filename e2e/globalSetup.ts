import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { EmulatorSecrets } from '../mocks/secrets';
import { scaledLimits } from '../mocks/handlers/rateLimit';
import { startServer } from '../mocks/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's own secrets (made at random for its data directory), to mint tokens and links as it does. */
    secrets: EmulatorSecrets;
  }
}

/** Starts the preview server (built site + emulator on one origin) with a fresh data directory. */
export default async function setup(project: TestProject) {
  // E2E_DIST lets several builds be tested side by side (e.g. `vite build --outDir /tmp/x` then E2E_DIST=/tmp/x).
  const distDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'admin', 'index.html'))) {
    throw new Error(`${distDir} is missing a build: run \`npm run build\` before \`npm run test:e2e\`.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // The whole suite writes from one address in a few minutes: ten times the visitor limits (docs/security.md#limites).
  const server = await startServer({ port: 0, dataDir, distDir, rateLimits: scaledLimits(10) });
  project.provide('baseUrl', server.url);
  project.provide('secrets', server.ctx.secrets);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
