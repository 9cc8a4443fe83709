import type { Job } from '@shared/domain/jobs';

/** A job offer as shipped: the careers page renders these until (or unless) the stored `jobs` load. */
export type DefaultJob = Job & { _id: string };

/** The five job offers of the careers page, salaries from 30-35k€ to 50-60k€ (the seed stores the same). */
export const DEFAULT_JOBS: readonly DefaultJob[] = [
  {
    _id: 'job-1',
    title: 'Développeur·se domotique et IoT',
    department: 'Développement',
    location: 'Le Havre (76)',
    type: 'CDI',
    experience: '3 ans minimum',
    description:
      'Vous concevez et intégrez les solutions de maison connectée de nos clients\u00a0: passerelles domotiques, ' +
      'capteurs, thermostats intelligents et tableaux de bord de suivi des consommations. Vous travaillez avec ' +
      'nos techniciens sur le terrain pour livrer des installations fiables et simples à utiliser.',
    requirements: [
      'Maîtrise de TypeScript ou Python',
      'Expérience des protocoles domotiques (Zigbee, Z-Wave, KNX ou Matter)',
      'Goût pour le terrain et le contact client',
      'Permis B',
    ],
    salary: '40-45k€',
    order: 1,
  },
  {
    _id: 'job-2',
    title: 'Ingénieur·e IA domestique',
    department: 'Développement',
    location: 'Le Havre (76) — télétravail partiel',
    type: 'CDI',
    experience: '5 ans minimum',
    description:
      'Vous développez notre offre d’IA domestique\u00a0: pilotage prédictif du chauffage, détection des ' +
      'surconsommations et assistant vocal respectueux de la vie privée, hébergé localement chez nos clients.',
    requirements: [
      'Solide expérience en apprentissage automatique appliqué aux séries temporelles',
      'Pratique des systèmes embarqués ou de l’edge computing',
      'Sensibilité à la protection des données personnelles (RGPD)',
    ],
    salary: '50-60k€',
    order: 2,
  },
  {
    _id: 'job-3',
    title: 'Conseiller·ère en rénovation énergétique',
    department: 'Conseil',
    location: 'Le Havre et agglomération',
    type: 'CDI',
    experience: '2 ans minimum',
    description:
      'Vous réalisez les diagnostics énergétiques chez nos clients, proposez des scénarios de travaux chiffrés ' +
      'et accompagnez les familles dans le montage de leurs dossiers d’aides (MaPrimeRénov’, CEE, éco-PTZ).',
    requirements: [
      'Formation en thermique du bâtiment ou en énergétique',
      'Connaissance des dispositifs d’aide à la rénovation',
      'Pédagogie et sens de l’écoute',
      'Permis B',
    ],
    salary: '35-40k€',
    order: 3,
  },
  {
    _id: 'job-4',
    title: 'Chargé·e d’affaires',
    department: 'Commercial',
    location: 'Le Havre (76)',
    type: 'CDI',
    experience: '3 ans minimum',
    description:
      'Vous développez notre clientèle de particuliers et de petits bailleurs en Seine-Maritime\u00a0: premier ' +
      'rendez-vous, visite technique avec nos conseillers, devis et suivi jusqu’à la réception des travaux.',
    requirements: [
      'Expérience commerciale dans le bâtiment ou l’énergie',
      'Capacité à lire un plan et à chiffrer un chantier',
      'Autonomie et sens de l’organisation',
    ],
    salary: '45-50k€ (fixe + variable)',
    order: 4,
  },
  {
    _id: 'job-5',
    title: 'Technicien·ne SAV et maintenance',
    department: 'Support',
    location: 'Le Havre et environs',
    type: 'CDI',
    experience: 'Débutant accepté',
    description:
      'Vous assurez l’entretien et le dépannage des équipements installés chez nos clients\u00a0: pompes à chaleur, ' +
      'VMC, panneaux solaires et installations domotiques. Vous êtes leur interlocuteur sur place et au téléphone.',
    requirements: [
      'CAP, BEP ou BTS en génie climatique, électricité ou maintenance',
      'Habilitation électrique appréciée',
      'Permis B',
    ],
    salary: '30-35k€',
    order: 5,
  },
];
