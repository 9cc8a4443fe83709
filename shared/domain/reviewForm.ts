import { z } from './z';
import { RATING_SCALE } from './reviewRules';

export { RATING_LABELS } from './reviewRules';

export const reviewFormSchema = z.object({
  name: z.string().trim().min(1, 'Veuillez indiquer votre nom.').max(200, 'Ce nom est trop long.'),
  email: z
    .string()
    .trim()
    .min(1, 'Veuillez indiquer votre adresse e-mail.')
    .pipe(z.email('Veuillez saisir une adresse e-mail valide (ex. : nom@domaine.fr).')),
  rating: z
    .number()
    .int()
    .min(RATING_SCALE.min, 'Veuillez choisir une note de 1 à 5.')
    .max(RATING_SCALE.max, 'Veuillez choisir une note de 1 à 5.'),
  comment: z.string().trim().min(1, 'Veuillez écrire votre avis.').max(5000, 'Votre avis est trop long.'),
});
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;
