import { DEFAULT_COMPANY, type CompanyInfo } from './company';
import { mergeOverDefaults } from './mergeOverDefaults';

/**
 * The company's identity from the stored `footer` section: each stored text over its default, a blank or missing
 * one falling back to it (docs/product.md#identité-et-coordonnées), the rule of every content section. Used by the
 * e-mails the platform sends and the back-office's replies; the site's pages get the same from their merged footer.
 * Not in company.ts: the public site's first load imports that module, and this import splits its chunks.
 */
export const companyFrom = (footer: object | null | undefined): CompanyInfo =>
  mergeOverDefaults(DEFAULT_COMPANY, footer as Partial<CompanyInfo> | null | undefined);
