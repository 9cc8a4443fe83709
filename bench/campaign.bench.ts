/**
 * `npm run bench:campaign`: sending a campaign to 2,000 stored subscribers from the back-office, on the preview
 * server, in Debian's Chromium. Prints the send time, the e-mails per second, the longest main-thread task during
 * the send, and the progress bar's values as seen by the page (it must move). Target: ≤ 60 s.
 * Builds into a temporary folder unless BENCH_DIST (or E2E_DIST) names an existing build.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { config } from '@shared/config';
import { SESSION_STORAGE_KEYS } from '@shared/auth/sessionKeys';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import { mintToken } from '../mocks/auth/tokens';
import { startServer } from '../mocks/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { benchDist } from './shared';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2000);
const TARGET_S = 60;

async function main() {
  const dist = benchDist('campaign');
  if (!existsSync(join(dist.dir, 'admin', 'index.html'))) throw new Error(`${dist.dir} : build introuvable`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-campaign-data-'));
  const server = await startServer({ port: 0, dataDir, distDir: dist.dir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    server.store.insertMany(
      'subscribers',
      Array.from({ length: SUBSCRIBERS }, (_, i) => ({
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
    await page.goto(`/admin/campaigns/${campaign._id}/show`);
    await page.getByRole('button', { name: 'Envoyer la campagne' }).click();
    await page.evaluate(() => {
      (window as unknown as { longest: number }).longest = 0;
    });
    const started = performance.now();
    await page.getByRole('dialog').getByRole('button', { name: 'Envoyer la campagne' }).click();
    await page.getByText(/^Campagne envoyée/).waitFor({ timeout: 600_000 });
    const seconds = (performance.now() - started) / 1000;
    const { longest, progress } = await page.evaluate(() => {
      const w = window as unknown as { longest: number; progress: number[] };
      return { longest: w.longest, progress: w.progress };
    });
    const sent = server.store.count('emails', { campaignId: campaign._id });
    console.log(`Abonnés : ${SUBSCRIBERS}, e-mails envoyés : ${sent}`);
    console.log(
      `Envoi : ${seconds.toFixed(1)} s, ${(sent / seconds).toFixed(0)} e-mails/s — cible ≤ ${TARGET_S} s ` +
        `${seconds <= TARGET_S ? 'OK' : 'DÉPASSÉE'}`,
    );
    console.log(`Plus longue tâche du fil principal pendant l’envoi : ${longest.toFixed(0)} ms`);
    console.log(
      `Barre de progression : ${progress.length} valeurs distinctes (${progress.slice(0, 5).join(', ')} … ${progress.at(-1)} %)`,
    );
    if (sent !== SUBSCRIBERS) throw new Error(`${sent} e-mails au lieu de ${SUBSCRIBERS}`);
    if (progress.length < 3) throw new Error('La barre de progression n’a pas avancé.');
    await context.close();
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dist.temporary) rmSync(dist.dir, { recursive: true, force: true });
  }
}

await main();
