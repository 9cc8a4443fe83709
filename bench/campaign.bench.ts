/**
 * `npm run bench:campaign`: a campaign sent from the back-office on the preview server, in Debian's Chromium, at
 * 2,000 then 20,000 stored subscribers (BENCH_SUBSCRIBERS=2000,20000). At each size: the send time and the time per
 * e-mail, the longest main-thread task during the send, the tab's JavaScript heap (peak while sending), and the
 * progress bar's values as seen by the page (it must move). Targets (docs/newsletter.md#mesures): time per e-mail at
 * the largest size ≤ 1.2 × the one at the smallest, longest task < 100 ms.
 * Builds into a temporary folder unless BENCH_DIST (or E2E_DIST) names an existing build.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { config } from '@shared/config';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import { mintToken } from '../mocks/auth/tokens';
import { startServer } from '../mocks/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser/chromium';
import { productionBuild } from '../testing/productionBuild';

const SIZES = (process.env.BENCH_SUBSCRIBERS ?? '2000,20000').split(',').map(Number);
const MAX_RATIO = 1.2;
const MAX_TASK_MS = 100;

interface Run {
  subscribers: number;
  seconds: number;
  msPerEmail: number;
  longest: number;
  heapPeakMb: number;
  progress: number[];
}

async function run(browser: Browser, distDir: string, size: number): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-campaign-data-'));
  const server = await startServer({ port: 0, dataDir, distDir });
  try {
    server.store.insertMany(
      'subscribers',
      Array.from({ length: size }, (_, i) => ({
        email: `abonne${i}@example.fr`,
        status: 'active',
        source: 'footer',
        preferences: { ...DEFAULT_PREFERENCES, energyTips: true },
      })),
    );
    const campaign = server.store.insert('campaigns', {
      name: 'Mesure',
      subject: 'Nos conseils pour l’hiver',
      topic: 'energyTips',
      html: '<h1>Bonjour</h1><p>Nos conseils pour un hiver au chaud, sans gaspiller.</p>'.repeat(10),
      status: 'draft',
    });
    await server.store.flush();
    const { accessToken, user } = await mintToken({
      email: config.adminEmails[0] ?? 'admin@example.com',
      projectId: server.ctx.config.projectId,
      secret: server.ctx.secrets.auth,
      adminEmails: server.ctx.config.adminEmails,
    });
    const context = await browser.newContext({
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      baseURL: server.url,
    });
    await context.addInitScript(
      ([keys, token, userJson]) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.user, userJson);
        // The longest task of the main thread, and the progress bar's values, while the page lives.
        const w = window as unknown as { longest: number; progress: number[] };
        w.longest = 0;
        w.progress = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
        }).observe({ type: 'longtask', buffered: false });
        new MutationObserver(() => {
          const bar = document.querySelector('[role="progressbar"][aria-valuenow]');
          const value = Number(bar?.getAttribute('aria-valuenow'));
          if (bar && w.progress.at(-1) !== value) w.progress.push(value);
        }).observe(document, { subtree: true, attributes: true, childList: true });
      },
      [SESSION_STORAGE_KEYS, accessToken, JSON.stringify(user)] as const,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The V8 heap of the tab, read without the full metrics (Performance.getMetrics costs the page long tasks).
    const heap = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize;
    await page.goto(`/admin/campaigns/${campaign._id}/show`);
    await page.getByRole('button', { name: 'Envoyer la campagne' }).click();
    await page.evaluate(() => {
      (window as unknown as { longest: number }).longest = 0;
    });
    let peak = await heap();
    const sampler = setInterval(() => {
      void heap().then(
        (value) => (peak = Math.max(peak, value)),
        () => undefined,
      );
    }, 1000);
    const started = performance.now();
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer la campagne' }).click();
    await page.getByText(/^Campagne envoyée/).waitFor({ timeout: 900_000 });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await heap());
    const { longest, progress } = await page.evaluate(() => {
      const w = window as unknown as { longest: number; progress: number[] };
      return { longest: w.longest, progress: w.progress };
    });
    const sent = server.store.count('emails', { campaignId: campaign._id });
    if (sent !== size) throw new Error(`${sent} e-mails au lieu de ${size}`);
    if (progress.length < 3) throw new Error('La barre de progression n’a pas avancé.');
    await context.close();
    return {
      subscribers: size,
      seconds,
      msPerEmail: (seconds * 1000) / sent,
      longest,
      heapPeakMb: peak / 1024 / 1024,
      progress,
    };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const dist = productionBuild('campaign');
  if (!existsSync(join(dist.dir, 'admin', 'index.html'))) throw new Error(`${dist.dir} : build introuvable`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs: Run[] = [];
  try {
    for (const size of SIZES) {
      const r = await run(browser, dist.dir, size);
      runs.push(r);
      console.log(
        `${r.subscribers} abonnés : ${r.seconds.toFixed(1)} s, ${r.msPerEmail.toFixed(2)} ms par e-mail ` +
          `(${(r.subscribers / r.seconds).toFixed(0)} e-mails/s) ; plus longue tâche du fil principal ` +
          `${r.longest.toFixed(0)} ms ; mémoire JS de l’onglet au plus ${r.heapPeakMb.toFixed(1)} Mo ; ` +
          `barre de progression : ${r.progress.length} valeurs (${r.progress.slice(0, 3).join(', ')} … ${r.progress.at(-1)} %)`,
      );
    }
  } finally {
    await browser.close();
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
  const first = runs[0]!;
  const last = runs.at(-1)!;
  const ratio = last.msPerEmail / first.msPerEmail;
  const longest = Math.max(...runs.map((r) => r.longest));
  console.log(
    `Temps par e-mail à ${last.subscribers} / à ${first.subscribers} : ${ratio.toFixed(2)} (cible ≤ ${MAX_RATIO}) ` +
      `${ratio <= MAX_RATIO ? 'OK' : 'DÉPASSÉE'} ; plus longue tâche ${longest.toFixed(0)} ms (cible < ${MAX_TASK_MS}) ` +
      `${longest < MAX_TASK_MS ? 'OK' : 'DÉPASSÉE'}`,
  );
  if (ratio > MAX_RATIO || longest >= MAX_TASK_MS) process.exitCode = 1;
}

await main();
