/**
 * Budget check of a production build (run at the end of `vite build`, and by hand: `tsx pipeline/check-budgets.ts [dist]`;
 * with `--headroom`, also fails when a route uses more than 80 % of its limit, as `.ci/run` checks its
 * production-configuration build).
 * Fails when a public page asks for more JavaScript before any action than its limit (pipeline/budgets.ts:
 * docs/islands.md#budgets), `/admin` more than 300 KiB gzip (its sign-in screen, or its dashboard for a signed-in
 * administrator), or when any chunk a public page can load contains
 * react-admin, MUI or Emotion.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import {
  ADMIN_FIRST_LOAD_BUDGET,
  adminBudgetFailures,
  adminReports,
  budgetFailures,
  gzipSize,
  headroomFailures,
  kib,
  percentOf,
  siteBudgetOf,
  sitePageReport,
  type AdminReports,
  type SitePageReport,
} from './budgets.ts';
import { chunkGraph } from '../hosting/manifestGraph.ts';
import type { ChunkModules } from '../hosting/manifestGraph.ts';

/** Every `index.html` of the public site (the back-office under admin/ excluded), as route → file. */
export function publicPages(outDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!['admin', 'assets', '.vite'].includes(name) || dir !== outDir) walk(path);
      } else if (name === 'index.html') {
        const route = `/${relative(outDir, dir).split('\\').join('/')}`.replace(/\/$/, '') || '/';
        pages.set(route, path);
      }
    }
  };
  walk(outDir);
  return pages;
}

function readJsonFiles<T>(dir: string, pattern: RegExp): T[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T);
}

export function checkBudgets(outDirInput: string): {
  reports: SitePageReport[];
  admin: AdminReports | undefined;
  failures: string[];
  table: string;
} {
  const outDir = resolve(outDirInput);
  const viteDir = join(outDir, '.vite');
  const manifests = readJsonFiles<Manifest>(viteDir, /^manifest.*\.json$/);
  const modules: ChunkModules = Object.assign(
    {},
    ...readJsonFiles<ChunkModules>(viteDir, /^chunk-modules.*\.json$/),
  );
  if (manifests.length === 0 || Object.keys(modules).length === 0)
    throw new Error(
      `${viteDir} : manifeste ou liste des modules absents (build.manifest et le plugin chunk-modules)`,
    );
  const graph = chunkGraph(manifests);
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(readFileSync(join(outDir, file))));
    return sizes.get(file) ?? 0;
  };
  const reports = [...publicPages(outDir)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, file]) => sitePageReport(route, readFileSync(file, 'utf8'), graph, modules, sizeOf));
  const adminHtml = join(outDir, 'admin', 'index.html');
  const admin = existsSync(adminHtml)
    ? adminReports(readFileSync(adminHtml, 'utf8'), manifests, graph, sizeOf, modules)
    : undefined;
  const failures = [...budgetFailures(reports), ...adminBudgetFailures(admin)];
  const cell = (bytes: number, width: number) => kib(bytes).padStart(width);
  const rows = reports.map((r) => {
    return `| ${r.route.padEnd(24)} | ${cell(r.firstVisitGzip, 10)} | ${cell(r.returningGzip, 14)} | ${cell(siteBudgetOf(r.route), 9)} | ${percentOf(Math.max(r.firstVisitGzip, r.returningGzip), siteBudgetOf(r.route)).padStart(5)} | ${cell(r.idleGzip, 10)} | ${String(r.reachable.length).padStart(8)} | ${r.forbidden.length === 0 ? 'aucun' : `${r.forbidden.length} !`} |`;
  });
  if (admin)
    for (const report of [admin.signIn, admin.dashboard])
      rows.push(
        `| ${report.route.padEnd(24)} | ${cell(report.firstLoadGzip, 10)} | ${'—'.padStart(14)} | ${cell(ADMIN_FIRST_LOAD_BUDGET, 9)} | ${percentOf(report.firstLoadGzip, ADMIN_FIRST_LOAD_BUDGET).padStart(5)} | ${'—'.padStart(10)} | ${String(report.reachable.length).padStart(8)} | — |`,
      );
  const table = [
    `| ${'Page'.padEnd(24)} | 1re visite | Visiteur connu | Limite    |     % | Au repos   | Atteints | react-admin/MUI |`,
    `| ${'-'.repeat(24)} | ---------: | -------------: | --------: | ----: | ---------: | -------: | --------------- |`,
    ...rows,
  ].join('\n');
  return { reports, admin, failures, table };
}

/** Prints the table; throws (failing the build) on any failure, and with `headroom` on any route over 80 %. */
export function enforceBudgets(
  outDir: string,
  log: (line: string) => void = console.log,
  { headroom = false } = {},
): void {
  const { reports, admin, failures: overLimit, table } = checkBudgets(outDir);
  const failures = [...overLimit, ...(headroom ? headroomFailures(reports, admin) : [])];
  log(
    `\nBudgets (JavaScript demandé avant toute action du visiteur, loader en ligne compris, gzip niveau 9 ; « au repos » : téléchargé sans être exécuté après le premier geste, hors limite ; docs/islands.md#budgets)\n${table}`,
  );
  if (failures.length > 0) throw new Error(`Budgets dépassés :\n- ${failures.join('\n- ')}`);
  log('Budgets respectés.');
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  try {
    const args = process.argv.slice(2);
    const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
    enforceBudgets(dist, console.log, { headroom: args.includes('--headroom') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
