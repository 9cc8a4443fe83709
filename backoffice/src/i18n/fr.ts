import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';

/** react-admin's French messages, plus the app's own keys (namespaced under `app`) and resource labels. */
export const fr: TranslationMessages = {
  ...frenchMessages,
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
      },
    },
  },
  app: {
    title: 'Administration',
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
    },
    dashboard: {
      welcome: 'Bienvenue, %{name}',
      admin_badge: 'Admin',
      view_site: 'Voir le site',
    },
    menu: { sign_out: 'Déconnexion' },
  },
};
