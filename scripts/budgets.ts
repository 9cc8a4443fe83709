/**
 * Budget arithmetic on a build's own graph (Vite manifest + module ids per chunk), pure so it can be tested
 * on a tiny fake build. scripts/check-budgets.ts applies it to a real `dist/`.
 */
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import type { ChunkModules } from './vite/chunkModules.ts';

/** First-load JavaScript of `/`, gzip-compressed. */
export const FIRST_LOAD_BUDGET = 100 * 1024;

/** First-load JavaScript of the back-office (`/admin`), gzip-compressed: each screen loads with its route. */
export const ADMIN_FIRST_LOAD_BUDGET = 300 * 1024;

/** Back-office libraries that must never reach a public page. */
export const FORBIDDEN_MODULE = /(^|\/)node_modules\/(react-admin|ra-[^/]+|@mui\/[^/]+|@emotion\/[^/]+)\//;

export interface ChunkNode {
  imports: string[];
  dynamicImports: string[];
}

/** File → its static and dynamic imports (as files), from one or several manifests (site, back-office). */
export function chunkGraph(manifests: readonly Manifest[]): Map<string, ChunkNode> {
  const graph = new Map<string, ChunkNode>();
  for (const manifest of manifests) {
    const fileOf = (key: string) => manifest[key]?.file ?? key;
    for (const chunk of Object.values(manifest)) {
      if (!chunk.file.endsWith('.js')) continue;
      graph.set(chunk.file, {
        imports: (chunk.imports ?? []).map(fileOf),
        dynamicImports: (chunk.dynamicImports ?? []).map(fileOf),
      });
    }
  }
  return graph;
}

/** The files `roots` load: their static imports, transitively, plus the dynamic ones when asked. */
export function closure(
  graph: ReadonlyMap<string, ChunkNode>,
  roots: readonly string[],
  { dynamic = false } = {},
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const node = graph.get(file);
    if (!node) return;
    node.imports.forEach(visit);
    if (dynamic) node.dynamicImports.forEach(visit);
  };
  roots.forEach(visit);
  return [...seen];
}

/** Module scripts and module preloads of an HTML page, as files relative to the output directory. */
export function htmlScripts(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const files = tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    // data-entry: the entry module the prerendered pages import after their first paint.
    const url = /\b(?:src|href|data-entry)="([^"]+)"/.exec(tag)?.[1];
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

/** The failures that must stop the build. */
export function budgetFailures(reports: readonly PageReport[]): string[] {
  const failures: string[] = [];
  const home = reports.find((r) => r.route === '/');
  if (!home) failures.push('la page / est absente du build');
  else if (home.firstLoadGzip > FIRST_LOAD_BUDGET)
    failures.push(
      `JavaScript au premier chargement de / : ${kib(home.firstLoadGzip)} > ${kib(FIRST_LOAD_BUDGET)}`,
    );
  for (const report of reports) {
    for (const { file, module } of report.forbidden)
      failures.push(`${report.route} peut charger ${file}, qui contient ${module}`);
  }
  return failures;
}

/** The back-office's own budget (its first load), given the report of `admin/index.html`. */
export function adminBudgetFailures(admin: PageReport | undefined): string[] {
  if (!admin) return ['la page /admin est absente du build'];
  return admin.firstLoadGzip > ADMIN_FIRST_LOAD_BUDGET
    ? [
        `JavaScript au premier chargement de /admin : ${kib(admin.firstLoadGzip)} > ${kib(ADMIN_FIRST_LOAD_BUDGET)}`,
      ]
    : [];
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
