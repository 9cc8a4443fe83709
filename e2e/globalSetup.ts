import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerBroker } from './serverBroker';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test file asks for its own server (e2e/fileServer.ts). */
    serverBroker: string;
  }
}

/** Starts the broker of the files' preview servers (built site + emulator on one origin, fresh data each). */
export default (project: TestProject) => serveBuild(project);

/**
 * The broker that gives each test file a preview server of its own (e2e/serverBroker.ts), provided to the tests as
 * `serverBroker`; resolves to what stops it and every server left. The cross-engine project uses it too
 * (e2e/engines/globalSetup.ts).
 */
export async function serveBuild(project: TestProject): Promise<() => Promise<void>> {
  // E2E_DIST lets several builds be tested side by side (e.g. `vite build --outDir /tmp/x` then E2E_DIST=/tmp/x).
  const distDir = resolve(process.env.E2E_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'admin', 'index.html'))) {
    throw new Error(`${distDir} is missing a build: run \`npm run build\` before the end-to-end tests.`);
  }
  const broker = await startServerBroker(distDir);
  project.provide('serverBroker', broker.url);
  return broker.close;
}
