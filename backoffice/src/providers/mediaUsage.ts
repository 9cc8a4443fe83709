import type { ContentSection } from '@shared/domain/content';
import type { EntityName } from '@shared/domain/entities';
import type { PlatformClient } from '@shared/http/types';
import { escapeRegex } from '@shared/regex';

/**
 * Where a media file is shown (docs/product.md#médiathèque): an image field of the site's content, an e-mail
 * template's HTML, a portfolio project. Deleting the file first clears these places, so nothing on the site or in
 * a future e-mail points at a file that is gone.
 */
export type MediaPlace =
  | { kind: 'content'; id: string; section: ContentSection; field: string }
  | { kind: 'template'; id: string; name: string }
  | { kind: 'project'; id: string; title: string };

export interface MediaUsage {
  url: string;
  places: MediaPlace[];
}

type UsageClient = Pick<PlatformClient, 'find' | 'update'>;
type Doc = Record<string, unknown> & { _id: string };

/**
 * The image fields of the content editor, with the field holding each one's alt text. Loaded with the first lookup:
 * the editor's zod schemas stay off the back-office's first load.
 */
async function contentImages() {
  const { SECTIONS } = await import('../content/sections');
  return SECTIONS.flatMap(({ section, fields }) =>
    fields.filter((f) => f.kind === 'image').map((f) => ({ section, field: f.source, alt: f.altSource })),
  );
}

const PAGE = 200;

/** Every document of a collection matching `filter`, a page at a time. */
async function findAll(client: UsageClient, entity: EntityName, filter = {}): Promise<Doc[]> {
  const docs: Doc[] = [];
  for (;;) {
    const { total, list } = await client.find(entity, { filter, limit: PAGE, skip: docs.length });
    docs.push(...(list as Doc[]));
    if (list.length < PAGE || docs.length >= total) return docs;
  }
}

/** The address as written in HTML too (`&` in an attribute is `&amp;`, as the template editor writes it). */
const spellings = (url: string) => [...new Set([url, url.replace(/&/g, '&amp;')])];

/** Whether a stored value shows the file: it holds its address (relative, or behind an origin). */
export const refersTo = (value: unknown, url: string): boolean =>
  typeof value === 'string' && spellings(url).some((form) => value.includes(form));

/**
 * HTML without the file: each `<img>` showing it is removed, any other mention of its address (a link, a CSS
 * background) is emptied. HTML left blank becomes an empty paragraph (a template's content is required).
 */
export function withoutFile(html: string, url: string): string {
  const address = `[^\\s"'<>()]*(?:${spellings(url).map(escapeRegex).join('|')})`;
  const cleared = html
    .replace(new RegExp(`<img\\b[^>]*?${address}[^>]*>`, 'gi'), '')
    .replace(new RegExp(address, 'g'), '');
  return cleared.trim() ? cleared : '<p></p>';
}

export function mediaUsage(client: UsageClient) {
  const lookUp = async (urls: string[]) => {
    const images = await contentImages();
    const [content, templates, projects] = await Promise.all([
      findAll(client, 'content', { section: { $in: [...new Set(images.map((i) => i.section))] } }),
      findAll(client, 'templates'),
      findAll(client, 'projects'),
    ]);
    return { images, content, templates, projects, urls: [...new Set(urls.filter(Boolean))] };
  };

  return {
    /** For each file address, the places that show it (none: an unused file). */
    async find(urls: string[]): Promise<MediaUsage[]> {
      const found = await lookUp(urls);
      return found.urls.map((url) => ({
        url,
        places: [
          ...found.content.flatMap((doc) =>
            found.images
              .filter((i) => i.section === doc.section && refersTo(doc[i.field], url))
              .map((i): MediaPlace => ({ kind: 'content', id: doc._id, section: i.section, field: i.field })),
          ),
          ...found.templates
            .filter((doc) => refersTo(doc.content, url))
            .map((doc): MediaPlace => ({ kind: 'template', id: doc._id, name: String(doc.name ?? '') })),
          ...found.projects
            .filter((doc) => refersTo(doc.image, url))
            .map((doc): MediaPlace => ({ kind: 'project', id: doc._id, title: String(doc.title ?? '') })),
        ],
      }));
    },

    /**
     * Removes the files from every place that shows them: a content image and its alt text are emptied (the site
     * shows its default image), a project loses its image (the site shows its placeholder), a template loses the
     * `<img>`. Read afresh at delete time, so a place added since the dialog opened is cleared too.
     */
    async clear(urls: string[]): Promise<void> {
      const found = await lookUp(urls);
      if (found.urls.length === 0) return;
      const shows = (value: unknown) => found.urls.some((url) => refersTo(value, url));
      // One write at a time: the client's guard refuses bursts, and a failure stops before the file goes.
      for (const doc of found.content) {
        const fields: Record<string, string> = {};
        for (const image of found.images) {
          if (image.section !== doc.section || !shows(doc[image.field])) continue;
          fields[image.field] = '';
          if (image.alt) fields[image.alt] = '';
        }
        if (Object.keys(fields).length) await client.update('content', { _id: doc._id }, fields);
      }
      for (const doc of found.templates) {
        if (!shows(doc.content)) continue;
        const content = found.urls.reduce((html, url) => withoutFile(html, url), String(doc.content));
        await client.update('templates', { _id: doc._id }, { content });
      }
      for (const doc of found.projects) {
        if (shows(doc.image)) await client.update('projects', { _id: doc._id }, { image: '', imageAlt: '' });
      }
    },
  };
}
