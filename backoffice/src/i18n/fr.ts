import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import {
  accessMessages,
  analyticsMessages,
  contentMessages,
  contentResource,
  dashboardMessages,
} from './dashboard';
import { errorsMessages } from './errors';
import { mediaMessages } from './media';
import { publishMessages } from './publish';
import { campaignsMessages, campaignsResource, subscribersMessages, subscribersResource } from './newsletter';
import { templatesMessages } from './templates';

/** react-admin's French messages, plus the app's own keys (namespaced under `app`) and resource labels. */
export const fr: TranslationMessages = {
  ...frenchMessages,
  ra: {
    ...frenchMessages.ra,
    message: {
      ...frenchMessages.ra.message,
      // Asked before a navigation would drop a form's unsaved changes: French typography's apostrophe.
      unsaved_changes:
        'Certains changements n’ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?',
    },
  },
  resources: {
    messages: {
      name: 'Message |||| Messages',
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
      },
    },
    emails: {
      name: 'E-mail envoyé |||| E-mails envoyés',
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
      name: 'Avis |||| Avis',
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
      name: 'Modèle d’e-mail |||| Modèles d’e-mail',
      fields: { name: 'Nom du template', type: 'Type', subject: 'Sujet de l’email', content: 'Contenu HTML' },
    },
    media: {
      name: 'Média |||| Médias & Images',
      fields: {
        name: 'Nom',
        folder: 'Dossier',
        size: 'Taille',
        alt: 'Texte alternatif',
        uploadedAt: 'Ajouté le',
      },
    },
    folders: { name: 'Dossier |||| Dossiers', fields: { name: 'Nom', slug: 'Identifiant' } },
    content: contentResource,
    subscribers: subscribersResource,
    campaigns: campaignsResource,
  },
  app: {
    title: 'Administration',
    templates: templatesMessages,
    media: mediaMessages,
    auth: {
      checking: 'Vérification des autorisations...',
      title: 'Espace administration',
      subtitle: 'Connectez-vous avec votre adresse e-mail pour accéder au back-office.',
      sign_in: 'Se connecter',
      redirect: 'La fenêtre ne s’ouvre pas ? Se connecter dans cette page',
      login_error: 'Erreur login: %{message}',
      back_to_site: 'Retour au site',
    },
    messages: {
      status: { unread: 'Non lu', read: 'Lu', archived: 'Archivé' },
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
    subscribers: subscribersMessages,
    campaigns: campaignsMessages,
    dashboard: dashboardMessages,
    analytics: analyticsMessages,
    content: contentMessages,
    publish: publishMessages,
    access: accessMessages,
    errors: errorsMessages,
    menu: { sign_out: 'Déconnexion' },
    // Every list's « Exporter » (backoffice/src/export/ExportAllButton.tsx).
    export: {
      progress: 'Export en cours\u202f: %{done} sur %{total}…',
      failed: 'L’export a échoué\u202f: la plateforme n’a pas répondu. Aucun fichier n’a été créé.',
      retry: 'Réessayer',
    },
    // Asked before a dialog's typed text is lost (backoffice/src/layout/DiscardChangesDialog.tsx).
    discard: { confirm: 'Abandonner', keep_editing: 'Continuer la saisie' },
  },
};
