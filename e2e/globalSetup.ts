import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtSite } from './fileServer';

/** Fails at once, in words, without a build to test: each file then starts its own server on it (fileServer.ts). */
export default function setup() {
  const distDir = builtSite();
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'admin', 'index.html'))) {
    throw new Error(`${distDir} is missing a build: run \`npm run build\` before \`npm run test:e2e\`.`);
  }
}
