/**
 * The company's identity (docs/product.md#identité-et-coordonnées). Placeholder defaults kept in one place:
 * the back-office "footer" content section overrides them, and legal pages read them, so no unfilled
 * placeholder is ever shown.
 */
export interface CompanyInfo {
  name: string;
  legalForm: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  siret: string;
  publicationDirector: string;
  hostName: string;
  hostAddress: string;
  hostPhone: string;
  openingHours: string;
}

export const DEFAULT_COMPANY: CompanyInfo = {
  name: 'Habitat Durable Le Havre',
  legalForm: 'SAS au capital de 10 000 €',
  address: '12 rue de Paris',
  postalCode: '76600',
  city: 'Le Havre',
  phone: '02 35 00 00 00',
  email: 'contact@habitat-durable.example',
  siret: '000 000 000 00000',
  publicationDirector: 'La direction d’Habitat Durable Le Havre',
  hostName: 'Hébergement Exemple SAS',
  hostAddress: '1 rue de l’Exemple, 75000 Paris',
  hostPhone: '01 00 00 00 00',
  openingHours: 'Du lundi au vendredi, 8\u00a0h\u00a030 – 18\u00a0h\u00a030',
};

/** Sender name of every email the site sends. */
export const EMAIL_FROM_NAME = DEFAULT_COMPANY.name;

/** What the legal notice and the contact page publish about the company and its host. */
const LEGAL_FIELDS = [
  'legalForm',
  'address',
  'phone',
  'email',
  'siret',
  'publicationDirector',
  'hostName',
  'hostAddress',
  'hostPhone',
] as const satisfies readonly (keyof CompanyInfo)[];

/**
 * The published fields still at their example default: complete-looking values (so no page ever shows a gap),
 * which the back-office asks the company to replace before going live.
 */
export const exampleCompanyFields = (company: Partial<CompanyInfo>): (keyof CompanyInfo)[] =>
  LEGAL_FIELDS.filter((field) => (company[field] ?? DEFAULT_COMPANY[field]) === DEFAULT_COMPANY[field]);
