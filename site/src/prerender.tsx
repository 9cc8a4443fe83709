/**
 * Build-time entry (the `prerender` environment of vite.config.ts, never shipped to browsers): renders each
 * public page to HTML with its <head> from the published content, and writes nothing itself —
 * scripts/prerender/pages.ts does, for the build and for the preview server's deploy hook alike.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { config } from '@shared/config';
import {
  contentElement,
  snapshotSource,
  SiteContentProvider,
  type SiteContent,
  type SiteContentKey,
} from './content/siteContent';
import { companyOf } from './content/useCompany';
import { AppRoutes, findPage, PAGES, REDIRECTS } from './routes';
import { headTags, redirectDocument, robotsTxt, sitemapXml } from './seo/head';

declare global {
  // Filled by the build's track-dynamic-imports plugin (scripts/vite/trackDynamicImports.ts).
  var __PRERENDER_IMPORTS__: string[] | undefined;
}

export interface PrerenderedPage {
  path: string;
  /** The tags to put in <head>. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** Root-relative ids of the modules the page's code loads (`site/src/pages/…`): the HTML preloads their chunks. */
  modules: string[];
  /** The data block holding the parts of the content the page read: the browser hydrates from the same. */
  data: string;
}

export { builtInContent, loadBuildContent } from './content/loadSiteContent';
export { CONTENT_FILE } from './content/siteContent';
export type { SiteContent };

/** A page's modules, recorded on its first preload: the chunk is cached afterwards and imports nothing again. */
const pageModules = new Map<string, string[]>();

async function preloadModules(path: string, preload: () => Promise<void>): Promise<string[]> {
  const known = pageModules.get(path);
  if (known) return known;
  const modules: string[] = [];
  globalThis.__PRERENDER_IMPORTS__ = modules;
  try {
    await preload();
  } finally {
    globalThis.__PRERENDER_IMPORTS__ = undefined;
  }
  pageModules.set(path, modules);
  return modules;
}

export const PAGE_PATHS: readonly string[] = PAGES.map((page) => page.path);
export const REDIRECT_PAGES = REDIRECTS;

export async function renderPage(path: string, content: SiteContent): Promise<PrerenderedPage> {
  const page = findPage(path);
  if (!page) throw new Error(`Aucune page pour ${path}`);
  const modules = await preloadModules(path, page.page.preload);
  const read = new Set<SiteContentKey>();
  // The same tree as App.tsx, inside a StaticRouter: hydration then finds identical markup.
  const html = renderToString(
    <StrictMode>
      <SiteContentProvider value={snapshotSource(content, read)}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </SiteContentProvider>
    </StrictMode>,
  );
  const data = contentElement(Object.fromEntries([...read].sort().map((key) => [key, content[key]])));
  return { path, head: headTags(page, config.siteUrl, companyOf(content.footer)), html, modules, data };
}

export const redirectHtml = (to: string): string => redirectDocument(to, config.siteUrl);
export const sitemap = (): string => sitemapXml(PAGE_PATHS, config.siteUrl);
export const robots = (): string => robotsTxt(config.siteUrl);
