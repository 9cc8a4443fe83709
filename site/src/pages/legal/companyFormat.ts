import type { CompanyInfo } from '@shared/domain/company';

export const fullAddress = (company: CompanyInfo): string =>
  `${company.address}, ${company.postalCode} ${company.city}`;

/** `tel:` links take the digits (and a leading +) only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
