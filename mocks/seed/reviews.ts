import type { StoredReview } from '@shared/domain/reviews';
import { ago, stored } from './util';

/** Client reviews: three approved (shown on the site) and one awaiting moderation. */
export function seedReviews(now: Date): StoredReview[] {
  return [
    stored('review-1', ago(now, 50), {
      name: 'Isabelle R.',
      email: 'isabelle.r@example.fr',
      rating: 5,
      comment:
        'Isolation des combles et pompe à chaleur\u00a0: chantier propre, délais tenus et une équipe qui explique tout. ' +
        'Notre facture de chauffage a nettement baissé dès cet hiver.',
      status: 'approved' as const,
    }),
    stored('review-2', ago(now, 33), {
      name: 'Marc et Hélène D.',
      email: 'marc.d@example.com',
      rating: 5,
      comment:
        'Notre extension en bois est superbe et a été montée en un mois. Merci pour le suivi et les conseils du ' +
        'début à la fin.',
      status: 'approved' as const,
    }),
    stored('review-3', ago(now, 12), {
      name: 'Pierre L.',
      email: 'pierre.l@example.net',
      rating: 4,
      comment:
        'Installation domotique réussie, l’application est simple à utiliser. Un petit retard au démarrage, vite ' +
        'rattrapé.',
      status: 'approved' as const,
    }),
    stored('review-4', ago(now, 2), {
      name: 'Aurélie B.',
      email: 'aurelie.b@example.fr',
      rating: 4,
      comment:
        'Diagnostic énergétique très complet et devis clair. Nous attendons le début des travaux avec impatience.',
      status: 'pending' as const,
    }),
  ];
}
