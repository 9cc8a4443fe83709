import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { accessMessages, dashboardMessages } from './dashboard';
import { errorsMessages } from './errors';
import { publishMessages } from './publish';
import { campaignsResource, contentResource, subscribersResource } from './resources';

/**
 * react-admin's French messages, plus the app's own keys (namespaced under `app`) and resource labels: what the
 * sign-in screen, the menu, the dashboard and every screen's frame show. The screens' own texts: screens.ts.
 */
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
        source: 'Origine',
        conversation: 'Conversation',
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
    // The menu's labels and the dashboard's message status; each screen's texts are in screens.ts.
    templates: { menu: 'Modèles d’e-mail' },
    auth: {
      checking: 'Vérification des autorisations...',
      title: 'Espace administration',
      subtitle: 'Connectez-vous avec votre adresse e-mail pour accéder au back-office.',
      sign_in: 'Se connecter',
      redirect: 'La fenêtre ne s’ouvre pas ? Se connecter dans cette page',
      login_error: 'Erreur login: %{message}',
      back_to_site: 'Retour au site',
    },
    messages: { status: { unread: 'Non lu', read: 'Lu', archived: 'Archivé' } },
    dashboard: dashboardMessages,
    analytics: { title: 'Statistiques de visite' },
    publish: publishMessages,
    access: accessMessages,
    errors: errorsMessages,
    menu: { sign_out: 'Déconnexion' },
    // Asked before a dialog's typed text is lost (backoffice/src/layout/DiscardChangesDialog.tsx).
    discard: { confirm: 'Abandonner', keep_editing: 'Continuer la saisie' },
  },
};
