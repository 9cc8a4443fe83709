import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { chunkGraph, chunkModulesFile, closure, type ChunkModules } from '../manifestGraph.ts';
import type { IslandMap } from '../../site/src/islands/islandMap.ts';
import {
  CHOICE_ENTRY,
  islandFiles,
  islandName,
  PAGEVIEW_ENTRY,
  RUNTIME_ENTRY,
  startFiles,
  startName,
} from '../islandEntries.ts';
import { htmlFileFor, pageDocument } from './document.ts';
import { classOwners, pageModules, pageStylesheet } from './pageStyles.ts';

/** The published content, as site/src/content/siteContent.ts types it (opaque here: only passed along). */
export type PublishedContent = Record<string, unknown>;

/** What site/src/prerender.tsx exports (its built copy is imported here). */
export interface PrerenderModule {
  PAGE_PATHS: readonly string[];
  REDIRECT_PAGES: readonly { from: string; to: string }[];
  loadBuildContent(
    apiUrl: string | undefined,
    options?: { timeoutMs?: number },
  ): Promise<{ content: PublishedContent; stored: boolean; message: string }>;
  renderPage(
    path: string,
    content: PublishedContent,
  ): Promise<{ path: string; head: string; html: string; data: string }>;
  redirectHtml(to: string): string;
  /**
   * Every CSS module's scoped class names, by file (`site/src/…`): which rules of the stylesheet are whose. Absent
   * from a bundle kept by an older build: its pages then carry the whole stylesheet.
   */
  cssModuleClasses?(): Record<string, readonly string[]>;
  sitemap(): string;
  robots(): string;
}

/**
 * What the build keeps in `<outDir>/.vite/prerender/` so the pages can be rendered again without a build (the
 * preview server's deploy hook): the prerender bundle, self-contained, and Vite's page template.
 */
export const PRERENDER_DIR = join('.vite', 'prerender');
export const PRERENDER_ENTRY = 'prerender.mjs';
export const TEMPLATE_FILE = 'template.html';
/** The loader's bundle (site/src/islands/loader.ts), inlined in every page. */
export const LOADER_FILE = 'loader.js';

/** The islands a page's markup holds, by name, in order of appearance (each once). */
export const islandsIn = (html: string): string[] => [
  ...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map(([, name = '']) => name)),
];

/**
 * A page's island map (site/src/islands/islandMap.ts): each of its islands' module and the files it imports,
 * from the build's own manifest, so the loader preloads them together.
 */
export function islandMap(manifest: Manifest, names: readonly string[]): IslandMap {
  const graph = chunkGraph([manifest]);
  const filesOf = (source: string): string[] => {
    const entry = manifest[source];
    if (!entry) throw new Error(`Manifeste de Vite : ${source} absent (vite.config.ts, entrées du site)`);
    return closure(graph, [entry.file]).map((file) => `/${file}`);
  };
  const sources = new Map(islandFiles('.').map((file) => [islandName(file), file]));
  const starts = new Map(startFiles('.').map((file) => [startName(file), file]));
  return {
    runtime: filesOf(RUNTIME_ENTRY),
    pageview: filesOf(PAGEVIEW_ENTRY),
    choice: filesOf(CHOICE_ENTRY),
    islands: Object.fromEntries(
      names.map((name) => {
        const source = sources.get(name);
        if (!source) throw new Error(`Îlot « ${name} » : aucun fichier ${name}.island.tsx`);
        return [name, filesOf(source)];
      }),
    ),
    starts: Object.fromEntries(
      names.flatMap((name) => {
        const source = starts.get(name);
        return source ? [[name, filesOf(source)]] : [];
      }),
    ),
  };
}

/**
 * The CSS modules each island (and start module) can draw, by island name: those bundled in the files it imports,
 * lazily imported ones included, from the build's manifest and its chunks' modules (pipeline/vite/chunkModules.ts).
 */
export function islandStyles(manifest: Manifest, chunks: ChunkModules): Map<string, string[]> {
  const graph = chunkGraph([manifest]);
  const stylesOf = (source: string): string[] => {
    const entry = manifest[source];
    if (!entry) return [];
    return closure(graph, [entry.file], { dynamic: true }).flatMap((file) =>
      (chunks[file] ?? []).filter((module) => module.endsWith('.module.css')),
    );
  };
  const styles = new Map<string, string[]>();
  for (const file of islandFiles('.')) styles.set(islandName(file), stylesOf(file));
  for (const file of startFiles('.'))
    styles.set(startName(file), [...(styles.get(startName(file)) ?? []), ...stylesOf(file)]);
  return styles;
}

/**
 * Writes `content` to `file` through a temporary file and a rename: a visitor gets the old page or the new one,
 * never half of one. Returns false (and writes nothing) when the file already holds exactly that.
 */
export function writeAtomic(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
  return true;
}

/**
 * Renders every public page from `content` into `<outDir>/<route>/index.html`, one page at a time, each written
 * atomically and only if it changed. The build and the preview server's deploy hook both call this. Returns the routes whose HTML changed.
 */
export async function renderPages(
  outDir: string,
  site: PrerenderModule,
  content: PublishedContent,
  template: string,
): Promise<string[]> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const loader = readFileSync(join(outDir, PRERENDER_DIR, LOADER_FILE), 'utf8');
  const sheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
    ([, file = '']) => [`/${file}`, readFileSync(join(outDir, file), 'utf8')] as const,
  );
  const chunksFile = join(outDir, chunkModulesFile('client'));
  const ownPages = site.cssModuleClasses !== undefined && existsSync(chunksFile);
  const owners = classOwners(site.cssModuleClasses?.() ?? {});
  const stylesOfIsland = ownPages
    ? islandStyles(manifest, JSON.parse(readFileSync(chunksFile, 'utf8')) as ChunkModules)
    : new Map<string, string[]>();
  const changed: string[] = [];
  for (const path of site.PAGE_PATHS) {
    const page = await site.renderPage(path, content);
    const names = islandsIn(page.html);
    const islands = JSON.stringify(islandMap(manifest, names));
    const needed = pageModules(
      owners,
      page.html,
      names.flatMap((name) => stylesOfIsland.get(name) ?? []),
    );
    const styles = Object.fromEntries(
      sheets.map(([href, css]) => [href, ownPages ? pageStylesheet(css, owners, needed) : css]),
    );
    if (
      writeAtomic(
        join(outDir, htmlFileFor(path)),
        pageDocument(template, { ...page, loader, islands, styles }),
      )
    )
      changed.push(path);
  }
  return changed;
}

/** The prerender bundle and template a build kept in `outDir`, or undefined for a build without them. */
export async function keptPrerender(
  outDir: string,
): Promise<{ site: PrerenderModule; template: string } | undefined> {
  const dir = join(outDir, PRERENDER_DIR);
  const entry = join(dir, PRERENDER_ENTRY);
  if (!existsSync(entry) || !existsSync(join(dir, TEMPLATE_FILE))) return undefined;
  // The file's date in the address: a new build in the same folder is imported afresh, not from the module cache.
  const site = (await import(`${pathToFileURL(entry).href}?v=${statSync(entry).mtimeMs}`)) as PrerenderModule;
  return { site, template: readFileSync(join(dir, TEMPLATE_FILE), 'utf8') };
}
