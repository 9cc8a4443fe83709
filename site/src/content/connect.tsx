import type { ComponentType } from 'react';
import type { CompanyInfo } from '@shared/domain/company';
import type { ContentSection, SectionContent } from '@shared/domain/content';
import { useCompany } from './useCompany';
import { useSectionContent } from './useSectionContent';

/** A page fed with its stored `content` section (defaults first): the route table's glue. */
export function withSectionContent<S extends ContentSection>(
  section: S,
  Page: ComponentType<{ content?: Partial<SectionContent<S>> }>,
): ComponentType {
  function PageWithContent() {
    return <Page content={useSectionContent(section)} />;
  }
  PageWithContent.displayName = `WithContent(${section})`;
  return PageWithContent;
}

/** A page fed with the company's identity (stored `footer` section over DEFAULT_COMPANY). */
export function withCompany(Page: ComponentType<{ company?: CompanyInfo }>): ComponentType {
  function PageWithCompany() {
    return <Page company={useCompany()} />;
  }
  PageWithCompany.displayName = 'WithCompany';
  return PageWithCompany;
}
