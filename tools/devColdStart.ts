/**
 * `npm run check:dev`: the first `npm run dev` of a fresh clone, as a newcomer meets it. Starts Vite on an empty
 * dependency cache, opens `/` then `/admin` in Chromium, and fails when the sign-in screen takes more than 5 s
 * after `/admin` is asked for, or when Vite re-optimises its dependencies on the way (a full reload, « optimized
 * dependencies changed », 504 « Outdated Optimize Dep »). Prints the timings (docs/testing.md#premier-npm-run-dev).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser/chromium.ts';

const SIGN_IN_WITHIN_MS = 5_000;
const port = 5300 + Math.floor(Math.random() * 500);
const cacheDir = mkdtempSync(join(tmpdir(), 'vite-cold-'));
const output: string[] = [];

const vite = spawn(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'],
  {
    env: { ...process.env, VITE_CACHE_DIR: cacheDir, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
vite.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
vite.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));

async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} : rien après ${ms} ms\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const problems: string[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await until(() => /Local/.test(output.join('')), 'Démarrage de Vite');
  const page = await browser.newPage();
  const outdated: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 504) outdated.push(response.url());
  });
  // Full page loads (a same-document navigation of the router does not count).
  let reloads = 0;
  page.on('load', () => {
    reloads += 1;
  });
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  await page.goto(`${base}/`, { waitUntil: 'commit', timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
  const home = Date.now() - t0;
  reloads = 0;
  const t1 = Date.now();
  await page.goto(`${base}/admin`, { waitUntil: 'commit', timeout: 120_000 });
  await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor({ timeout: 120_000 });
  const admin = Date.now() - t1;
  // The first navigation counts once; any more is Vite reloading the page after a re-optimisation.
  const extraReloads = Math.max(0, reloads - 1);
  console.log(`/ : ${home} ms jusqu’au titre ; /admin : ${admin} ms jusqu’à « Se connecter »`);
  console.log(`rechargements imposés par Vite : ${extraReloads} ; réponses 504 : ${outdated.length}`);
  if (admin > SIGN_IN_WITHIN_MS)
    problems.push(`l’écran de connexion arrive après ${admin} ms (> ${SIGN_IN_WITHIN_MS})`);
  if (extraReloads > 0 || outdated.length > 0) problems.push('Vite a ré-optimisé ses dépendances en chemin');
  if (/optimized dependencies changed|new dependencies optimized/i.test(output.join(''))) {
    problems.push('le terminal dit « optimized dependencies changed »');
  }
} finally {
  await browser.close();
  vite.kill();
  rmSync(cacheDir, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`Premier npm run dev : ${problems.join(' ; ')}\n--- sortie de Vite ---\n${output.join('')}`);
  process.exit(1);
}
console.log('Premier npm run dev : propre.');
