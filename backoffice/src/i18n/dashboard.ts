/** French texts of the dashboard and the access screens (fr.ts). */
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
    templates: 'Modèles d’e-mail',
    media: 'Médias & Images',
  },
  recent_messages: 'Messages récents',
  no_messages: 'Aucun message pour le moment.',
  messages_error: 'Erreur lors du chargement des messages récents',
  recent_activity: 'Activité récente',
  no_activity: 'Aucune activité pour le moment.',
  activity_error: 'Erreur lors du chargement de l’activité récente',
  chart: {
    title: 'Demandes par semaine',
    caption: 'Demandes de devis reçues par semaine, sur les %{weeks} dernières semaines',
    bar: 'Semaine du %{date} : %{smart_count} demande |||| Semaine du %{date} : %{smart_count} demandes',
    error: 'Erreur lors du chargement des demandes par semaine',
    y_axis: 'Demandes',
    x_axis: 'Semaine (date du lundi)',
  },
};

export const accessMessages = {
  denied_title: 'Accès refusé',
  denied_text: 'Vous devez être administrateur pour accéder à cette page.',
  admins_only_title: 'Back-office réservé aux administrateurs',
  admins_only_text:
    'Vous êtes connecté avec l’adresse %{email}, qui n’est pas celle d’un administrateur. Déconnectez-vous pour vous connecter avec une autre adresse, ou revenez au site.',
  admins_only_unknown:
    'Vous êtes connecté, mais pas comme administrateur. Déconnectez-vous pour vous connecter avec une autre adresse, ou revenez au site.',
  sign_out: 'Se déconnecter',
  back_to_site: 'Revenir au site',
};
