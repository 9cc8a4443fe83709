import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The production build a bench or a measuring tool serves: BENCH_DIST (or E2E_DIST) when given, else a fresh one in a temporary folder. */
export function productionBuild(name: string): { dir: string; temporary: boolean } {
  const given = process.env.BENCH_DIST ?? process.env.E2E_DIST;
  if (given) return { dir: resolve(given), temporary: false };
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-dist-`));
  console.log(`Construction de production dans ${dir}…`);
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  return { dir, temporary: true };
}
