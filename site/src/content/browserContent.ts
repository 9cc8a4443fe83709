import {
  CONTENT_FILE,
  pageSource,
  readEmbedded,
  type SiteContent,
  type SiteContentSource,
} from './siteContent';

/**
 * The published content in the browser: the parts the prerendered page holds (hydration renders exactly what the
 * HTML shows: no fetch, no swap), and the published file for a page reached by client-side navigation.
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
  const response = await fetch(`/${CONTENT_FILE}`);
  if (!response.ok) throw new Error(`${CONTENT_FILE} : ${response.status}`);
  return (await response.json()) as Partial<SiteContent>;
}
