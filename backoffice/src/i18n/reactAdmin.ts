/**
 * Corrections to react-admin's French messages (ra-language-french), merged over them: typos, English words,
 * spacing before « : » and « ? », and the not-found text its page ends with a second full stop. Those of the
 * sections only screens show come with them (reactAdminScreens.ts).
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
};
