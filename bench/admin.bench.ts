/**
 * `npm run bench:admin`: the back-office with 10,000 stored messages, in Debian's Chromium.
 * - time from navigation to /admin/messages until the first inbox row is visible (median of 5, fresh context each);
 * - first-load JavaScript of the back-office (gzip): the scripts and modulepreloads of dist/admin/index.html.
 * Targets: first row ≤ 1.5 s, first-load JS ≤ 300 KiB gzip. Builds into a temporary folder unless
 * BENCH_DIST (or E2E_DIST) names an existing build; the data directory is temporary and seeded.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { MESSAGE_PRIORITIES, MESSAGE_STATUSES } from '@shared/domain/messages';
import { PROJECT_TYPES } from '@shared/domain/contactFormFields';
import { config } from '@shared/config';
import { mintToken } from '../mocks/auth/tokens';
import { startPreviewServer } from '../hosting/previewServer';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser/chromium';
import { productionBuild } from '../testing/productionBuild';
import { median } from './shared';

const MESSAGES = 10_000;
const RUNS = 5;
const TARGET_FIRST_ROW_MS = 1500;
const TARGET_JS_KIB = 300;
/** BENCH_VERBOSE=1 prints, for each run, when the page loaded and when each /lm call ended. */
const VERBOSE = !!process.env.BENCH_VERBOSE;
/** The inbox's list region (MessageListPane) and its rows. */
const FIRST_ROW = 'section[aria-label="Liste des messages"] li';

function messages(count: number): Record<string, unknown>[] {
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) => ({
    name: `Client ${i}`,
    email: `client${i}@example.fr`,
    phone: '06 12 34 56 78',
    postalCode: '76600',
    subject: PROJECT_TYPES[i % PROJECT_TYPES.length],
    message: `Bonjour, je souhaite un devis pour mon projet n° ${i}. Merci de me recontacter.`,
    date: new Date(start + ((i * 7919) % 300) * 86_400_000).toISOString(),
    status: MESSAGE_STATUSES[i % MESSAGE_STATUSES.length],
    source: 'contact_form',
    priority: MESSAGE_PRIORITIES[i % MESSAGE_PRIORITIES.length],
    notificationStatus: 'sent',
  }));
}

/** Gzip size of everything the back-office's HTML loads before it can render: entry scripts + modulepreloads. */
export function firstLoadJs(dist: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(dist, 'admin', 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g),
  ].map((m) => m[1] as string);
  const files = [...new Set(refs)].filter((ref) => ref.endsWith('.js'));
  const gzipBytes = files.reduce((sum, ref) => {
    const path = join(dist, ref.replace(/^\//, ''));
    return sum + gzipSync(readFileSync(path), { level: 9 }).length;
  }, 0);
  return { files, gzipBytes };
}

async function main() {
  const dist = productionBuild('admin');
  if (!existsSync(join(dist.dir, 'admin', 'index.html'))) throw new Error(`${dist.dir} : build introuvable`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-data-'));
  const server = await startPreviewServer({ port: 0, dataDir, distDir: dist.dir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    server.store.insertMany('messages', messages(MESSAGES));
    await server.store.flush();
    const stored = server.store.count('messages');
    const { accessToken, user } = await mintToken({
      email: config.adminEmails[0] ?? 'admin@example.com',
      projectId: server.ctx.config.projectId,
      secret: server.ctx.secrets.auth,
      adminEmails: server.ctx.config.adminEmails,
    });

    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
      // Signed in before the page runs, so the sign-in is not part of the timing.
      await context.addInitScript(
        ([keys, token, userJson]) => {
          localStorage.setItem(keys.token, token);
          localStorage.setItem(keys.user, userJson);
        },
        [SESSION_STORAGE_KEYS, accessToken, JSON.stringify(user)] as const,
      );
      const page = await context.newPage();
      const started = performance.now();
      const at = () => (performance.now() - started).toFixed(0);
      const trace: string[] = [];
      if (VERBOSE) {
        page.on('domcontentloaded', () => trace.push(`DOMContentLoaded ${at()} ms`));
        page.on('requestfinished', (r) => {
          if (new URL(r.url()).pathname.includes('/lm/'))
            trace.push(`${new URL(r.url()).pathname} fini ${at()} ms`);
        });
      }
      await page.goto(`${server.url}/admin/messages`);
      await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 30_000 });
      samples.push(performance.now() - started);
      if (VERBOSE) console.log(`Essai ${run + 1} : ${trace.join(' · ')} · première ligne ${at()} ms`);
      await context.close();
    }

    const js = firstLoadJs(dist.dir);
    const firstRow = median(samples);
    const kib = js.gzipBytes / 1024;
    console.log(`Messages stockés : ${stored}`);
    console.log(
      `Première ligne de la boîte de réception : médiane ${firstRow.toFixed(0)} ms sur ${RUNS} ` +
        `(${samples.map((s) => s.toFixed(0)).join(', ')} ms) — cible ≤ ${TARGET_FIRST_ROW_MS} ms ` +
        `${firstRow <= TARGET_FIRST_ROW_MS ? 'OK' : 'DÉPASSÉE'}`,
    );
    console.log(
      `JavaScript au premier chargement du back-office (gzip) : ${kib.toFixed(1)} KiB en ${js.files.length} ` +
        `fichiers — cible ≤ ${TARGET_JS_KIB} KiB ${kib <= TARGET_JS_KIB ? 'OK' : 'DÉPASSÉE'}`,
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
}

await main();
