import { JOB_DEPARTMENTS } from '@shared/domain/jobDepartments';

export const ALL_DEPARTMENTS = 'Tous';
export const DEPARTMENT_FILTERS = [ALL_DEPARTMENTS, ...JOB_DEPARTMENTS] as const;

export const EMPTY_OFFERS_MESSAGE = 'Aucune offre disponible dans ce département actuellement.';

export const CULTURE_VALUES: readonly { title: string; text: string }[] = [
  {
    title: 'Innovation',
    text: 'Nous testons les nouvelles technologies avant de les proposer, et chacun peut suggérer de meilleures façons de faire.',
  },
  {
    title: 'Collaboration',
    text: 'Conseillers, techniciens et développeurs travaillent ensemble sur chaque projet, du devis à la mise en service.',
  },
  {
    title: 'Excellence',
    text: 'Le travail bien fait est notre meilleure publicité : nous prenons le temps de le faire correctement.',
  },
  {
    title: 'Bienveillance',
    text: 'Respect, entraide et droit à l’erreur : une petite équipe où chacun compte vraiment.',
  },
];

export const WHY_JOIN: readonly { title: string; text: string }[] = [
  {
    title: 'Des projets stimulants',
    text: 'Rénovation énergétique, extensions bois, domotique et IA : des chantiers variés et concrets.',
  },
  {
    title: 'De l’autonomie',
    text: 'Vous organisez votre travail et prenez des décisions, avec le soutien de l’équipe quand il le faut.',
  },
  {
    title: 'Une équipe passionnée',
    text: 'Des collègues qui aiment leur métier et partagent volontiers leur savoir-faire.',
  },
  {
    title: 'Un impact réel',
    text: 'Chaque projet réduit la consommation d’énergie d’un foyer : votre travail se voit et se mesure.',
  },
];

export const BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: 'Formation continue',
    text: 'Certifications, nouvelles technologies, montée en compétences financées.',
  },
  {
    title: 'Horaires flexibles',
    text: 'Un équilibre entre vie professionnelle et vie personnelle respecté.',
  },
  {
    title: 'Mutuelle d’entreprise',
    text: 'Une complémentaire santé de qualité, prise en charge par l’entreprise.',
  },
  {
    title: 'Équipement fourni',
    text: 'Outillage, ordinateur, téléphone et véhicule de service selon le poste.',
  },
  { title: 'Évolution', text: 'Une entreprise qui grandit, avec de vraies perspectives pour chacun.' },
  { title: 'Travail local', text: 'Des chantiers au Havre et en Seine-Maritime, sans longs déplacements.' },
];

export const RECRUITMENT_STEPS: readonly { number: string; title: string; text: string }[] = [
  { number: '01', title: 'Candidature', text: 'Envoyez votre CV et quelques mots sur votre motivation.' },
  {
    number: '02',
    title: 'Pré-sélection',
    text: 'Nous étudions votre profil et revenons vers vous sous une semaine.',
  },
  {
    number: '03',
    title: 'Entretiens',
    text: 'Un échange avec l’équipe, puis un entretien avec la direction.',
  },
  {
    number: '04',
    title: 'Intégration',
    text: 'Un parcours d’accueil pour découvrir nos méthodes et nos chantiers.',
  },
];
