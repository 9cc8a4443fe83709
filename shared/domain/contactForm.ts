import { z } from './z';

import { PROJECT_TYPES } from './contactFormFields';

const required = (message: string) => z.string().trim().min(1, message);

/** The quote form (docs/product.md#formulaire-de-devis) with its French messages. */
export const contactFormSchema = z.object({
  name: required('Veuillez indiquer votre nom.').max(200, 'Ce nom est trop long (200 caractères au plus).'),
  email: required('Veuillez indiquer votre adresse e-mail.').pipe(
    z.email('Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).'),
  ),
  company: z.string().trim().max(200, 'Ce nom d’entreprise est trop long (200 caractères au plus).'),
  phone: required('Veuillez indiquer votre numéro de téléphone.').regex(
    /^\+?[0-9 .()-]{6,20}$/,
    'Veuillez saisir un numéro de téléphone valide.',
  ),
  postalCode: required('Veuillez indiquer votre code postal.').regex(
    /^\d{5}$/,
    'Le code postal doit contenir exactement 5 chiffres.',
  ),
  subject: z.enum(PROJECT_TYPES, 'Veuillez choisir un type de projet.'),
  message: required('Veuillez décrire votre projet.').max(
    10_000,
    'Votre message est trop long (10 000 caractères au plus).',
  ),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;
