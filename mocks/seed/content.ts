import { DEFAULT_CONTENT } from '@shared/content/defaults';
import type { StoredContent } from '@shared/domain/content';
import { ago, stored } from './util';

/** One `content` document per section, holding the site's built-in texts. */
export function seedContent(now: Date): StoredContent[] {
  const at = ago(now, 60);
  return Object.values(DEFAULT_CONTENT).map((section) =>
    stored(`content-${section.section}`, at, structuredClone(section)),
  );
}
