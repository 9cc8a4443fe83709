import { useMemo } from 'react';
import type { CompanyInfo } from '@shared/domain/company';
import type { SectionContent } from '@shared/domain/content';
import { useSectionContent } from './useSectionContent';

/** The company's identity held by the `footer` section. */
export function companyOf(footer: SectionContent<'footer'>): CompanyInfo {
  const { section: _section, ...company } = footer;
  return company;
}

/** The company's identity: the published `footer` section (legal pages, contact, footer). */
export function useCompany(): CompanyInfo {
  const footer = useSectionContent('footer');
  return useMemo(() => companyOf(footer), [footer]);
}
