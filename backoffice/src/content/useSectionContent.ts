import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { ContentSection } from '@shared/domain/content';
import { formValues } from './sections';

/** The stored `content` document of a section (seeded), and the form's values: stored fields over defaults. */
export function useSectionContent(section: ContentSection) {
  const { data, isPending, error } = useGetList('content', {
    filter: { section },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'updatedAt', order: 'DESC' },
  });
  const stored = data?.[0];
  const values = useMemo(() => formValues(section, stored), [section, stored]);
  return { stored, values, isPending, error };
}
