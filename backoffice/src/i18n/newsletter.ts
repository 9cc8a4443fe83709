export const subscribersMessages = {
  status: { active: 'Abonné', unsubscribed: 'Désabonné', pending: 'Réinscription à confirmer' },
  source: { footer: 'Pied de page du site', contact: 'Page contact', admin: 'Ajouté par un administrateur' },
  all_statuses: 'Tous les statuts',
  all_topics: 'Tous les sujets',
  actions: 'Actions',
  empty: 'Aucun abonné pour le moment.',
  load_error: 'Erreur lors du chargement des abonnés',
  no_topic: 'Aucun',
  erase_title: 'Effacer %{smart_count} abonné |||| Effacer %{smart_count} abonnés',
  erase_content:
    'L’adresse sera effacée de la liste des abonnés et des destinataires des campagnes (droit à l’effacement). Cette action est définitive.',
  erase: 'Effacer',
  erase_one_title: 'Effacer l’abonné %{email}\u202f?',
  erased: 'Abonné %{email} effacé',
  erase_failed: 'L’abonné %{email} n’a pas été effacé\u202f: %{reason}',
  edit_title: 'Abonné %{email}',
  topics_hint: 'Les sujets que cette personne reçoit par e-mail.',
  exported: '%{count} abonné exporté dans %{file} |||| %{count} abonnés exportés dans %{file}',
};

export const campaignsMessages = {
  status: { draft: 'Brouillon', sending: 'Envoi en cours', sent: 'Envoyée' },
  outcome: {
    sent: 'Envoyé',
    skipped_cap: 'Ignoré (2 e-mails en 7 jours)',
    skipped_preference: 'Ignoré (sujet désactivé)',
  },
  counts: {
    sent: 'Envoyés',
    skipped_cap: 'Ignorés (plafond)',
    skipped_preference: 'Ignorés (préférences)',
  },
  template_help: 'Choisir un modèle recopie son objet et son contenu, que vous pouvez ensuite modifier.',
  html_help:
    'Les liens « Gérer mes préférences » et « Se désinscrire » propres à chaque abonné sont ajoutés en bas de l’e-mail (« Se désinscrire » seulement si le contenu n’a pas déjà {unsubscribeUrl}). {siteUrl} mène au site : {siteUrl}/portfolio.',
  empty: 'Aucune campagne pour le moment.',
  load_error: 'Erreur lors du chargement des campagnes',
  preview: 'Aperçu',
  preview_as: 'Aperçu pour l’abonné',
  preview_frame: 'Aperçu de l’e-mail de la campagne',
  no_subscriber: 'Aucun abonné actif : l’aperçu utilise une adresse d’exemple.',
  subscribers_error: 'Erreur lors du chargement des abonnés : l’aperçu utilise une adresse d’exemple.',
  preview_error: 'Erreur lors de la préparation de l’aperçu',
  test_send: 'Envoyer un test',
  test_sent: 'E-mail de test envoyé à %{email}',
  test_error: 'Erreur lors de l’envoi du test : %{message}',
  send: 'Envoyer la campagne',
  unavailable: 'L’envoi des campagnes n’est pas disponible sur cette plateforme.',
  resume: 'Reprendre l’envoi',
  send_confirm_title: 'Envoyer « %{name} » ?',
  send_confirm:
    'Chaque abonné ayant activé le sujet « %{topic} » recevra un e-mail, sauf ceux qui en ont déjà reçu 2 ces 7 derniers jours. Un envoi interrompu reprend où il s’est arrêté.',
  sending: 'Envoi en cours : %{done} abonnés traités sur %{total}',
  keep_open:
    'Gardez cet onglet ouvert ; fermé, il rend l’envoi aussitôt, et « Reprendre l’envoi » le poursuit d’ici ou d’ailleurs, sans doublon.',
  finished:
    'Campagne envoyée : %{sent} envoyé(s), %{cap} ignoré(s) par le plafond, %{preference} par les préférences.',
  elsewhere:
    'Cette campagne est en cours d’envoi ailleurs (par %{by}, dans un autre onglet ou sur un autre poste) : vous suivez sa progression ici, sans rien envoyer.',
  sent_elsewhere_by:
    'Cette campagne a été envoyée ailleurs (par %{by}, dans un autre onglet ou sur un autre poste) : rien n’est parti d’ici.',
  sent_elsewhere:
    'Cette campagne a été envoyée ailleurs (dans un autre onglet ou sur un autre poste) : rien n’est parti d’ici.',
  stalled:
    'L’envoi s’est arrêté ailleurs (onglet fermé ?) après %{done} e-mail(s) : « Reprendre l’envoi » le termine d’ici, sans doublon.',
  send_error: 'L’envoi s’est interrompu : %{message}. Reprenez-le pour continuer.',
  cancel: 'Interrompre',
  close: 'Fermer',
  recipients_title: 'Destinataires',
  no_recipients: 'Cette campagne n’a encore été envoyée à personne.',
  locked: 'Une campagne déjà partie ne se modifie plus.',
  // react-admin's own titles read « Campagne Campagne A ».
  title_new: 'Nouvelle campagne',
  title_show: 'Campagne « %{name} »',
  title_edit: 'Modifier la campagne « %{name} »',
  created: 'Campagne « %{name} » créée',
};
