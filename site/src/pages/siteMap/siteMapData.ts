/**
 * The human site map (/plan-du-site): every page the sitemap lists, grouped as a visitor looks for them.
 * SiteMapPage.test.tsx checks that no listed page of the route table is missing.
 */
export interface SiteMapGroup {
  title: string;
  links: readonly { to: `/${string}`; label: string; text: string }[];
}

export const SITE_MAP: readonly SiteMapGroup[] = [
  {
    title: 'Découvrir l’entreprise',
    links: [
      { to: '/', label: 'Accueil', text: 'Nos métiers, nos chiffres et l’avis de nos clients.' },
      { to: '/about', label: 'À propos', text: 'Notre histoire, nos valeurs et notre équipe havraise.' },
      {
        to: '/services',
        label: 'Services',
        text: 'Rénovation énergétique, extension à ossature bois, maison connectée, maintenance.',
      },
      {
        to: '/ai-home',
        label: 'IA domestique',
        text: 'Une maison qui anticipe\u00a0: chauffage prédictif, suivi des consommations, sécurité.',
      },
      { to: '/portfolio', label: 'Réalisations', text: 'Des chantiers menés au Havre et alentour.' },
    ],
  },
  {
    title: 'Nous écrire, nous rejoindre',
    links: [
      {
        to: '/contact',
        label: 'Contact et devis gratuit',
        text: 'Décrivez votre projet, laissez un avis, trouvez nos coordonnées.',
      },
      { to: '/careers', label: 'Carrières', text: 'Nos offres d’emploi et notre façon de recruter.' },
    ],
  },
  {
    title: 'Informations',
    links: [
      {
        to: '/privacy',
        label: 'Politique de confidentialité',
        text: 'Vos données, leurs durées de conservation, vos droits et les cookies.',
      },
      { to: '/legal-notice', label: 'Mentions légales', text: 'Éditeur, hébergeur et propriété du site.' },
      {
        to: '/work-terms',
        label: 'Conditions générales de vente',
        text: 'Devis, paiement, délais, garanties de nos travaux.',
      },
      { to: '/plan-du-site', label: 'Plan du site', text: 'Cette page\u00a0: toutes les pages du site.' },
    ],
  },
];
