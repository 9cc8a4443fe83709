import { DEFAULT_JOBS } from '@shared/content/defaultJobs';
import { DEFAULT_PROJECTS } from '@shared/content/defaultProjects';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { config } from '@shared/config';
import type { Content, ContentSection } from '@shared/domain/content';
import type { Job } from '@shared/domain/jobs';
import type { Project } from '@shared/domain/projects';
import { createPlatformClient } from '@shared/http/client';
import type { PlatformClient } from '@shared/http/types';
import { mergeOverDefaults } from '@shared/domain/mergeOverDefaults';
import { loadPublishedReviews, NO_REVIEWS } from '../reviews/publishedReviews';
import { LIST_SORT, type SiteContent } from './siteContent';
import { builtInList } from './useStoredList';

/** Past this, the platform is treated as down and the pages are built from the built-in texts. */
export const CONTENT_TIMEOUT_MS = 5000;

const SECTIONS = Object.keys(DEFAULT_CONTENT) as ContentSection[];

/** The built-in texts, offers and projects: what the pages hold when no platform could be read. */
export function builtInContent(): SiteContent {
  return {
    ...structuredClone(DEFAULT_CONTENT),
    jobs: builtInList(DEFAULT_JOBS, LIST_SORT.jobs),
    projects: builtInList(DEFAULT_PROJECTS, LIST_SORT.projects),
    reviews: structuredClone(NO_REVIEWS),
  };
}

/**
 * The stored content, as visitors may read it: each section over its built-in texts (the newest document of a
 * section wins), the stored lists as they are, even empty (an offer removed in the back-office is gone), and the
 * approved reviews with their average (what the platform serves a visitor: docs/product.md#publication).
 */
export async function readSiteContent(client: Pick<PlatformClient, 'list' | 'find'>): Promise<SiteContent> {
  const [content, jobs, projects, reviews] = await Promise.all([
    client.list<Content>('content', { sort: { updatedAt: -1 } }),
    client.list<Job>('jobs', { sort: LIST_SORT.jobs }),
    client.list<Project>('projects', { sort: LIST_SORT.projects }),
    loadPublishedReviews(client),
  ]);
  const sections = Object.fromEntries(
    SECTIONS.map((section) => [
      section,
      mergeOverDefaults(
        DEFAULT_CONTENT[section],
        content.find((doc) => doc.section === section),
      ),
    ]),
  ) as Pick<SiteContent, ContentSection>;
  return { ...sections, jobs, projects, reviews };
}

export interface BuildContent {
  content: SiteContent;
  /** True when read from the platform; false for the built-in texts. */
  stored: boolean;
  /** One line for the build output: where the pages' content comes from, and why. */
  message: string;
}

/**
 * What the prerenderer builds the pages from: the platform at `apiUrl` when it answers within `timeoutMs`, else
 * the built-in texts (docs/product.md#publication). Public reads only, through the same signed client as the site.
 */
export async function loadBuildContent(
  apiUrl: string | undefined,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<BuildContent> {
  if (!apiUrl)
    return {
      content: builtInContent(),
      stored: false,
      message:
        'Contenu du site : textes intégrés (aucune plateforme à lire : PRERENDER_API_URL ou VITE_API_BASE_URL absolue)',
    };
  const timeoutMs = options.timeoutMs ?? CONTENT_TIMEOUT_MS;
  const client = createPlatformClient({
    config: { ...config, apiBaseUrl: apiUrl.replace(/\/+$/, '') },
    timeoutMs,
    retryDelayMs: 100,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`pas de réponse en ${(timeoutMs / 1000).toLocaleString('fr-FR')} s`)),
      timeoutMs,
    );
  });
  try {
    const content = await Promise.race([readSiteContent(client), timeout]);
    return {
      content,
      stored: true,
      message: `Contenu du site : contenu enregistré sur ${apiUrl} (${SECTIONS.length} sections, ${content.jobs.length} offres d’emploi, ${content.projects.length} réalisations, ${content.reviews.count} avis publiés)`,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      content: builtInContent(),
      stored: false,
      message: `Contenu du site : textes intégrés (la plateforme ${apiUrl} n’a pas répondu : ${reason})`,
    };
  } finally {
    clearTimeout(timer);
  }
}
