import { campaignsMessages, subscribersMessages } from './newsletter';
import { mediaMessages } from './media';
import { templatesMessages } from './templates';
import { resourceScreenTexts } from './resources';

/*
 * The texts of the screens that load with their route (lists, forms, statistics, content editor…): downloaded with
 * the first of them (lazyScreen.ts), so neither the sign-in screen nor the dashboard carries them
 * (docs/product.md#premier-chargement). What the menu, the dashboard and every screen's frame show is in fr.ts.
 */

const analyticsMessages = {
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
  per_day_y: 'Pages vues',
  per_day_x: 'Jour',
  total: '%{count} page vue |||| %{count} pages vues',
  per_page: 'Pages vues par page',
  page: 'Page',
  views: 'Vues',
  empty: 'Aucune page vue sur cette période.',
  consents: {
    title: 'Consentements aux cookies',
    share:
      '%{percent} des visiteurs ont accepté la mesure d’audience (%{accepted} sur %{smart_count} visiteur ayant fait un choix) |||| %{percent} des visiteurs ont accepté la mesure d’audience (%{accepted} sur %{smart_count} visiteurs ayant fait un choix)',
    no_choice: 'Aucun choix de cookies enregistré sur cette période.',
    error: 'Erreur lors du chargement des consentements',
    visitor_id: 'Identifiant de visiteur',
    look_up: 'Voir l’historique',
    unknown: 'Aucun choix enregistré pour cet identifiant.',
    history: 'Historique des choix du visiteur',
    date: 'Date',
    decision: 'Choix',
    categories: 'Catégories acceptées',
    method: 'Exprimé par',
    version: 'Version de la politique',
    none: 'Aucune (cookies essentiels seulement)',
    decisions: { accept_all: 'Tout accepté', refuse_all: 'Tout refusé', custom: 'Personnalisé' },
    methods: { banner: 'Bandeau', dialog: 'Fenêtre de paramètres', footer: 'Lien « Gérer les cookies »' },
    category: { functional: 'Fonctionnels', analytics: 'Mesure d’audience', marketing: 'Marketing' },
  },
};

const contentMessages = {
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

/** Merged over fr.ts's messages (`app.messages.status`, `app.analytics.title` and `app.templates.menu` are there). */
export const screenMessages = {
  resources: resourceScreenTexts,
  app: {
    messages: {
      priority: { high: 'Urgent', medium: 'Normal', low: 'Faible' },
      title: 'Messages & Contacts',
      back: 'Retour au tableau de bord',
      count: '%{count} message |||| %{count} messages',
      search: 'Rechercher…',
      search_label: 'Rechercher par nom, e-mail ou sujet',
      filter_label: 'Filtrer par statut',
      filters: { all: 'Tous', unread: 'Non lus', read: 'Lus', archived: 'Archivés' },
      list_label: 'Liste des messages',
      load_error: 'Erreur lors du chargement des messages',
      empty_list: 'Aucun message',
      empty_search: 'Aucun message ne correspond à votre recherche',
      none_selected: 'Aucun message sélectionné',
      none_selected_hint: 'Sélectionnez un message dans la liste pour voir les détails',
      not_found: 'Ce message n’existe plus ou n’a pas pu être chargé.',
      source: { contact_form: 'Formulaire de devis', chat: 'Discussion' },
      source_page: '%{source}, page %{page}',
      home_page: 'd’accueil (/)',
      conversation_author: { visitor: 'Visiteur', bot: 'Réponse automatique' },
      questions: '%{smart_count} question du visiteur |||| %{smart_count} questions du visiteur',
      questions_short: '%{smart_count} question |||| %{smart_count} questions',
      no_email: 'Pas d’adresse e-mail : le visiteur a laissé son numéro de téléphone pour être rappelé.',
      notification_failed: 'E-mail non envoyé',
      notification_failed_detail:
        'L’e-mail de notification de cette demande n’a pas été envoyé : elle n’est connue que par cette boîte de réception.',
      actions: { reply: 'Répondre', archive: 'Archiver', delete: 'Supprimer' },
      archived: 'Message archivé',
      deleted: 'Message supprimé',
      delete_title: 'Supprimer le message',
      delete_confirm: 'Êtes-vous sûr de vouloir supprimer ce message ?',
      replies_title: 'Réponses envoyées (%{count})',
      reply_meta: 'Envoyée le %{date} par %{author}',
      reply: {
        title: 'Répondre à %{name}',
        to: 'Destinataire',
        subject: 'Sujet',
        message: 'Message',
        placeholder: 'Votre réponse...',
        cancel: 'Annuler',
        send: 'Envoyer',
        success: 'Réponse envoyée avec succès !',
        error: 'Erreur lors de l’envoi de la réponse : %{message}',
        empty: 'Veuillez écrire une réponse.',
        discard_title: 'Abandonner la réponse ?',
        discard_text: 'Le texte saisi sera perdu.',
        not_recorded:
          'La réponse a été envoyée, mais elle n’a pas pu être ajoutée à l’historique du message.',
      },
    },
    emails: {
      status: { sent: 'Envoyé', scheduled: 'Programmé' },
      visitor: 'Site (visiteur)',
      headers: 'En-têtes',
      html_preview: 'Aperçu HTML',
      html_frame: 'Contenu HTML de l’e-mail',
      no_html: 'Cet e-mail n’a pas de version HTML.',
      no_text: 'Cet e-mail n’a pas de version texte.',
      body_error: 'Erreur lors du chargement du contenu de l’e-mail',
      empty: 'Aucun e-mail envoyé pour le moment.',
      load_error: 'Erreur lors du chargement des e-mails envoyés',
      title_show: 'E-mail « %{subject} »',
    },
    reviews: {
      status: { pending: 'En attente', approved: 'Approuvé', rejected: 'Refusé' },
      all: 'Tous',
      moderation: 'Modération',
      stars: '%{rating} sur 5',
      approve: 'Approuver',
      reject: 'Refuser',
      approved: 'Avis approuvé |||| %{smart_count} avis approuvés',
      rejected: 'Avis refusé |||| %{smart_count} avis refusés',
      error: 'Erreur lors de la mise à jour de l’avis',
      empty: 'Aucun avis pour ce statut.',
      load_error: 'Erreur lors du chargement des avis',
    },
    // Every list's « Exporter » (backoffice/src/export/ExportAllButton.tsx).
    export: {
      progress: 'Export en cours\u202f: %{done} sur %{total}…',
      failed: 'L’export a échoué\u202f: la plateforme n’a pas répondu. Aucun fichier n’a été créé.',
      retry: 'Réessayer',
    },
    templates: templatesMessages,
    media: mediaMessages,
    subscribers: subscribersMessages,
    campaigns: campaignsMessages,
    analytics: analyticsMessages,
    content: contentMessages,
  },
};
