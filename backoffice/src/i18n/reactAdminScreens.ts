import raScreenSections from 'virtual:ra-french/screens';
import { merge, type Tree } from './i18nProvider';
import { frenchTypography } from './typography';

/**
 * react-admin's French messages of the sections only screens show (inputs, validation, sorting, saved queries…: cut
 * from the first load when bundled, pipeline/vite/reactAdminFrench.ts), with their corrections, as reactAdmin.ts
 * corrects the others: added with the screens' texts (screens.ts).
 */
const corrections = {
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

export const reactAdminScreenMessages = frenchTypography(merge(raScreenSections.ra as Tree, corrections));
