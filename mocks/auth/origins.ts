/**
 * The project's own origins: the one the emulator serves (the page, the sign-in page and the API in dev and
 * preview) and the public site's (VITE_SITE_URL). The sign-in page hands its token only to these (its script applies
 * the same pair in the browser: signInPage.ts), and a site e-mail links only to one of them.
 */
export function projectOrigins(ownOrigin: string, siteUrl: string): string[] {
  return [ownOrigin, new URL(siteUrl).origin];
}

/**
 * Where the links of a site e-mail lead: the page's origin (the Origin header) when it is one of the project's, so
 * an e-mail asked from a dev or preview server links back to it; the configured site address otherwise. The
 * browser never chooses any other address.
 */
export function linkBase(request: Request, siteUrl: string): string {
  const origin = request.headers.get('origin');
  if (!origin || origin === new URL(siteUrl).origin) return siteUrl;
  return projectOrigins(new URL(request.url).origin, siteUrl).includes(origin) ? origin : siteUrl;
}
