import { pageSource, readEmbedded, type SiteContent, type SiteContentSource } from './siteContent';

/**
 * The published content in the browser: the parts the prerendered page holds, which are all its islands read
 * (the prerenderer records them): hydration renders exactly what the HTML shows, with no fetch and no swap.
 */
export function browserContent(doc: Document = document): SiteContentSource {
  return pageSource(readEmbedded(doc), loadRest);
}

async function loadRest(): Promise<Partial<SiteContent>> {
  if (import.meta.env.DEV) {
    // The dev server prerenders nothing: the pages read the emulator's stored content once, at load.
    const [{ readSiteContent }, { platform }] = await Promise.all([
      import('./loadSiteContent'),
      import('@shared/http/platform'),
    ]);
    return readSiteContent(platform);
  }
  // Built pages hold what they read: anything else keeps its built-in text.
  return {};
}
