/** Turns Vite's built `index.html` into one page's prerendered document. Pure string work, unit-tested. */
import { ISLAND_MAP_ID } from '../../site/src/islands/islandMap.ts';

export interface PageDocument {
  /** Route, e.g. `/about`: stored on #root so the browser hydrates only the page this HTML was made for. */
  path: string;
  /** Tags for <head> (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** Markup of #root. */
  html: string;
  /** Stylesheets to inline, by their public URL as linked from the template. */
  styles: Readonly<Record<string, string>>;
  /**
   * The data block (`<script type="application/json">`) holding the content the markup was rendered from, put
   * right after #root: the browser hydrates from it, so the first paint is the final one
   * (docs/product.md#publication). Not a script that runs: no CSP hash needed.
   */
  data?: string;
  /** The loader's code (site/src/islands/loader.ts, bundled alone): the page's only script, inlined. */
  loader: string;
  /** The page's island map (site/src/islands/islandMap.ts) as JSON: what the loader may import, file by file. */
  islands: string;
}

const ROOT = /<div id="root"><\/div>/;
const ENTRY = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;

/**
 * The loader as an inline module, last in <body> and `async`: run in a task of its own once the document above it is
 * parsed, not in the task that ends the parsing, which already holds the page's first style and layout
 * (docs/islands.md#tâches).
 */
export const loaderScript = (code: string): string =>
  `<script type="module" async>${code.trim().replace(/<\/script/gi, '<\\/script')}</script>`;

/** The island map as a data block (`type="application/json"`: not run, no CSP hash needed). */
export const islandMapElement = (json: string): string =>
  `<script type="application/json" id="${ISLAND_MAP_ID}">${json.replace(/</g, '\\u003c')}</script>`;

export function pageDocument(template: string, page: PageDocument): string {
  if (!ROOT.test(template)) throw new Error('index.html : <div id="root"></div> introuvable');
  let doc = template
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '');
  // Small site-wide CSS inlined: no render-blocking request before the first paint.
  doc = doc.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = page.styles[href];
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  // Vite's entry only gathers the stylesheet (site/src/main.tsx; a build keeps no script of it when it has no
  // code): the page runs the inlined loader instead, and no file until an island wakes.
  doc = doc.replace(ENTRY, '').replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  doc = doc.replace('</head>', () => `  ${page.head}\n  </head>`);
  return doc.replace(
    ROOT,
    () =>
      `<div id="root" data-route="${page.path}">${page.html}</div>${page.data ?? ''}${islandMapElement(page.islands)}${loaderScript(page.loader)}`,
  );
}

/** `/` → `index.html`, `/about` → `about/index.html`. */
export const htmlFileFor = (path: string): string =>
  path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
