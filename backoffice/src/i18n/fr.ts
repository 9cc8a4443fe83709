import frenchMessages from 'ra-language-french';
import { accessMessages, dashboardMessages } from './dashboard';
import { errorsMessages } from './errors';
import { publishMessages } from './publish';

/**
 * react-admin's French messages, plus the app's own keys (namespaced under `app`) and resource labels: what the
 * sign-in screen, the menu, the dashboard and every screen's frame show. The screens' own texts: screens.ts.
 */
export const fr = {
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
  // The menu's names; what the screens show of each resource comes with them (resources.ts, screens.ts).
  resources: {
    messages: { name: 'Message |||| Messages' },
    emails: { name: 'E-mail envoyé |||| E-mails envoyés' },
    reviews: { name: 'Avis |||| Avis' },
    templates: { name: 'Modèle d’e-mail |||| Modèles d’e-mail' },
    media: { name: 'Média |||| Médias & Images' },
    folders: { name: 'Dossier |||| Dossiers' },
    // The menu names the content by its plural: the editor's title.
    content: { name: 'Contenu du site |||| Contenu du site' },
    subscribers: { name: 'Abonné |||| Abonnés' },
    campaigns: { name: 'Campagne |||| Campagnes' },
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
