import type { CompanyInfo } from '@shared/domain/company';
import { escapeHtml, scriptJson } from '@shared/email/escape';
import { businessJsonLd, type RatingSummary } from './jsonLd';
import { canonicalUrl, isListed, SOCIAL_IMAGE, type PageMeta } from './meta';

/** Pages carrying the company's structured data (JSON-LD). */
export const JSON_LD_PATHS: readonly string[] = ['/', '/contact'];

/**
 * The prerendered <head> tags of one page: title, description, canonical URL, Open Graph, JSON-LD (with the approved
 * reviews' AggregateRating, when there are any).
 */
export function headTags(
  page: PageMeta,
  siteUrl: string,
  company: CompanyInfo,
  rating?: RatingSummary,
): string {
  const url = canonicalUrl(siteUrl, page.path);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(siteUrl + SOCIAL_IMAGE.path)}" />`,
    `<meta property="og:image:width" content="${SOCIAL_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SOCIAL_IMAGE.height}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    JSON_LD_PATHS.includes(page.path)
      ? `<script type="application/ld+json">${scriptJson(businessJsonLd(company, siteUrl, rating))}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** A page that moved: a static host serves this file, which sends the visitor (and crawlers) on. */
export function redirectDocument(to: string, siteUrl: string): string {
  const url = escapeHtml(canonicalUrl(siteUrl, to));
  const href = escapeHtml(to);
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Redirection</title>
    <meta name="robots" content="noindex" />
    <meta http-equiv="refresh" content="0; url=${href}" />
    <link rel="canonical" href="${url}" />
  </head>
  <body>
    <p>Cette page a changé d’adresse\u00a0: <a href="${href}">continuer vers la nouvelle page</a>.</p>
  </body>
</html>
`;
}

/** sitemap.xml: every public page but those only e-mail links lead to. */
export function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const urls = paths
    .filter(isListed)
    .map((path) => `  <url><loc>${escapeHtml(canonicalUrl(siteUrl, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt: everything but the back-office, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${siteUrl}/sitemap.xml
`;
}
