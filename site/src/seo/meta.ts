/** What search engines and social networks read in every page's <head>; shared by the prerenderer and usePageMeta. */

/**
 * Pages reached only from an e-mail link: left out of the sitemap. Not `noindex`: nothing private shows without
 * a valid link, and Lighthouse's SEO audit (target 100) counts a blocked page as a failure.
 */
export const NOT_LISTED: readonly string[] = ['/unsubscribe', '/email-preferences'];

export const isListed = (path: string): boolean => !NOT_LISTED.includes(path);

/** `https://site` + `/about`; the home page is `https://site/`. */
export const canonicalUrl = (siteUrl: string, path: string): string => `${siteUrl}${path}`;

/** The social-network preview image (1200×630, in site/public). */
export const SOCIAL_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}
