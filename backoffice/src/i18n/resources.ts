/** The labels of the content editor's fields. */
const contentResource = {
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

const subscribersResource = {
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

const campaignsResource = {
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

/**
 * What the screens show of each resource (its fields, its notifications), added with their texts (screens.ts); the
 * menu's names are in fr.ts, with the first load (docs/product.md#premier-chargement).
 */
export const resourceScreenTexts = {
  messages: {
    fields: {
      date: 'Date',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      company: 'Entreprise',
      postalCode: 'Code postal',
      subject: 'Sujet',
      message: 'Message',
      status: 'Statut',
      priority: 'Priorité',
      q: 'Rechercher',
      replies: 'Réponses',
      source: 'Origine',
      conversation: 'Conversation',
    },
  },
  emails: {
    fields: {
      sentAt: 'Date',
      to: 'Destinataires',
      subject: 'Sujet',
      status: 'Statut',
      sentBy: 'Expéditeur',
      fromName: 'Nom d’expéditeur',
      replyTo: 'Répondre à',
      scheduledAt: 'Programmé pour',
      html: 'Contenu HTML',
      text: 'Version texte',
    },
  },
  reviews: {
    fields: {
      name: 'Nom',
      email: 'E-mail',
      rating: 'Note',
      comment: 'Commentaire',
      createdAt: 'Date',
      status: 'Statut',
    },
  },
  templates: {
    fields: { name: 'Nom du template', type: 'Type', subject: 'Sujet de l’email', content: 'Contenu HTML' },
  },
  media: {
    fields: {
      name: 'Nom',
      folder: 'Dossier',
      size: 'Taille',
      alt: 'Texte alternatif',
      uploadedAt: 'Ajouté le',
    },
  },
  folders: { fields: { name: 'Nom', slug: 'Identifiant' } },
  content: contentResource,
  subscribers: subscribersResource,
  campaigns: campaignsResource,
};
