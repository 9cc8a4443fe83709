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
}

const ROOT = /<div id="root"><\/div>/;

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
  const already = new Set([...doc.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]));
  const preloads = page.preloads
    .filter((url) => !already.has(url))
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
  doc = doc.replace('</head>', `  ${[page.head, ...preloads].join('\n    ')}\n  </head>`);
  return doc.replace(ROOT, () => `<div id="root" data-route="${page.path}">${page.html}</div>`);
}

/** `/` → `index.html`, `/about` → `about/index.html`. */
export const htmlFileFor = (path: string): string =>
  path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
