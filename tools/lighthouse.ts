/**
 * `npm run lighthouse [-- --runs 5 --routes /,/contact --dist dist]`: Lighthouse 12 (mobile, simulated
 * throttling) on the production build served by the preview server (emulator, fresh data), in Debian's Chromium
 * (the one `.ci/run` installs; its version is printed). Prints, per public route, the median of each measure over
 * the runs beside AstroWind's published figures, and exits with an error when a route misses a target
 * (performance 100 and TBT ≤ 25 ms, CLS, LCP, and 100 elsewhere). Run `npm run build` first.
 * `--tasks` prints, for each run, its TBT, FCP and TTI and every main-thread task Lantern may count as blocking
 * (observed and thread durations, simulated duration, what the task did: docs/islands.md#ce-que-lighthouse-compte);
 * `--save-traces <dir>` keeps each run's trace and DevTools log (open the trace in DevTools' Performance panel).
 */
import lighthouse, { type Flags, type Result, type RunnerResult } from 'lighthouse';
import { saveDevtoolsLog, saveTrace } from 'lighthouse/core/lib/asset-saver.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser/chromium.ts';
import { startServer } from '../mocks/server.ts';
import { publicPages } from '../pipeline/check-budgets.ts';
import { describeTasks, lanternTasks, type TraceEvent } from './lighthouseTasks.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Performance 100 and TBT ≤ 25 ms on every route, met by the current build (docs/measurements.md#lighthouse). */
const TARGETS = { performance: 100, others: 100, cls: 0.02, lcpMs: 1800, tbtMs: 25 };

/**
 * AstroWind (the Astro marketing template visitors compare us with): its published figures, as recorded once
 * (Lighthouse 12.8 mobile, median of 5, Debian's Chromium 150, on another machine and day), its home for `/`, its
 * text page `/about` for every other route. Printed as a published reference, not measured by this run
 * (docs/measurements.md#lighthouse).
 */
export const ASTROWIND = {
  home: { performance: 99, lcpMs: 1900, tbtMs: 49, jsKiB: 5.5 },
  text: { performance: 98, lcpMs: 1520, tbtMs: 0, jsKiB: 5.5 },
} as const;
const astrowindFor = (route: string) => (route === '/' ? ASTROWIND.home : ASTROWIND.text);

export interface RunMeasures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

export function measures(lhr: Result): RunMeasures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined
  )?.items;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: (requests ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0),
  };
}

export function medianMeasures(runs: readonly RunMeasures[]): RunMeasures {
  const pick = (key: keyof RunMeasures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
  };
}

/** What misses a target, in words (empty when all are met). */
export function misses(m: RunMeasures): string[] {
  const out: string[] = [];
  if (m.performance < TARGETS.performance) out.push(`performance ${m.performance} < ${TARGETS.performance}`);
  if (m.accessibility < TARGETS.others) out.push(`accessibilité ${m.accessibility}`);
  if (m.bestPractices < TARGETS.others) out.push(`bonnes pratiques ${m.bestPractices}`);
  if (m.seo < TARGETS.others) out.push(`SEO ${m.seo}`);
  if (m.cls > TARGETS.cls) out.push(`CLS ${m.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (m.lcpMs > TARGETS.lcpMs) out.push(`LCP ${(m.lcpMs / 1000).toFixed(2)} s > 1,8 s`);
  if (m.tbtMs > TARGETS.tbtMs) out.push(`TBT ${Math.round(m.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  return out;
}

export function table(rows: readonly { route: string; m: RunMeasures }[]): string {
  const lines = rows.map(({ route, m }) => {
    const astro = astrowindFor(route);
    return `| ${route} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${(m.jsBytes / 1024).toFixed(1)} KiB | ${astro.performance} · ${(astro.lcpMs / 1000).toFixed(2)} s · ${astro.tbtMs} ms · ${astro.jsKiB} KiB | ${misses(m).join(', ') || 'oui'} |`;
  });
  return [
    '| Page | Performance | Accessibilité | Bonnes pratiques | SEO | LCP | TBT | CLS | JS transféré | AstroWind publié (perf. · LCP · TBT · JS) | Objectifs atteints |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --- | --- |',
    ...lines,
  ].join('\n');
}

/** Prints what Lantern counted in one run and keeps its trace when asked (`--tasks`, `--save-traces`). */
async function explain(result: RunnerResult, route: string, run: number, traceDir?: string): Promise<void> {
  const { lhr, artifacts } = result;
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const trace = artifacts.Trace as { traceEvents: TraceEvent[] };
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    const base = join(traceDir, `${route.replace(/\W+/g, '_') || 'home'}-${run + 1}`);
    await saveTrace(trace, `${base}.trace.json`);
    await saveDevtoolsLog(artifacts.DevtoolsLog, `${base}.devtoolslog.json`);
  }
  const counted = (
    lhr.audits['long-tasks']?.details as { items?: { startTime: number; duration: number }[] } | undefined
  )?.items;
  console.log(
    `${route} passage ${run + 1} : TBT ${value('total-blocking-time')} ms, FCP ${value('first-contentful-paint')} ms, TTI ${value('interactive')} ms (simulés) ; tâches longues de Lighthouse : ${
      (counted ?? []).map((t) => `${Math.round(t.duration)} ms à ${Math.round(t.startTime)} ms`).join(', ') ||
      'aucune'
    }`,
  );
  for (const line of describeTasks(lanternTasks(trace.traceEvents, lhr.finalDisplayedUrl))) console.log(line);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      routes: { type: 'string' },
      dist: { type: 'string', default: process.env.E2E_DIST ?? 'dist' },
      tasks: { type: 'boolean', default: false },
      'save-traces': { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs : un entier positif');
  const distDir = resolve(values.dist);
  // Public pages with a script (redirect files have none), unless a list is given.
  const routes =
    values.routes?.split(',').map((r) => r.trim()) ??
    [...publicPages(distDir)]
      .filter(([, file]) => readFileSync(file, 'utf8').includes('<script type="module"'))
      .map(([route]) => route)
      .sort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const server = await startServer({ port: 0, dataDir, distDir });
  const port = 9300 + (process.pid % 500);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const chromiumVersion = `Chromium ${browser.version()}`;
  let lighthouseVersion = '12';
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  const rows: { route: string; m: RunMeasures }[] = [];
  try {
    for (const route of routes) {
      const results: RunMeasures[] = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a pass is run again, twice at most.
        let result = await lighthouse(`${server.url}${route}`, flags);
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++)
          result = await lighthouse(`${server.url}${route}`, flags);
        if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${route}`);
        if (result.lhr.runtimeError) throw new Error(`${route} : ${result.lhr.runtimeError.message}`);
        lighthouseVersion = result.lhr.lighthouseVersion;
        results.push(measures(result.lhr));
        if (values.tasks || values['save-traces']) await explain(result, route, i, values['save-traces']);
      }
      const m = medianMeasures(results);
      rows.push({ route, m });
      console.log(
        `${route} : performance ${results.map((r) => r.performance).join(', ')} → médiane ${m.performance}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nLighthouse ${lighthouseVersion} mobile (throttling simulé), ${chromiumVersion}, médiane de ${runs} passage(s) par page, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(table(rows));
  const missed = rows.filter(({ m }) => misses(m).length > 0).map(({ route }) => route);
  if (missed.length > 0) {
    console.error(`\nObjectifs manqués : ${missed.join(', ')}`);
    process.exitCode = 1;
  }
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve('tools/lighthouse.ts');
if (isMain) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
