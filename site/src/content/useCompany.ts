import { useMemo } from 'react';
import type { CompanyInfo } from '@shared/domain/company';
import { useSectionContent } from './useSectionContent';

/** The company's identity: the stored `footer` section over DEFAULT_COMPANY (legal pages, contact, footer). */
export function useCompany(): CompanyInfo {
  const footer = useSectionContent('footer');
  return useMemo(() => {
    const { section: _section, ...company } = footer;
    return company;
  }, [footer]);
}
