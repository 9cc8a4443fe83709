import { CLAIMED_FIGURES } from '@shared/content/companyClaims';

export type ServiceIcon = 'energy' | 'wood' | 'smart';

/** The three services of the home page (the fourth, maintenance, lives on /services). */
export const HOME_SERVICES: readonly { title: string; text: string; icon: ServiceIcon }[] = [
  {
    title: 'Rénovation Énergétique',
    text: 'Isolation, pompe à chaleur, ventilation, solaire\u00a0: jusqu’à 40\u202f% d’économies d’énergie, aides financières comprises.',
    icon: 'energy',
  },
  {
    title: 'Extension de Maison',
    text: 'Une pièce en plus à ossature bois, préfabriquée en atelier et montée en quelques semaines, sans gros œuvre.',
    icon: 'wood',
  },
  {
    title: 'Maison Connectée',
    text: 'Domotique et IA domestique pour piloter chauffage, lumière et sécurité, simplement, depuis votre téléphone.',
    icon: 'smart',
  },
];

/** The company's claimed figures (docs/product.md#constantes). */
export const HOME_FIGURES: readonly { value: string; label: string }[] = [
  { value: CLAIMED_FIGURES.projects, label: 'projets réalisés' },
  { value: `${CLAIMED_FIGURES.expertiseYears} ans`, label: 'd’expertise' },
  { value: CLAIMED_FIGURES.satisfiedClients, label: 'clients satisfaits' },
  { value: `${CLAIMED_FIGURES.responseTimeHours}\u00a0h`, label: 'délai de réponse' },
  { value: CLAIMED_FIGURES.energySaving, label: 'd’économies d’énergie' },
  { value: `${CLAIMED_FIGURES.guaranteeYears} ans`, label: 'de garantie' },
];

export const EXTENSION_BENEFITS = [
  'Chantier court et propre\u00a0: la structure est préfabriquée en atelier',
  'Isolation en fibre de bois, confort d’été comme d’hiver',
  'Permis de construire ou déclaration préalable\u00a0: nous montons le dossier',
] as const;

/** Two partners, linked to their own sites. Logos are local files (no third-party request). */
export const PARTNERS: readonly { name: string; url: string; logo: string }[] = [
  {
    name: 'France Rénov’',
    url: 'https://france-renov.gouv.fr',
    logo: '/images/partenaires/france-renov.svg',
  },
  { name: 'ADEME', url: 'https://www.ademe.fr', logo: '/images/partenaires/ademe.svg' },
];

/** The hero's built-in illustration, used while `heroImage` is empty. */
export const DEFAULT_HERO_IMAGE = {
  src: '/images/accueil/maison-renovee.svg',
  width: 640,
  height: 480,
} as const;
