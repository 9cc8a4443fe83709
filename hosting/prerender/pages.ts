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
  RESUME_ENTRY,
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
/** Each island's source file and its start module's, by island name. */
const islandSources = () => ({
  islands: new Map(islandFiles('.').map((file) => [islandName(file), file])),
  starts: new Map(startFiles('.').map((file) => [startName(file), file])),
});

export function islandMap(manifest: Manifest, names: readonly string[]): IslandMap {
  const graph = chunkGraph([manifest]);
  const filesOf = (source: string): string[] => {
    const entry = manifest[source];
    if (!entry)
      throw new Error(`Manifeste de Vite : ${source} absent (pipeline/vite/siteBuild.ts, entrées du site)`);
    return closure(graph, [entry.file]).map((file) => `/${file}`);
  };
  const { islands: sources, starts } = islandSources();
  return {
    runtime: filesOf(RUNTIME_ENTRY),
    pageview: filesOf(PAGEVIEW_ENTRY),
    choice: filesOf(CHOICE_ENTRY),
    resume: filesOf(RESUME_ENTRY),
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
 * The CSS modules the islands `names` can draw, start modules included: those bundled in the files they import,
 * lazily imported ones too, from the build's manifest and its chunks' modules (pipeline/vite/chunkModules.ts).
 */
export function islandStyles(manifest: Manifest, chunks: ChunkModules, names: readonly string[]): string[] {
  const graph = chunkGraph([manifest]);
  const { islands, starts } = islandSources();
  const entries = names.flatMap((name) => [islands.get(name), starts.get(name)]);
  const files = entries.flatMap((source) => (source && manifest[source] ? [manifest[source].file] : []));
  return closure(graph, files, { dynamic: true }).flatMap((file) =>
    (chunks[file] ?? []).filter((module) => module.endsWith('.module.css')),
  );
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
  // A build older than the per-page stylesheet kept neither list: no class has an owner, every rule stays.
  const chunksFile = join(outDir, chunkModulesFile('client'));
  const kept = existsSync(chunksFile);
  const owners = classOwners((kept && site.cssModuleClasses?.()) || {});
  const chunks = kept ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as ChunkModules) : {};
  const changed: string[] = [];
  for (const path of site.PAGE_PATHS) {
    const page = await site.renderPage(path, content);
    const names = islandsIn(page.html);
    const islands = JSON.stringify(islandMap(manifest, names));
    const needed = pageModules(owners, page.html, islandStyles(manifest, chunks, names));
    const styles = Object.fromEntries(
      sheets.map(([href, css]) => [href, pageStylesheet(css, owners, needed)]),
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
