/**
 * `npm run lighthouse [-- --runs 5 --routes /,/contact --dist dist --cpu auto]`: Lighthouse 12 (mobile, simulated
 * throttling) on the production build served by the preview server (emulator, fresh data), in Debian's Chromium
 * (the one `.ci/run` installs; its version is printed), **interleaved with AstroWind's pages served from this machine
 * in the same run** (`--anchor`, by default `../shared/anchors/astrowind` beside the repository; its `/` beside our
 * `/`, its `/about` beside every other page): a figure of ours means something only next to the anchor's from the
 * same run (docs/measurements.md#lighthouse). Without AstroWind's pages, the comparison is skipped and said so.
 * Prints, per public route, the median of each measure over the runs beside AstroWind's and their ratio, and exits
 * with an error when a route is slower than its AstroWind page (blocking time above max(AstroWind's, 25 ms), or a
 * lower performance score) or misses a fixed target (accessibility, best practices, SEO 100, CLS; performance 100
 * and TBT ≤ 25 ms at the default 4× CPU). Run `npm run build` first.
 * `--cpu auto` makes this host act like the reference machine (cpuref 3.0 s): Lighthouse's CPU multiplier becomes
 * 4 × 3.0 s / this host's cpuref reading (`CPUREF`, by default `../shared/tools/cpuref.mjs`), never below 4; 4
 * without it, said so.
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
import { startPreviewServer } from '../hosting/previewServer.ts';
import { publicPages } from '../pipeline/check-budgets.ts';
import { CPU_SLOWDOWN, describeTasks, lanternTasks, type TraceEvent } from './lighthouseTasks.ts';
import {
  anchorFor,
  ANCHOR_DIR,
  autoMultiplier,
  findAnchor,
  roundOrder,
  slowerThanAnchor,
} from './lighthouseAnchor.ts';
import { serveFolder } from '../hosting/folderHost.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Targets of their own: the three other categories, layout shift, and at 4× CPU performance 100 and TBT ≤ 25 ms. */
const TARGETS = { performance: 100, others: 100, cls: 0.02, lcpMs: 1800, tbtMs: 25 };
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

/** What misses a fixed target, in words (empty when all are met); performance and TBT only at 4× CPU. */
export function misses(m: RunMeasures, multiplier = CPU_SLOWDOWN): string[] {
  const out: string[] = [];
  if (multiplier === CPU_SLOWDOWN && m.performance < TARGETS.performance)
    out.push(`performance ${m.performance} < ${TARGETS.performance}`);
  if (m.accessibility < TARGETS.others) out.push(`accessibilité ${m.accessibility}`);
  if (m.bestPractices < TARGETS.others) out.push(`bonnes pratiques ${m.bestPractices}`);
  if (m.seo < TARGETS.others) out.push(`SEO ${m.seo}`);
  if (m.cls > TARGETS.cls) out.push(`CLS ${m.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (multiplier === CPU_SLOWDOWN && m.lcpMs > TARGETS.lcpMs)
    out.push(`LCP ${(m.lcpMs / 1000).toFixed(2)} s > 1,8 s`);
  if (multiplier === CPU_SLOWDOWN && m.tbtMs > TARGETS.tbtMs)
    out.push(`TBT ${Math.round(m.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  return out;
}

const ratio = (ours: number, anchor: number): string =>
  anchor > 0 ? `${(ours / anchor).toFixed(2).replace('.', ',')}` : ours > 0 ? '∞' : '—';

export interface Row {
  route: string;
  m: RunMeasures;
  anchorPage: string;
  /** Absent when AstroWind's pages were not given (the comparison is skipped, and said so). */
  anchor?: RunMeasures;
}

export function table(rows: readonly Row[], multiplier = CPU_SLOWDOWN): string {
  const lines = rows.map(({ route, m, anchorPage, anchor }) => {
    const missed = [...new Set([...(anchor ? slowerThanAnchor(m, anchor) : []), ...misses(m, multiplier)])];
    const theirs = anchor
      ? `${anchorPage} : ${anchor.performance} · ${Math.round(anchor.tbtMs)} ms · ${(anchor.lcpMs / 1000).toFixed(2)} s | ${ratio(m.tbtMs, anchor.tbtMs)} | ${ratio(m.lcpMs, anchor.lcpMs)}`
      : '— (sautée) | — | —';
    const theirJs = anchor ? `${(anchor.jsBytes / 1024).toFixed(1)} KiB` : '—';
    return `| ${route} | ${m.performance} · ${Math.round(m.tbtMs)} ms · ${(m.lcpMs / 1000).toFixed(2)} s | ${theirs} | ${m.accessibility} · ${m.bestPractices} · ${m.seo} | ${m.cls.toFixed(3)} | ${(m.jsBytes / 1024).toFixed(1)} KiB · ${theirJs} | ${missed.join(', ') || 'oui'} |`;
  });
  return [
    '| Page | Nous (perf. · TBT · LCP) | AstroWind, même passage (perf. · TBT · LCP) | TBT nous / AstroWind | LCP nous / AstroWind | Access. · bonnes pr. · SEO | CLS | JS transféré (nous · AstroWind) | Objectifs atteints |',
    '| --- | --- | --- | --: | --: | --- | --: | --: | --- |',
    ...lines,
  ].join('\n');
}

/** Prints what Lantern counted in one run and keeps its trace when asked (`--tasks`, `--save-traces`). */
async function explain(
  result: RunnerResult,
  label: string,
  run: number,
  multiplier: number,
  traceDir?: string,
): Promise<void> {
  const { lhr, artifacts } = result;
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const trace = artifacts.Trace as { traceEvents: TraceEvent[] };
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    const base = join(traceDir, `${label.replace(/\W+/g, '_') || 'home'}-${run + 1}`);
    await saveTrace(trace, `${base}.trace.json`);
    await saveDevtoolsLog(artifacts.DevtoolsLog, `${base}.devtoolslog.json`);
  }
  const counted = (
    lhr.audits['long-tasks']?.details as { items?: { startTime: number; duration: number }[] } | undefined
  )?.items;
  console.log(
    `${label} passage ${run + 1} : TBT ${value('total-blocking-time')} ms, FCP ${value('first-contentful-paint')} ms, TTI ${value('interactive')} ms (simulés) ; tâches longues de Lighthouse : ${
      (counted ?? []).map((t) => `${Math.round(t.duration)} ms à ${Math.round(t.startTime)} ms`).join(', ') ||
      'aucune'
    }`,
  );
  for (const line of describeTasks(lanternTasks(trace.traceEvents, lhr.finalDisplayedUrl, multiplier)))
    console.log(line);
}

/** One pass of Lighthouse on `url`, run again (twice at most) when it fails to record a trace (NO_NAVSTART). */
async function runOnce(url: string, flags: Flags): Promise<RunnerResult> {
  let result = await lighthouse(url, flags);
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry++) result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url} : ${result.lhr.runtimeError.message}`);
  return result;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      routes: { type: 'string' },
      dist: { type: 'string', default: process.env.E2E_DIST ?? 'dist' },
      cpu: { type: 'string', default: String(CPU_SLOWDOWN) },
      anchor: { type: 'string', default: ANCHOR_DIR },
      tasks: { type: 'boolean', default: false },
      'save-traces': { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs : un entier positif');
  let multiplier: number;
  if (values.cpu === 'auto') {
    const auto = autoMultiplier();
    multiplier = auto.multiplier;
    console.log(auto.said);
  } else {
    multiplier = Number(values.cpu);
    if (!Number.isFinite(multiplier) || multiplier < 1) throw new Error('--cpu : « auto » ou un nombre ≥ 1');
    console.log(`Processeur ralenti ×${multiplier}`);
  }
  const anchor = findAnchor(resolve(values.anchor));
  if ('skipped' in anchor) console.log(anchor.skipped);
  const distDir = resolve(values.dist);
  // Public pages with a script (redirect files have none), unless a list is given.
  const routes =
    values.routes?.split(',').map((r) => r.trim()) ??
    [...publicPages(distDir)]
      .filter(([, file]) => readFileSync(file, 'utf8').includes('<script type="module"'))
      .map(([route]) => route)
      .sort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const server = await startPreviewServer({ port: 0, dataDir, distDir });
  const anchorServer = 'dir' in anchor ? await serveFolder(anchor.dir) : undefined;
  const port = 9300 + (process.pid % 500);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const chromiumVersion = `Chromium ${browser.version()}`;
  let lighthouseVersion = '12';
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Merged into the mobile defaults (150 ms RTT, 1.6 Mbit/s): only the CPU changes.
    throttling: { cpuSlowdownMultiplier: multiplier },
  } as Flags;
  const ours = new Map<string, RunMeasures[]>(routes.map((r) => [r, []]));
  const anchors = new Map<string, RunMeasures[]>();
  const started = Date.now();
  try {
    for (let round = 0; round < runs; round++) {
      for (const { side, path } of roundOrder(routes, round)) {
        if (side === 'anchor' && !anchorServer) continue;
        const url = `${side === 'ours' ? server.url : anchorServer!.url}${path}`;
        const result = await runOnce(url, flags);
        lighthouseVersion = result.lhr.lighthouseVersion;
        const m = measures(result.lhr);
        const label = side === 'ours' ? path : `AstroWind ${path}`;
        if (side === 'ours') ours.get(path)!.push(m);
        else anchors.set(path, [...(anchors.get(path) ?? []), m]);
        console.log(
          `${label} passage ${round + 1} : performance ${m.performance}, TBT ${Math.round(m.tbtMs)} ms`,
        );
        if (values.tasks || values['save-traces'])
          await explain(result, label, round, multiplier, values['save-traces']);
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await anchorServer?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows: Row[] = routes.map((route) => ({
    route,
    m: medianMeasures(ours.get(route)!),
    anchorPage: anchorFor(route),
    anchor: anchorServer ? medianMeasures(anchors.get(anchorFor(route))!) : undefined,
  }));
  console.log(
    `\nLighthouse ${lighthouseVersion} mobile (throttling simulé, processeur ×${multiplier}), ${chromiumVersion}, AstroWind servi par cette machine dans le même passage, pages alternées, médiane de ${runs} passage(s) par page, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  console.log(table(rows, multiplier));
  const missed = rows
    .filter(
      ({ m, anchor }) =>
        (anchor ? slowerThanAnchor(m, anchor).length > 0 : false) || misses(m, multiplier).length > 0,
    )
    .map(({ route }) => route);
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
