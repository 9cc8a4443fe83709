import type { BrowserContext, Request, Route } from 'playwright-core';

/**
 * Cuts every script file of the site (or those matching `files`: offline, a deployment that removed them) the way a browser that keeps a failed
 * module failed does (Chromium up to 150, Firefox ESR 140: docs/islands.md#réessayer): a file refused once stays
 * refused on that page, even once `restore()` is called; only a new page load asks the network again. So a test of
 * « Réessayer » fails wherever a retry relies on the browser fetching a failed module again, in any engine.
 */
export async function cutScripts(
  context: BrowserContext,
  files = '**/assets/*.js',
): Promise<{ restore(): void }> {
  let cut = true;
  const refused = new Set<string>();
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame().parentFrame() === null) refused.clear();
  };
  context.on('request', onRequest);
  await context.route(files, (route: Route) => {
    const url = route.request().url();
    if (cut || refused.has(url)) {
      refused.add(url);
      return route.abort();
    }
    return route.fallback();
  });
  return {
    restore: () => {
      cut = false;
    },
  };
}
