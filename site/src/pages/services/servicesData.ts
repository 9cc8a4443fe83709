import { EXTENSION_TIMELINE } from '@shared/content/companyClaims';

export interface ServiceDetails {
  overview: string;
  services: readonly string[];
  benefits: readonly string[];
  process: readonly string[];
}

/** The fixed part of a service card; its title and description are editable content (by position). */
export interface ServiceCardData {
  id: string;
  /** Fallback when the stored content has fewer services than the four cards. */
  title: string;
  /** Colour family of the card's accent (a CSS module class). */
  tone: 'energy' | 'wood' | 'smart' | 'care';
  details: ServiceDetails;
}

export const SERVICE_CARDS: readonly ServiceCardData[] = [
  {
    id: 'renovation-energetique',
    title: 'Rénovation Énergétique',
    tone: 'energy',
    details: {
      overview:
        'Nous partons d’un diagnostic précis de votre logement pour proposer les travaux qui comptent vraiment. ' +
        'Une rénovation bien pensée permet jusqu’à 40\u202f% d’économies d’énergie, améliore le confort été comme hiver ' +
        'et valorise votre bien.',
      services: [
        'Audit énergétique et diagnostic thermique',
        'Isolation des combles, des murs et des planchers',
        'Installation de pompes à chaleur air/eau et air/air',
        'Panneaux solaires photovoltaïques',
        'Ventilation mécanique contrôlée (simple ou double flux)',
        'Montage des dossiers d’aides (MaPrimeRénov’, CEE, éco-PTZ)',
      ],
      benefits: [
        'Jusqu’à 40\u202f% d’économies sur vos factures',
        'Un confort thermique constant toute l’année',
        'Un logement mieux classé et valorisé',
        'Des aides financières mobilisées pour vous',
      ],
      process: [
        'Visite et diagnostic énergétique de votre logement',
        'Proposition de scénarios de travaux chiffrés',
        'Montage des dossiers d’aides financières',
        'Réalisation des travaux par nos équipes',
        'Contrôle des performances et remise du dossier',
      ],
    },
  },
  {
    id: 'extension-maison',
    title: 'Extension de Maison',
    tone: 'wood',
    details: {
      overview:
        'L’ossature bois permet de gagner de la surface habitable sans déménager, avec un chantier court et propre. ' +
        'Nous prenons en charge le projet de la conception aux finitions, démarches administratives comprises.',
      services: [
        'Étude de faisabilité et conception en 3D',
        'Dépôt du permis de construire ou de la déclaration préalable',
        'Préfabrication de l’ossature bois en atelier',
        'Isolation biosourcée et menuiseries performantes',
        'Raccordements électriques, plomberie et chauffage',
        'Finitions intérieures et extérieures',
      ],
      benefits: [
        'Un chantier rapide et peu de nuisances',
        'Une excellente performance thermique',
        'Un matériau renouvelable et bas carbone',
        'Des mètres carrés en plus, sans déménager',
      ],
      process: EXTENSION_TIMELINE.map(({ step, duration }) => `${step} (${duration})`),
    },
  },
  {
    id: 'maison-connectee',
    title: 'Maison Connectée',
    tone: 'smart',
    details: {
      overview:
        'Nous concevons des installations domotiques fiables et évolutives, adaptées à votre façon de vivre. ' +
        'Votre maison s’occupe des tâches répétitives et consomme uniquement ce dont vous avez besoin.',
      services: [
        'Thermostats intelligents et pilotage du chauffage pièce par pièce',
        'Éclairage connecté et scénarios personnalisés',
        'Volets roulants et portails motorisés',
        'Alarme, caméras et détecteurs connectés',
        'Assistant vocal et application mobile',
        'Suivi des consommations en temps réel',
      ],
      benefits: [
        'Un confort au quotidien, sans effort',
        'Des économies de chauffage mesurables',
        'Une sécurité renforcée, même à distance',
        'Une installation qui évolue avec vos besoins',
      ],
      process: [
        'Analyse de vos besoins et de vos habitudes',
        'Conception de l’installation et devis détaillé',
        'Installation et paramétrage des équipements',
        'Prise en main accompagnée et suivi',
      ],
    },
  },
  {
    id: 'maintenance-support',
    title: 'Maintenance & Support',
    tone: 'care',
    details: {
      overview:
        'Un équipement bien entretenu dure plus longtemps et consomme moins. Nous assurons l’entretien de vos ' +
        'installations et intervenons rapidement en cas de panne, avec une réponse sous 24\u00a0h.',
      services: [
        'Entretien annuel des pompes à chaleur et systèmes de ventilation',
        'Maintenance des installations domotiques',
        'Dépannage et interventions rapides',
        'Mises à jour et assistance à distance',
        'Contrats d’entretien sur mesure',
      ],
      benefits: [
        'Une réponse sous 24\u00a0h',
        'Une durée de vie prolongée pour vos équipements',
        'Des performances maintenues dans le temps',
        'Un interlocuteur unique qui connaît votre installation',
      ],
      process: [
        'Prise de contact par téléphone ou via le formulaire',
        'Diagnostic, à distance ou sur place',
        'Intervention et remise en service',
        'Compte rendu et suivi de l’installation',
      ],
    },
  },
];

export const METHODOLOGY: readonly { title: string; text: string }[] = [
  {
    title: 'Écoute et diagnostic',
    text: 'Nous visitons votre logement et prenons le temps de comprendre vos besoins, vos contraintes et votre budget.',
  },
  {
    title: 'Conception et devis',
    text: 'Nous vous remettons une solution claire et un devis détaillé, gratuit et sans engagement.',
  },
  {
    title: 'Planification',
    text: 'Dates d’intervention, démarches administratives et aides financières\u00a0: tout est calé avant le démarrage.',
  },
  {
    title: 'Réalisation',
    text: 'Nos équipes réalisent les travaux dans le respect des délais, avec un chantier propre et un suivi régulier.',
  },
  {
    title: 'Suivi et garanties',
    text: 'Nous réceptionnons les travaux avec vous, puis restons disponibles pour l’entretien et le service après-vente.',
  },
];

export const WHY_US: readonly { title: string; text: string }[] = [
  {
    title: 'Une entreprise locale',
    text: 'Basés au Havre, nous intervenons dans toute la Seine-Maritime et connaissons les contraintes du bâti normand.',
  },
  {
    title: '15 ans d’expertise',
    text: 'Notre équipe cumule 15 ans d’expérience dans la rénovation, l’énergie et la domotique.',
  },
  {
    title: 'Réponse sous 24\u00a0h',
    text: 'Chaque demande reçoit une réponse sous 24\u00a0h, et votre devis est gratuit.',
  },
  {
    title: 'Garantie 5 ans',
    text: 'Nos installations sont garanties 5 ans, en plus des garanties légales de parfait achèvement, biennale et décennale.',
  },
];
