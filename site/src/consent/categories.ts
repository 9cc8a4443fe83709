import type { ConsentChoice } from './consentStore';

export interface ConsentCategory {
  key: 'essential' | keyof ConsentChoice;
  title: string;
  description: string;
}

/** The four cookie categories, described as the privacy policy does. */
export const CONSENT_CATEGORY_TEXTS: readonly ConsentCategory[] = [
  {
    key: 'essential',
    title: 'Cookies essentiels',
    description:
      'Nécessaires au fonctionnement du site\u00a0: mémorisation de vos choix de cookies et connexion à l’espace d’administration.',
  },
  {
    key: 'functional',
    title: 'Cookies fonctionnels',
    description:
      'Ils améliorent votre confort de navigation, par exemple en mémorisant vos préférences d’affichage.',
  },
  {
    key: 'analytics',
    title: 'Mesure d’audience',
    description:
      'Ils nous indiquent quelles pages sont consultées, sans vous identifier, pour améliorer le site.',
  },
  {
    key: 'marketing',
    title: 'Cookies marketing',
    description: 'Ils permettent de vous proposer des contenus et des offres adaptés à vos projets.',
  },
];
