import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildEnvironment, ViteBuilder } from 'vite';
import { adminChunksApi } from './adminChunks.ts';
import { enforceBudgets } from '../check-budgets.ts';
import { htmlFileFor } from '../../hosting/prerender/document.ts';
import {
  LOADER_FILE,
  PRERENDER_DIR,
  PRERENDER_ENTRY,
  renderPages,
  TEMPLATE_FILE,
  type PrerenderModule,
} from '../../hosting/prerender/pages.ts';
import {
  absoluteOrigins,
  headersFile,
  inlineScriptHashes,
  securityHeaders,
} from '../../hosting/securityHeaders.ts';

const write = (file: string, content: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/**
 * The platform the build reads the published content from (docs/product.md#publication): `PRERENDER_API_URL` if
 * set, else `VITE_API_BASE_URL` when it is an absolute address. Empty (the default) means "the origin the site is
 * served from", which does not exist yet at build time: the pages are then built from the built-in texts.
 */
export function contentSourceUrl(env: Record<string, string | undefined>): string | undefined {
  const explicit = env.PRERENDER_API_URL?.trim();
  if (explicit) return explicit;
  const api = env.VITE_API_BASE_URL?.trim() ?? '';
  return /^https?:\/\//i.test(api) ? api : undefined;
}

/**
 * Renders every public page from the published content into `<outDir>/<route>/index.html`, the redirects,
 * sitemap.xml and robots.txt, and keeps the bundle and template beside them for the deploy hook to render again.
 */
export async function prerenderSite(
  outDir: string,
  ssrDir: string,
  loaderFile: string,
  log: (line: string) => void,
): Promise<void> {
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const kept = join(outDir, PRERENDER_DIR);
  rmSync(kept, { recursive: true, force: true });
  cpSync(ssrDir, kept, { recursive: true });
  write(join(kept, TEMPLATE_FILE), template);
  write(join(kept, LOADER_FILE), readFileSync(loaderFile, 'utf8'));
  const site = (await import(pathToFileURL(join(kept, PRERENDER_ENTRY)).href)) as PrerenderModule;
  const { content, message } = await site.loadBuildContent(contentSourceUrl(process.env));
  log(message);
  await renderPages(outDir, site, content, template);
  for (const { from, to } of site.REDIRECT_PAGES)
    write(join(outDir, htmlFileFor(from)), site.redirectHtml(to));
  write(join(outDir, 'sitemap.xml'), site.sitemap());
  // The emulator's service worker (site/public) serves `npm run dev` alone: no built page registers it, and a
  // production host has no business serving a script that answers for the platform (docs/security.md#fichiers).
  rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
  write(join(outDir, 'robots.txt'), site.robots());
  writeHeadersFile(outDir, log);
  log(
    `Prérendu : ${site.PAGE_PATHS.length} pages, ${site.REDIRECT_PAGES.length} redirections, sitemap.xml, robots.txt`,
  );
}

/** Other origins the apps call: the platform, and the deploy hook the back-office calls after a save. */
export const connectOriginsOf = (env: Record<string, string | undefined>): string[] =>
  absoluteOrigins(env.VITE_API_BASE_URL ?? '', env.VITE_DEPLOY_HOOK_URL ?? '');

/**
 * `dist/_headers`: the security headers for static hosts that read this file (Netlify, Cloudflare Pages); the
 * preview server sends the same set. The start-up module is the same on every page, so one hash covers them all.
 */
function writeHeadersFile(outDir: string, log: (line: string) => void): void {
  const scriptHashes = inlineScriptHashes(readFileSync(join(outDir, 'index.html'), 'utf8'));
  const connectOrigins = connectOriginsOf(process.env);
  write(join(outDir, '_headers'), headersFile(securityHeaders({ scriptHashes, connectOrigins })));
  log(`En-têtes de sécurité : _headers (CSP, script en ligne autorisé par ${scriptHashes.join(', ')})`);
}

/**
 * The back-office, bundled again as long as the dashboard's modules are not yet in one file of their own: twice in
 * practice, the first to learn them (pipeline/vite/adminChunks.ts).
 */
async function buildAdmin(builder: ViteBuilder, admin: BuildEnvironment): Promise<void> {
  const chunks = adminChunksApi(admin.config.plugins);
  await builder.build(admin);
  for (let pass = 1; chunks.regroup(); pass += 1) {
    if (pass === 3) throw new Error('Back-office : les modules du tableau de bord ne se regroupent pas');
    const previous = chunks.writtenFiles();
    await builder.build(admin);
    chunks.forget(previous);
  }
}

/**
 * `vite build`: the public site's islands and the back-office as two separate bundles (each tree-shaken for
 * itself), the loader alone (inlined in every page), then the prerender bundle, the pages, and the budget check,
 * which throws — failing the build — when a budget is exceeded.
 */
export async function buildSite(builder: ViteBuilder): Promise<void> {
  const { client, admin, loader, prerender } = builder.environments;
  if (!client || !admin || !loader || !prerender)
    throw new Error('vite.config.ts : environnements client, admin, loader et prerender attendus');
  await builder.build(client);
  await buildAdmin(builder, admin);
  const outDir = resolve(client.config.root, client.config.build.outDir);
  const loaderDir = resolve(loader.config.root, loader.config.build.outDir);
  const ssrDir = resolve(prerender.config.root, prerender.config.build.outDir);
  const log = (line: string) => client.logger.info(line);
  try {
    await builder.build(loader);
    await builder.build(prerender);
    await prerenderSite(outDir, ssrDir, join(loaderDir, LOADER_FILE), log);
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
    rmSync(loaderDir, { recursive: true, force: true });
  }
  enforceBudgets(outDir, log);
}
