import type { z } from 'zod';

/** French messages for the shared content schemas (which carry none of their own). */
export const frenchErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'array'
        ? `${String(issue.maximum)} éléments au maximum.`
        : `Ce texte est trop long (${String(issue.maximum)} caractères maximum).`;
    case 'too_small':
      return 'Ce champ est requis.';
    case 'invalid_format':
      return issue.format === 'email'
        ? 'Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).'
        : 'Format invalide.';
    case 'invalid_type':
      return 'Ce champ est requis.';
    // The only union of the content schemas: the contact e-mail, empty or valid.
    case 'invalid_union':
      return 'Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).';
    default:
      return 'Valeur invalide.';
  }
};
