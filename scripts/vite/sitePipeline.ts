import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, ViteBuilder } from 'vite';
import { closure, chunkGraph } from '../budgets.ts';
import { enforceBudgets } from '../check-budgets.ts';
import { htmlFileFor, pageDocument } from '../prerender/document.ts';
import { absoluteOrigins, headersFile, inlineScriptHashes, securityHeaders } from '../securityHeaders.ts';

/** What site/src/prerender.tsx exports (its built copy is imported here). */
interface PrerenderModule {
  PAGE_PATHS: readonly string[];
  REDIRECT_PAGES: readonly { from: string; to: string }[];
  renderPage(path: string): Promise<{ path: string; head: string; html: string; modules: string[] }>;
  redirectHtml(to: string): string;
  sitemap(): string;
  robots(): string;
}

const write = (file: string, content: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** Renders every public page into `<outDir>/<route>/index.html`, the redirects, sitemap.xml and robots.txt. */
export async function prerenderSite(
  outDir: string,
  entry: string,
  log: (line: string) => void,
): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const graph = chunkGraph([manifest]);
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const styles = Object.fromEntries(
    [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(([, file = '']) => [
      `/${file}`,
      readFileSync(join(outDir, file), 'utf8'),
    ]),
  );
  const site = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  for (const path of site.PAGE_PATHS) {
    const page = await site.renderPage(path);
    const files = page.modules.flatMap((id) => (manifest[id] ? [manifest[id].file] : []));
    const preloads = closure(graph, files).map((file) => `/${file}`);
    write(join(outDir, htmlFileFor(path)), pageDocument(template, { ...page, preloads, styles }));
  }
  for (const { from, to } of site.REDIRECT_PAGES)
    write(join(outDir, htmlFileFor(from)), site.redirectHtml(to));
  write(join(outDir, 'sitemap.xml'), site.sitemap());
  write(join(outDir, 'robots.txt'), site.robots());
  writeHeadersFile(outDir, log);
  log(
    `Prérendu : ${site.PAGE_PATHS.length} pages, ${site.REDIRECT_PAGES.length} redirections, sitemap.xml, robots.txt`,
  );
}

/**
 * `dist/_headers`: the security headers for static hosts that read this file (Netlify, Cloudflare Pages); the
 * preview server sends the same set. The start-up module is the same on every page, so one hash covers them all.
 */
function writeHeadersFile(outDir: string, log: (line: string) => void): void {
  const scriptHashes = inlineScriptHashes(readFileSync(join(outDir, 'index.html'), 'utf8'));
  const connectOrigins = absoluteOrigins(process.env.VITE_API_BASE_URL ?? '');
  write(join(outDir, '_headers'), headersFile(securityHeaders({ scriptHashes, connectOrigins })));
  log(`En-têtes de sécurité : _headers (CSP, script en ligne autorisé par ${scriptHashes.join(', ')})`);
}

/**
 * `vite build`: the public site and the back-office as two separate bundles (each tree-shaken for itself, so
 * the site never pays for what react-admin uses of react-router), then the prerender bundle, the pages, and
 * the budget check, which throws — failing the build — when a budget is exceeded.
 */
export async function buildSite(builder: ViteBuilder): Promise<void> {
  const { client, admin, prerender } = builder.environments;
  if (!client || !admin || !prerender)
    throw new Error('vite.config.ts : environnements client, admin et prerender attendus');
  await builder.build(client);
  await builder.build(admin);
  const outDir = resolve(client.config.root, client.config.build.outDir);
  const ssrDir = resolve(prerender.config.root, prerender.config.build.outDir);
  const log = (line: string) => client.logger.info(line);
  try {
    await builder.build(prerender);
    await prerenderSite(outDir, join(ssrDir, 'prerender.mjs'), log);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
  enforceBudgets(outDir, log);
}
