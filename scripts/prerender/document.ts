/** Turns Vite's built `index.html` into one page's prerendered document. Pure string work, unit-tested. */

export interface PageDocument {
  /** Route, e.g. `/about`: stored on #root so the browser hydrates only the page this HTML was made for. */
  path: string;
  /** Tags for <head> (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
  /** Markup of #root. */
  html: string;
  /** Extra chunks to `modulepreload` (the page's own code), as public URLs. */
  preloads: readonly string[];
  /** Stylesheets to inline, by their public URL as linked from the template. */
  styles: Readonly<Record<string, string>>;
  /**
   * The data block (`<script type="application/json">`) holding the content the markup was rendered from, put
   * right after #root: the browser hydrates from it, so the first paint is the final one
   * (docs/product.md#publication). Not a script that runs: no CSP hash needed.
   */
  data?: string;
}

const ROOT = /<div id="root"><\/div>/;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The inline module that starts the app once the prerendered page has painted. Without it, a fast connection
 * delivers the scripts before the browser's first frame, and the text a visitor came to read waits for
 * JavaScript it does not need (React, the router: 77 KiB). The page's own chunks are still preloaded in
 * parallel; only the entry is requested after the paint. Links are plain anchors, so nothing is lost meanwhile.
 * The timer covers browsers without paint timing and background tabs (which do not paint).
 */
export function entryLoader(src: string): string {
  const code = [
    'let started = false;',
    `const start = () => { if (!started) { started = true; import(${JSON.stringify(src)}); } };`,
    'setTimeout(start, 3000);',
    'try {',
    "  new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) start(); })",
    "    .observe({ type: 'paint', buffered: true });",
    '} catch { start(); }',
  ].join('\n');
  return `<script type="module" data-entry="${src}">\n${code}\n</script>`;
}

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
  const entry = ENTRY.exec(doc)?.[1];
  if (!entry) throw new Error('index.html : script module d’entrée introuvable');
  doc = doc.replace(ENTRY, () => entryLoader(entry));
  // The entry is left out on purpose (see entryLoader); the rest once.
  const already = new Set([entry, ...[...doc.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1])]);
  const preloads = page.preloads
    .filter((url) => !already.has(url))
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
  doc = doc.replace('</head>', `  ${[page.head, ...preloads].join('\n    ')}\n  </head>`);
  return doc.replace(
    ROOT,
    () => `<div id="root" data-route="${page.path}">${page.html}</div>${page.data ?? ''}`,
  );
}

/** `/` → `index.html`, `/about` → `about/index.html`. */
export const htmlFileFor = (path: string): string =>
  path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
