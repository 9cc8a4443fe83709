/** The labels of the resources whose names and fields the menu and the screens show (fr.ts). */
export const contentResource = {
  // The menu names the resource by its plural: the editor's title.
  name: 'Contenu du site |||| Contenu du site',
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

/** French texts of the subscribers and campaigns screens (spread into fr.ts). */
export const subscribersResource = {
  name: 'Abonné |||| Abonnés',
  // react-admin's « Élément supprimé » says nothing of what went: an erasure (the bulk one; a single one names the address).
  notifications: {
    deleted: 'Abonné effacé |||| %{smart_count} abonnés effacés',
    updated: 'Sujets de l’abonné enregistrés',
  },
  fields: {
    email: 'E-mail',
    createdAt: 'Inscription',
    status: 'Statut',
    preferences: 'Sujets',
    source: 'Origine du consentement',
    q: 'Rechercher',
    topic: 'Sujet',
  },
};

export const campaignsResource = {
  name: 'Campagne |||| Campagnes',
  // react-admin's « Créer Campagne » reads as English.
  page: { create: 'Nouvelle campagne' },
  // react-admin's « Élément créé » says nothing of what was created.
  notifications: { created: 'Campagne créée', updated: 'Campagne enregistrée' },
  fields: {
    name: 'Nom de la campagne',
    subject: 'Objet de l’e-mail',
    topic: 'Sujet',
    templateId: 'Partir du modèle',
    html: 'Contenu HTML',
    status: 'Statut',
    createdAt: 'Créée le',
    finishedAt: 'Envoyée le',
    recipients: 'Destinataires',
    email: 'E-mail',
    outcome: 'Résultat',
    at: 'Date',
  },
};
