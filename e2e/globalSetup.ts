import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../mocks/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the preview server (built site + emulator on one origin) with a fresh data directory. */
export default async function setup(project: TestProject) {
  const distDir = resolve('dist');
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'admin', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before `npm run test:e2e`.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const server = await startServer({ port: 0, dataDir, distDir });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
