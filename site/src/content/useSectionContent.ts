import { useMemo } from 'react';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import type { ContentSection, SectionContent } from '@shared/domain/content';
import { mergeOverDefaults } from './mergeContent';
import { useStored } from './useStored';

/** The stored `content` document of `section` over its built-in texts (defaults until it has loaded). */
export function useSectionContent<S extends ContentSection>(section: S): SectionContent<S> {
  const stored = useStored(`content:${section}`, (client) =>
    client
      .find<SectionContent<S>>('content', { filter: { section }, limit: 1 })
      .then((result) => result.list[0] ?? null),
  );
  return useMemo(
    () => mergeOverDefaults(DEFAULT_CONTENT[section] as SectionContent<S>, stored),
    [section, stored],
  );
}
