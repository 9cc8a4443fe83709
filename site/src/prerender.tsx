/**
 * Build-time entry (the `prerender` environment of vite.config.ts, never shipped to browsers): renders each
 * public page to HTML with its <head> from the published content, and writes nothing itself —
 * hosting/prerender/pages.ts does, for the build and for the preview server's deploy hook alike.
 */
import { renderToString } from 'react-dom/server';
import { config } from '@shared/config';
import { contentElement, snapshotSource, type SiteContent, type SiteContentKey } from './content/siteContent';
import { companyOf } from './content/useCompany';
import { findPage, PAGES, REDIRECTS } from './routes';
import { SitePage } from './SitePage';
import { headTags, redirectDocument, robotsTxt, sitemapXml } from './seo/head';

export interface PrerenderedPage {
  path: string;
  /** The tags to put in <head>. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** The data block holding the parts of the content the page read: the browser hydrates from the same. */
  data: string;
}

export { builtInContent, loadBuildContent } from './content/loadSiteContent';
export type { SiteContent };

export const PAGE_PATHS: readonly string[] = PAGES.map((page) => page.path);
export const REDIRECT_PAGES = REDIRECTS;

/** Parts of the content that only the prerendered HTML shows: the browser never renders them again. */
const HTML_ONLY: ReadonlySet<SiteContentKey> = new Set(['reviews']);

export async function renderPage(path: string, content: SiteContent): Promise<PrerenderedPage> {
  const page = findPage(path);
  if (!page) throw new Error(`Aucune page pour ${path}`);
  const Page = await page.page();
  const read = new Set<SiteContentKey>();
  const html = renderToString(
    <SitePage path={page.path} Page={Page} content={snapshotSource(content, read)} />,
  );
  // The reviews are HTML only (no island reads them): up to 200 of them are not copied into the data block.
  const embedded = [...read].filter((key) => !HTML_ONLY.has(key)).sort();
  const data = contentElement(Object.fromEntries(embedded.map((key) => [key, content[key]])));
  const head = headTags(page, config.siteUrl, companyOf(content.footer), content.reviews);
  return { path, head, html, data };
}

/** Every CSS module of the site, as the build names its classes (the same names as in the stylesheet). */
const CSS_MODULES = import.meta.glob<Record<string, string>>('./**/*.module.css', {
  eager: true,
  import: 'default',
});

/**
 * Each CSS module's scoped class names, by file (`site/src/…`): what tells the rules of one module from another's
 * in the site's stylesheet, so each page carries only its own (hosting/prerender/pageStyles.ts).
 */
export const cssModuleClasses = (): Record<string, readonly string[]> =>
  Object.fromEntries(
    Object.entries(CSS_MODULES).map(([file, classes]) => [
      `site/src/${file.slice(2)}`,
      Object.values(classes),
    ]),
  );

export const redirectHtml = (to: string): string => redirectDocument(to, config.siteUrl);
export const sitemap = (): string => sitemapXml(PAGE_PATHS, config.siteUrl);
export const robots = (): string => robotsTxt(config.siteUrl);
