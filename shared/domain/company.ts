/**
 * The company's identity. Placeholder defaults kept in one place (decisions.md): the back-office "footer"
 * content section overrides them, and legal pages read them, so no unfilled placeholder is ever shown.
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
  publicationDirector: 'La direction de Habitat Durable Le Havre',
  hostName: 'Hébergeur du site (à renseigner dans le back-office)',
  hostAddress: 'Adresse de l’hébergeur communiquée sur demande',
  hostPhone: 'Téléphone de l’hébergeur communiqué sur demande',
  openingHours: 'Du lundi au vendredi, 8h30 – 18h30',
};

/** Sender name of every email the site sends. */
export const EMAIL_FROM_NAME = DEFAULT_COMPANY.name;
