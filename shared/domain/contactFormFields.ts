/*
 * The quote form's fields without zod: what the form renders with, before its validation (contactForm.ts) is
 * loaded on the first check.
 */

/** Project types of the quote form, in their expected order (docs/product.md#formulaire-de-devis). */
export const PROJECT_TYPES = [
  'Diagnostic énergétique',
  'Ossature bois',
  'IA domestique',
  'Travaux généraux',
  'Rénovation énergétique',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** French postal codes: 5 digits. */
export const POSTAL_CODE_LENGTH = 5;

/** The empty form; its shape is the schema's input (contactFormFields.test.ts checks it). */
export const EMPTY_CONTACT_FORM = {
  name: '',
  email: '',
  company: '',
  phone: '',
  postalCode: '',
  subject: '' as ProjectType,
  message: '',
};
