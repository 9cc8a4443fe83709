/**
 * Budget arithmetic on a build's own graph (Vite manifest + module ids per chunk), pure so it can be tested
 * on a tiny fake build. pipeline/check-budgets.ts applies it to a real `dist/`.
 */
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { closure, type ChunkNode } from '../hosting/manifestGraph.ts';
import type { ChunkModules } from '../hosting/manifestGraph.ts';

/**
 * JavaScript a public page asks for before any action of the visitor, gzip-compressed, inline loader included
 * (docs/islands.md#budgets): the same limit for a first visit and a returning one. Reading pages, the home page,
 * /contact (its forms are HTML until the visitor acts), the subscription pages (they check their link at load
 * without React, which comes with the first use of a control); any other page is held to the last.
 */
export const READING_PAGE_BUDGET = 15 * 1024;
export const HOME_BUDGET = 25 * 1024;
export const CONTACT_PAGE_BUDGET = 25 * 1024;
export const SUBSCRIPTION_PAGE_BUDGET = 25 * 1024;
export const FORM_PAGE_BUDGET = 100 * 1024;
export const READING_PAGES: readonly string[] = [
  '/about',
  '/services',
  '/ai-home',
  '/careers',
  '/portfolio',
  '/privacy',
  '/legal-notice',
  '/work-terms',
  '/plan-du-site',
];
export const SUBSCRIPTION_PAGES: readonly string[] = ['/unsubscribe', '/email-preferences'];
export const FORM_PAGES: readonly string[] = ['/contact', ...SUBSCRIPTION_PAGES];

/**
 * What wakes an island with no action of the visitor, first visit and returning visitor alike: the cookie banner
 * is HTML shown by the loader, no island (docs/islands.md#la-bannière-des-cookies).
 */
const WAKES_WITHOUT_ACTION = new Set(['load', 'visible']);
/** What is downloaded, not run, after the visitor's first gesture (loader.ts): reported, outside the limits. */
const PREFETCHED_IDLE = new Set(['idle']);

/**
 * First-load JavaScript of the back-office (`/admin`), gzip-compressed, whichever screen comes first: the sign-in
 * screen, or the dashboard of a signed-in administrator; every other screen loads with its route
 * (docs/product.md#premier-chargement). That of a bare react-admin app (about 301 KiB): an upgrade of react-admin or
 * MUI is not held back by copies of their code kept only to stay within it (docs/backoffice-build.md).
 */
export const ADMIN_FIRST_LOAD_BUDGET = 300 * 1024;

/**
 * What a signed-in administrator's `/admin` loads, beyond the page's scripts, before the dashboard is whole: the
 * data provider, the layout, the dashboard and its chart, each a lazy import (backoffice/src/App.tsx,
 * dashboard/Dashboard.tsx), with their static imports.
 */
export const ADMIN_DASHBOARD_SOURCES: readonly string[] = [
  'backoffice/src/providers/dataProvider.ts',
  'backoffice/src/layout/AdminLayout.tsx',
  'backoffice/src/dashboard/Dashboard.tsx',
  'backoffice/src/dashboard/RequestsChart.tsx',
];

/**
 * What a signed-out visitor's `/admin` loads, beyond the page's scripts, before the sign-in screen shows: its own
 * lazy import (backoffice/src/App.tsx), asked for as the app starts when there is no session.
 */
export const ADMIN_SIGN_IN_SOURCES: readonly string[] = ['backoffice/src/layout/LoginPage.tsx'];

/** Back-office libraries that must never reach a public page. */
export const FORBIDDEN_MODULE = /(^|\/)node_modules\/(react-admin|ra-[^/]+|@mui\/[^/]+|@emotion\/[^/]+)\//;

/** Module scripts and module preloads of an HTML page, as files relative to the output directory. */
export function htmlScripts(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const files = tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isScript || isPreload) && url && !/^[a-z]+:/i.test(url) ? [url.replace(/^\//, '')] : [];
  });
  return [...new Set(files)];
}

export const gzipSize = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;

/** Every back-office module bundled in `files`. */
export function forbiddenModules(
  modules: ChunkModules,
  files: readonly string[],
): { file: string; module: string }[] {
  return files.flatMap((file) =>
    (modules[file] ?? []).filter((id) => FORBIDDEN_MODULE.test(id)).map((module) => ({ file, module })),
  );
}

export interface PageReport {
  route: string;
  /** JavaScript the page loads before it is interactive: its scripts, preloads and their static imports. */
  firstLoad: string[];
  firstLoadGzip: number;
  /** Everything the page can ever load (dynamic imports included). */
  reachable: string[];
  forbidden: { file: string; module: string }[];
}

export function pageReport(
  route: string,
  html: string,
  graph: ReadonlyMap<string, ChunkNode>,
  modules: ChunkModules,
  sizeOf: (file: string) => number,
): PageReport {
  const roots = htmlScripts(html);
  const firstLoad = closure(graph, roots);
  const reachable = closure(graph, roots, { dynamic: true });
  return {
    route,
    firstLoad,
    firstLoadGzip: firstLoad.reduce((sum, file) => sum + sizeOf(file), 0),
    reachable,
    forbidden: forbiddenModules(modules, reachable),
  };
}

/** The islands of a prerendered page: name and triggers, from their wrappers (site/src/islands/island.tsx). */
export function pageIslands(html: string): { name: string; when: string[] }[] {
  return [...html.matchAll(/<[a-z]+\s[^>]*\bdata-island="([^"]+)"[^>]*>/g)].map(([tag, name = '']) => ({
    name,
    when: (/\bdata-when="([^"]*)"/.exec(tag)?.[1] ?? '').split(' ').filter(Boolean),
  }));
}

interface PageIslandMap {
  runtime: string[];
  pageview: string[];
  choice: string[];
  resume: string[];
  islands: Record<string, string[]>;
  starts: Record<string, string[]>;
}

/** The island map a page carries for its loader (site/src/islands/islandMap.ts), files relative to the output. */
export function pageIslandMap(html: string): PageIslandMap {
  const json = /<script type="application\/json" id="islands">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const map: Partial<PageIslandMap> = json ? (JSON.parse(json) as PageIslandMap) : {};
  const local = (files: readonly string[]) => files.map((file) => file.replace(/^\//, ''));
  const byName = (files: Record<string, string[]> = {}) =>
    Object.fromEntries(Object.entries(files).map(([name, each]) => [name, local(each)]));
  return {
    runtime: local(map.runtime ?? []),
    pageview: local(map.pageview ?? []),
    choice: local(map.choice ?? []),
    resume: local(map.resume ?? []),
    islands: byName(map.islands),
    starts: byName(map.starts),
  };
}

/** The code of the page's inline module scripts (the loader). */
export const inlineModules = (html: string): string =>
  [...html.matchAll(/<script type="module"(?: async)?>([\s\S]*?)<\/script>/g)]
    .map(([, code = '']) => code)
    .join('\n');

export interface SitePageReport {
  route: string;
  /** JavaScript requested with no action of a first-time visitor: islands woken at load or in view. */
  firstVisit: string[];
  firstVisitGzip: number;
  /** The same for a visitor whose choice is stored (analytics accepted: the page view is recorded). */
  returning: string[];
  returningGzip: number;
  /** Downloaded, not run, after the visitor's first gesture, beyond the above (`idle` islands and the runtime). */
  idle: string[];
  idleGzip: number;
  /** The inline loader, counted in both. */
  loaderGzip: number;
  reachable: string[];
  forbidden: { file: string; module: string }[];
}

/**
 * A public page's JavaScript, from its HTML: the inline loader, the start modules of its islands (run at load), then
 * each island's files when one of its triggers needs no action of the visitor (`visible` counted as if every such
 * island were in view: the worst case).
 */
export function sitePageReport(
  route: string,
  html: string,
  graph: ReadonlyMap<string, ChunkNode>,
  modules: ChunkModules,
  sizeOf: (file: string) => number,
): SitePageReport {
  const map = pageIslandMap(html);
  const islands = pageIslands(html);
  const woken = (triggers: ReadonlySet<string>) => {
    const files = islands
      .filter(({ when }) => when.some((trigger) => triggers.has(trigger)))
      .flatMap(({ name }) => map.islands[name] ?? []);
    return files.length > 0 ? [...new Set([...map.runtime, ...files])] : [];
  };
  const starts = islands.flatMap(({ name }) => map.starts[name] ?? []);
  const firstVisit = [...new Set([...starts, ...woken(WAKES_WITHOUT_ACTION)])];
  const returning = [...new Set([...firstVisit, ...map.pageview])];
  const before = new Set(returning);
  const idle = woken(PREFETCHED_IDLE).filter((file) => !before.has(file));
  const loader = inlineModules(html);
  const loaderGzip = loader ? gzipSize(loader) : 0;
  const bytes = (files: readonly string[]) => files.reduce((sum, file) => sum + sizeOf(file), 0);
  const total = (files: readonly string[]) => loaderGzip + bytes(files);
  const roots = [
    ...map.runtime,
    ...map.pageview,
    ...map.choice,
    ...map.resume,
    ...Object.values(map.islands).flat(),
    ...starts,
  ];
  const reachable = closure(graph, roots, { dynamic: true });
  return {
    route,
    firstVisit,
    firstVisitGzip: total(firstVisit),
    returning,
    returningGzip: total(returning),
    idle,
    idleGzip: bytes(idle),
    loaderGzip,
    reachable,
    forbidden: forbiddenModules(modules, reachable),
  };
}

/** A public page's limit, for a first visit and a returning visitor alike. */
export function siteBudgetOf(route: string): number {
  if (route === '/') return HOME_BUDGET;
  if (READING_PAGES.includes(route)) return READING_PAGE_BUDGET;
  if (route === '/contact') return CONTACT_PAGE_BUDGET;
  if (SUBSCRIPTION_PAGES.includes(route)) return SUBSCRIPTION_PAGE_BUDGET;
  return FORM_PAGE_BUDGET;
}

/** The failures that must stop the build. */
export function budgetFailures(reports: readonly SitePageReport[]): string[] {
  const failures: string[] = [];
  for (const route of ['/', ...READING_PAGES, ...FORM_PAGES])
    if (!reports.some((r) => r.route === route)) failures.push(`la page ${route} est absente du build`);
  for (const report of reports) {
    const limit = siteBudgetOf(report.route);
    const over = (what: string, bytes: number, max: number) => {
      if (bytes > max) failures.push(`JavaScript ${what} de ${report.route} : ${kib(bytes)} > ${kib(max)}`);
    };
    over('d’une première visite', report.firstVisitGzip, limit);
    over('d’un visiteur connu', report.returningGzip, limit);
    for (const { file, module } of report.forbidden)
      failures.push(`${report.route} peut charger ${file}, qui contient ${module}`);
  }
  return failures;
}

/** The two first loads of `/admin`: the sign-in screen, and the dashboard of a signed-in administrator. */
export interface AdminReports {
  signIn: PageReport;
  dashboard: PageReport;
  /** Sign-in or dashboard sources the manifest does not know (renamed or no longer lazy): the count would be wrong. */
  missing: string[];
}

/**
 * `/admin`'s two first loads, from its HTML and the back-office's manifest: each is the page's scripts with the lazy
 * chunks of its own sources (`signInSources`, `sources`), and their static imports. A
 * source the build put in a file of several modules (pipeline/vite/adminChunks.ts) has no manifest entry of its
 * own: its file is the one whose modules include it.
 */
export function adminReports(
  html: string,
  manifests: readonly Manifest[],
  graph: ReadonlyMap<string, ChunkNode>,
  sizeOf: (file: string) => number,
  modules: ChunkModules = {},
  sources: readonly string[] = ADMIN_DASHBOARD_SOURCES,
  signInSources: readonly string[] = ADMIN_SIGN_IN_SOURCES,
): AdminReports {
  const fileOf = (source: string) =>
    manifests.find((manifest) => manifest[source])?.[source]?.file ??
    Object.keys(modules).find((file) => modules[file]?.includes(source));
  const page = pageReport('/admin (connexion)', html, graph, {}, sizeOf);
  const withLazy = (route: string, lazySources: readonly string[]): PageReport => {
    const firstLoad = closure(graph, [
      ...page.firstLoad,
      ...lazySources.flatMap((source) => fileOf(source) ?? []),
    ]);
    return {
      route,
      firstLoad,
      firstLoadGzip: firstLoad.reduce((sum, file) => sum + sizeOf(file), 0),
      reachable: page.reachable,
      forbidden: page.forbidden,
    };
  };
  return {
    signIn: withLazy('/admin (connexion)', signInSources),
    dashboard: withLazy('/admin (tableau de bord)', sources),
    missing: [...signInSources, ...sources].filter((source) => !fileOf(source)),
  };
}

/** The back-office's own budget: each of its first loads, given the reports of `admin/index.html`. */
export function adminBudgetFailures(admin: AdminReports | undefined): string[] {
  if (!admin) return ['la page /admin est absente du build'];
  return [
    ...admin.missing.map((source) => `${source}, chargé au premier écran de /admin, est absent du manifeste`),
    ...[admin.signIn, admin.dashboard]
      .filter((report) => report.firstLoadGzip > ADMIN_FIRST_LOAD_BUDGET)
      .map(
        (report) =>
          `JavaScript au premier chargement de ${report.route} : ${kib(report.firstLoadGzip)} > ${kib(ADMIN_FIRST_LOAD_BUDGET)}`,
      ),
  ];
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The share of its limit any route may use, the back-office's first loads included: the rest is headroom for what comes
 * next (docs/product.md#premier-chargement). Held by e2e/adminFirstLoad.e2e.ts and by `.ci/run` on its
 * production-configuration build (`headroomFailures`); `npm run build` itself fails only above 100 %.
 */
export const ADMIN_FIRST_LOAD_SHARE = 0.8;

/**
 * The routes that use more than `share` of their limit (`tsx pipeline/check-budgets.ts --headroom`, which `.ci/run`
 * runs on its production-configuration build): the room left for what comes next (docs/islands.md#budgets).
 */
export function headroomFailures(
  reports: readonly SitePageReport[],
  admin: AdminReports | undefined,
  share = ADMIN_FIRST_LOAD_SHARE,
): string[] {
  const loads = [
    ...reports.map((r) => ({
      route: r.route,
      bytes: Math.max(r.firstVisitGzip, r.returningGzip),
      limit: siteBudgetOf(r.route),
    })),
    ...(admin ? [admin.signIn, admin.dashboard] : []).map((r) => ({
      route: r.route,
      bytes: r.firstLoadGzip,
      limit: ADMIN_FIRST_LOAD_BUDGET,
    })),
  ];
  return loads
    .filter(({ bytes, limit }) => bytes > share * limit)
    .map(
      ({ route, bytes, limit }) =>
        `${route} : ${kib(bytes)}, plus de ${Math.round(share * 100)}\u202f% de sa limite (${kib(limit)})`,
    );
}

/** Bytes as a whole percentage of a limit, the French way (« 83 % », narrow no-break space), rounded up. */
export const percentOf = (bytes: number, limit: number): string =>
  `${Math.ceil((bytes / limit) * 100)}\u202f%`;
