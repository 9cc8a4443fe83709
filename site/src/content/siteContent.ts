import { createContext, use, useContext } from 'react';
import type { ContentSection, SectionContent } from '@shared/domain/content';
import type { StoredJob } from '@shared/domain/jobs';
import type { StoredProject } from '@shared/domain/projects';
import { scriptJson } from '@shared/email/escape';
import type { ReviewsSummary } from '../reviews/publishedReviews';

/**
 * The site's published content (docs/product.md#publication): every `content` section (merged over the built-in
 * texts), the job offers, the portfolio projects and the approved reviews, as read once when the pages are prerendered. The pages render
 * from it; nothing fetches or swaps it after load.
 */
export type SiteContent = { [S in ContentSection]: SectionContent<S> } & {
  jobs: StoredJob[];
  projects: StoredProject[];
  reviews: ReviewsSummary;
};
export type SiteContentKey = keyof SiteContent;

/** The order the site shows each stored list in (the prerender reads them so; built-in lists are sorted alike). */
export const LIST_SORT = { jobs: { order: 1 }, projects: { year: -1 } } as const;

/** Id of the `<script type="application/json">` holding what a prerendered page was rendered from. */
export const CONTENT_ELEMENT_ID = 'site-content';

type Value<K extends SiteContentKey> = SiteContent[K] | undefined;

/**
 * Where rendering finds the published content. `undefined` means "the built-in texts" (tests, an unreachable
 * file); a promise suspends the page until it settles (in dev, where nothing is prerendered and the
 * content is read from the emulator once).
 */
export interface SiteContentSource {
  get<K extends SiteContentKey>(key: K): Value<K> | Promise<Value<K>>;
}

const BUILT_IN: SiteContentSource = { get: () => undefined };

export const SiteContentContext = createContext<SiteContentSource>(BUILT_IN);
export const SiteContentProvider = SiteContentContext.Provider;

/** One part of the published content, or undefined for the caller's built-in texts. */
export function useSiteContent<K extends SiteContentKey>(key: K): Value<K> {
  const value = useContext(SiteContentContext).get(key);
  return value instanceof Promise ? use(value) : value;
}

/** Prerender: the loaded content, noting which parts the page read (only those go into its HTML). */
export function snapshotSource(content: SiteContent, read: Set<SiteContentKey>): SiteContentSource {
  return {
    get(key) {
      read.add(key);
      return content[key];
    },
  };
}

/**
 * Browser: what the prerendered page holds, and for anything else (every part in dev) `loadRest`, called once; a failure leaves the built-in texts.
 */
export function pageSource(
  embedded: Partial<SiteContent>,
  loadRest: () => Promise<Partial<SiteContent>>,
): SiteContentSource {
  let rest: Promise<Partial<SiteContent>> | undefined;
  const pending = new Map<SiteContentKey, Promise<unknown>>();
  return {
    get<K extends SiteContentKey>(key: K): Value<K> | Promise<Value<K>> {
      if (embedded[key] !== undefined) return embedded[key];
      // One promise per key, kept: React's `use` needs the same promise on every render.
      if (!pending.has(key)) {
        rest ??= loadRest().catch(() => ({}));
        pending.set(
          key,
          rest.then((all) => all[key]),
        );
      }
      return pending.get(key) as Promise<Value<K>>;
    },
  };
}

/** The content a prerendered page was rendered from (nothing on a page without it, or in dev). */
export function readEmbedded(doc: Document): Partial<SiteContent> {
  const text = doc.getElementById(CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Partial<SiteContent>;
  } catch {
    return {};
  }
}

/** JSON that cannot close the `<script>` element holding it. */
export const contentJson = (content: Partial<SiteContent>): string => scriptJson(content);

/** The data block a prerendered page carries (readEmbedded reads it back). */
export const contentElement = (content: Partial<SiteContent>): string =>
  `<script type="application/json" id="${CONTENT_ELEMENT_ID}">${contentJson(content)}</script>`;
