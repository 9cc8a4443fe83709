/**
 * Corrections to react-admin's French messages (ra-language-french), merged over them: typos, English words,
 * spacing before « : » and « ? », and the not-found text its page ends with a second full stop.
 */
export const reactAdminCorrections = {
  page: {
    not_found: 'Page introuvable',
  },
  message: {
    // Its not-found page adds the full stop itself.
    not_found: 'L’adresse saisie est incorrecte, ou vous avez suivi un mauvais lien',
    placeholder_data_warning: 'Problème réseau : impossible de charger les données.',
  },
  auth: {
    email: 'E-mail',
  },
  notification: {
    data_provider_error: 'Erreur de communication avec la plateforme. Plus de détails dans la console.',
  },
  // The sections only screens show.
  input: {
    file: {
      upload_several: 'Déposez les fichiers à envoyer, ou cliquez pour en sélectionner.',
      upload_single: 'Déposez le fichier à envoyer, ou cliquez pour le sélectionner.',
    },
    image: {
      upload_several: 'Déposez les images à envoyer, ou cliquez pour en sélectionner.',
      upload_single: 'Déposez l’image à envoyer, ou cliquez pour la sélectionner.',
    },
  },
  validation: {
    email: 'Doit être une adresse e-mail valide',
    oneOf: 'Doit être au choix : %{options}',
    regex: 'Doit respecter un format précis : %{pattern}',
  },
  saved_queries: {
    new_label: 'Ajouter à mes requêtes…',
    remove_label_with_name: 'Retirer « %{name} » de mes requêtes',
    remove_message: 'Êtes-vous sûr(e) de vouloir supprimer cette requête de votre liste de requêtes ?',
  },
  guesser: {
    empty: { title: 'Aucune donnée à afficher', message: 'Vérifiez les données de la plateforme' },
  },
};
