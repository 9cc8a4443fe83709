/** The outcome of a publication, after a save (docs/product.md#publication). */
export const publishMessages = {
  rebuilding: 'Le site est en cours de reconstruction : la modification sera visible dans quelques instants.',
  not_configured: 'Modification enregistrée : elle sera visible sur le site après le prochain déploiement.',
  failed:
    'Modification enregistrée, mais la reconstruction du site n’a pas pu être lancée (%{reason}) : elle sera visible après le prochain déploiement.',
};
