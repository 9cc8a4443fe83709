/** French texts of the dashboard, analytics, content editor and access screens (spread into fr.ts). */
export const dashboardMessages = {
  welcome: 'Bienvenue, %{name}',
  admin_badge: 'Admin',
  view_site: 'Voir le site',
  stats: {
    messages: 'Messages Reçus',
    unread: 'Messages Non Lus',
    visitors: 'Visiteurs du Mois',
    emails: 'Emails Envoyés',
  },
  quick_actions: {
    title: 'Actions rapides',
    content: 'Modifier le contenu',
    messages: 'Voir les messages',
    templates: 'Templates email',
    media: 'Médias & Images',
  },
  recent_messages: 'Messages récents',
  no_messages: 'Aucun message pour le moment.',
  recent_activity: 'Activité récente',
  no_activity: 'Aucune activité pour le moment.',
  chart: {
    title: 'Demandes par semaine',
    caption: 'Demandes de devis reçues par semaine, sur les %{weeks} dernières semaines',
    bar: 'Semaine du %{date} : %{smart_count} demande |||| Semaine du %{date} : %{smart_count} demandes',
  },
};

export const analyticsMessages = {
  title: 'Statistiques de visite',
  subtitle: 'Pages vues par les visiteurs ayant accepté les cookies de mesure d’audience.',
  period: 'Période',
  days: '%{smart_count} jour |||| %{smart_count} jours',
  custom: 'Personnalisée',
  from: 'Du',
  to: 'Au',
  invalid_range: 'Choisissez une date de début antérieure ou égale à la date de fin.',
  error: 'Erreur lors du chargement des statistiques',
  capped:
    'Seules les %{cap} premières pages vues sur %{total} sont détaillées : choisissez une période plus courte.',
  per_day: 'Pages vues par jour',
  total: '%{count} page vue |||| %{count} pages vues',
  per_page: 'Pages vues par page',
  page: 'Page',
  views: 'Vues',
  empty: 'Aucune page vue sur cette période.',
};

export const contentMessages = {
  title: 'Contenu du site',
  back: 'Retour au tableau de bord',
  preview: 'Prévisualiser le site',
  sections_menu: 'Sections du site',
  sections: {
    home: 'Accueil',
    about: 'À propos',
    services: 'Services',
    contact: 'Contact',
    footer: 'Pied de page',
  },
  save: 'Enregistrer',
  saved: 'Contenu enregistré',
  save_error: 'Erreur lors de l’enregistrement du contenu : %{message}',
  load_error: 'Erreur lors du chargement du contenu',
  example_values:
    'Valeurs d’exemple encore publiées (mentions légales, page contact) : %{fields}. Remplacez-les par celles de l’entreprise avant la mise en ligne.',
  service_title: 'Titre du service',
  service_description: 'Description du service',
  image_help: 'Adresse de l’image (choisie dans la médiathèque ou uploadée)',
  pick_image: 'Choisir ou uploader',
  alt_help: 'Décrit l’image pour les personnes qui ne la voient pas',
};

export const accessMessages = {
  denied_title: 'Accès refusé',
  denied_text: 'Vous devez être administrateur pour accéder à cette page.',
};

export const contentResource = {
  name: 'Contenu |||| Contenus',
  fields: {
    heroTitle: 'Titre principal',
    heroSubtitle: 'Sous-titre',
    heroDescription: 'Description',
    heroImage: 'Image principale',
    heroImageAlt: 'Texte alternatif',
    aboutTitle: 'Titre de la partie « À propos »',
    aboutDescription: 'Texte de la partie « À propos »',
    servicesTitle: 'Titre de la partie « Services »',
    servicesDescription: 'Texte de la partie « Services »',
    title: 'Titre',
    description: 'Description',
    teamImage: 'Photo de l’équipe',
    teamImageAlt: 'Texte alternatif',
    services: 'Services proposés',
    address: 'Adresse',
    phone: 'Téléphone',
    email: 'E-mail',
    name: 'Raison sociale',
    legalForm: 'Forme juridique et capital',
    postalCode: 'Code postal',
    city: 'Ville',
    siret: 'SIRET',
    publicationDirector: 'Directeur de la publication',
    hostName: 'Hébergeur',
    hostAddress: 'Adresse de l’hébergeur',
    hostPhone: 'Téléphone de l’hébergeur',
    openingHours: 'Horaires d’ouverture',
  },
};
