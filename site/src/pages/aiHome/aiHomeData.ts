export interface AiStep {
  id: string;
  title: string;
  summary: string;
  detail: string;
  points: readonly string[];
  duration: string;
}

export const AI_STEPS: readonly AiStep[] = [
  {
    id: 'analyse',
    title: 'Analyse de votre habitat',
    summary: 'Nous étudions votre logement, vos équipements et vos habitudes.',
    detail:
      'Un technicien visite votre logement pour relever l’existant\u00a0: chauffage, éclairage, ouvrants, réseau ' +
      'Wi-Fi et consommation. Nous échangeons avec vous sur votre rythme de vie et ce que vous attendez de la maison.',
    points: [
      'Relevé des équipements existants et de leur compatibilité',
      'Analyse de vos consommations d’énergie',
      'Recueil de vos habitudes et de vos priorités',
    ],
    duration: 'Une visite d’environ 2 heures',
  },
  {
    id: 'conception',
    title: 'Conception de la solution',
    summary: 'Nous imaginons une installation sur mesure, simple à utiliser.',
    detail:
      'Nous sélectionnons des équipements fiables et compatibles entre eux, puis définissons les automatismes ' +
      'utiles\u00a0: chauffage qui anticipe votre retour, éclairage qui s’adapte à la lumière naturelle, alertes en cas d’anomalie.',
    points: [
      'Choix d’équipements interopérables et évolutifs',
      'Scénarios adaptés à chaque pièce',
      'Devis détaillé, gratuit et sans engagement',
    ],
    duration: 'Proposition remise sous une semaine',
  },
  {
    id: 'installation',
    title: 'Installation et configuration',
    summary: 'Nos techniciens installent, raccordent et paramètrent chaque équipement.',
    detail:
      'L’installation est réalisée proprement, le plus souvent sans gros travaux. Nous configurons l’application, ' +
      'l’assistant vocal et les scénarios, puis vérifions chaque automatisme avec vous.',
    points: [
      'Pose et raccordement des capteurs et actionneurs',
      'Configuration de l’application et de l’assistant vocal',
      'Tests complets avant la mise en service',
    ],
    duration: '1 à 3 jours selon l’installation',
  },
  {
    id: 'optimisation',
    title: 'Apprentissage et optimisation',
    summary: 'Votre maison apprend vos habitudes et s’améliore avec le temps.',
    detail:
      'Au fil des semaines, le système affine ses réglages à partir de vos habitudes et de la météo. Nous suivons ' +
      'les résultats avec vous et ajustons les scénarios pour aller chercher les économies d’énergie.',
    points: [
      'Ajustement automatique du chauffage et de l’éclairage',
      'Bilan de consommation et conseils personnalisés',
      'Mises à jour et assistance incluses',
    ],
    duration: 'Suivi pendant toute la durée du contrat',
  },
];

export const AI_FEATURES: readonly { title: string; text: string }[] = [
  {
    title: 'Apprentissage de vos habitudes',
    text: 'Le chauffage et l’éclairage s’adaptent à vos horaires, sans programmation compliquée.',
  },
  {
    title: 'Commande vocale en français',
    text: 'Pilotez la maison à la voix\u00a0: lumières, volets, température ou scénarios complets.',
  },
  {
    title: 'Optimisation énergétique',
    text: 'Le système anticipe la météo et vos absences pour ne chauffer que lorsque c’est utile.',
  },
  {
    title: 'Sécurité intelligente',
    text: 'Détection d’intrusion, de fumée ou de fuite d’eau, avec alerte immédiate sur votre téléphone.',
  },
  {
    title: 'Maintenance prédictive',
    text: 'Les équipements signalent une dérive avant la panne, pour une intervention au bon moment.',
  },
  {
    title: 'Données protégées',
    text: 'Vos données restent les vôtres\u00a0: traitement local chaque fois que possible et aucune revente.',
  },
];

export const AI_STATS: readonly { value: string; label: string }[] = [
  { value: '40\u00a0%', label: 'd’économies d’énergie' },
  { value: '98\u00a0%', label: 'de clients satisfaits' },
  { value: '4,8/5', label: 'de note moyenne' },
  { value: '24\u00a0h', label: 'pour vous répondre' },
];

export const AI_TESTIMONIALS: readonly { quote: string; name: string; place: string }[] = [
  {
    quote:
      'Le chauffage se règle tout seul selon nos horaires. Notre facture a nettement baissé dès le premier hiver.',
    name: 'Sophie M.',
    place: 'Le Havre',
  },
  {
    quote:
      'Installation rapide et très propre. L’équipe a pris le temps de tout nous expliquer, même à nos parents.',
    name: 'Thomas L.',
    place: 'Sainte-Adresse',
  },
  {
    quote: 'Je reçois une alerte au moindre souci et je ferme les volets depuis le travail. Un vrai confort.',
    name: 'Claire D.',
    place: 'Montivilliers',
  },
];

/** Open standards we install: named as technologies, not as brand partnerships we could not vouch for. */
export const AI_PARTNERS: readonly { name: string; text: string }[] = [
  { name: 'Matter', text: 'Le standard commun qui fait dialoguer les équipements de toutes marques.' },
  { name: 'KNX', text: 'La référence des installations filaires, robuste et durable.' },
  { name: 'Zigbee', text: 'Des capteurs sans fil économes, parfaits en rénovation.' },
  { name: 'Z-Wave', text: 'Un réseau maillé fiable pour la sécurité et les automatismes.' },
];
