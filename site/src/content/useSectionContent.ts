import { DEFAULT_CONTENT } from '@shared/content/defaults';
import type { ContentSection, SectionContent } from '@shared/domain/content';
import { useSiteContent } from './siteContent';

/** The published `content` section (stored texts over the built-in ones, merged when prerendering). */
export function useSectionContent<S extends ContentSection>(section: S): SectionContent<S> {
  return (useSiteContent(section) ?? DEFAULT_CONTENT[section]) as SectionContent<S>;
}
