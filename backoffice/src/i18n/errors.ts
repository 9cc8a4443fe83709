/** French texts of the back-office's error pages, under `app.errors` (docs/product.md#langue). */
export const errorsMessages = {
  not_found_title: 'Page introuvable',
  not_found_text:
    'Cette adresse ne correspond à aucun écran du back-office : le lien est peut-être ancien ou mal recopié.',
  error_title: 'Une erreur est survenue',
  error_text: 'Cet écran n’a pas pu s’afficher. Réessayez ; si l’erreur revient, rechargez la page.',
  retry: 'Réessayer',
  dashboard: 'Aller au tableau de bord',
  site: 'Retour au site',
};
