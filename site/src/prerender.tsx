/**
 * Build-time entry (the `prerender` environment of vite.config.ts, never shipped to browsers): renders each
 * public page to HTML with its <head>, and writes nothing itself — scripts/vite/sitePipeline.ts does.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { config } from '@shared/config';
import { DEFAULT_COMPANY } from '@shared/domain/company';
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
}

export const PAGE_PATHS: readonly string[] = PAGES.map((page) => page.path);
export const REDIRECT_PAGES = REDIRECTS;

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const page = findPage(path);
  if (!page) throw new Error(`Aucune page pour ${path}`);
  const modules: string[] = [];
  globalThis.__PRERENDER_IMPORTS__ = modules;
  try {
    await page.page.preload();
  } finally {
    globalThis.__PRERENDER_IMPORTS__ = undefined;
  }
  // The same tree as main.tsx, inside a StaticRouter: hydration then finds identical markup.
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return { path, head: headTags(page, config.siteUrl, DEFAULT_COMPANY), html, modules };
}

export const redirectHtml = (to: string): string => redirectDocument(to, config.siteUrl);
export const sitemap = (): string => sitemapXml(PAGE_PATHS, config.siteUrl);
export const robots = (): string => robotsTxt(config.siteUrl);
