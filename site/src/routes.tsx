import type { ComponentType } from 'react';
import { withCompany, withSectionContent } from './content/connect';

/** What a page declares once: its address, its <title> and meta description, and its code. */
export interface PageDefinition {
  path: `/${string}`;
  title: string;
  description: string;
  /** The page's component, loaded when it is rendered (prerender, dev): the browser never downloads it. */
  page: () => Promise<ComponentType>;
}

/** The public pages: the single table the prerenderer, the dev server and the sitemap read. */
export const PAGES: readonly PageDefinition[] = [
  {
    path: '/',
    title: 'Habitat Durable Le Havre — Rénovation énergétique et maison connectée',
    description:
      'Rénovation énergétique, extensions à ossature bois, maison connectée et IA domestique au Havre. Diagnostic et devis gratuits, réponse sous 24\u00a0h.',
    page: () => import('./pages/home/HomePage').then((m) => withSectionContent('home', m.HomePage)),
  },
  {
    path: '/contact',
    title: 'Contact et devis gratuit — Habitat Durable Le Havre',
    description:
      'Décrivez votre projet de rénovation énergétique, d’extension bois ou de maison connectée\u00a0: devis gratuit et réponse sous 24 heures.',
    page: () => import('./pages/contact/ContactPage').then((m) => m.ContactPage),
  },
  {
    path: '/about',
    title: 'À propos — Habitat Durable Le Havre, rénovation et maison connectée',
    description:
      'Une entreprise havraise créée en 2023\u00a0: notre vision, notre histoire, nos valeurs (excellence, innovation, engagement) et notre savoir-faire en rénovation énergétique.',
    page: () => import('./pages/about/AboutPage').then((m) => withSectionContent('about', m.AboutPage)),
  },
  {
    path: '/services',
    title: 'Nos services — Rénovation énergétique, extension bois, maison connectée',
    description:
      'Rénovation énergétique, extension de maison à ossature bois, maison connectée, maintenance et support\u00a0: nos prestations, notre méthode en cinq étapes et nos engagements.',
    page: () =>
      import('./pages/services/ServicesPage').then((m) => withSectionContent('services', m.ServicesPage)),
  },
  {
    path: '/ai-home',
    title: 'IA domestique — Une maison intelligente et économe au Havre',
    description:
      'L’intelligence artificielle au service de votre maison\u00a0: chauffage prédictif, suivi des consommations, sécurité et confort, installés et suivis par notre équipe havraise.',
    page: () => import('./pages/aiHome/AiHomePage').then((m) => m.AiHomePage),
  },
  {
    path: '/careers',
    title: 'Carrières — Rejoignez Notre Équipe au Havre',
    description:
      'Développement, conseil, commercial, support\u00a0: découvrez nos offres d’emploi, notre culture d’entreprise, nos avantages et notre processus de recrutement en quatre étapes.',
    page: () => import('./pages/careers/CareersRoute').then((m) => m.CareersRoute),
  },
  {
    path: '/portfolio',
    title: 'Nos réalisations — Rénovations et extensions au Havre',
    description:
      'Rénovations énergétiques, extensions à ossature bois, maisons connectées\u00a0: des projets menés à bien au Havre, à Sainte-Adresse, Montivilliers, Harfleur et Étretat.',
    page: () => import('./pages/portfolio/PortfolioRoute').then((m) => m.PortfolioRoute),
  },
  {
    path: '/privacy',
    title: 'Politique de confidentialité — Habitat Durable Le Havre',
    description:
      'Comment nous collectons, utilisons et protégeons vos données personnelles (RGPD)\u00a0: finalités, bases légales, durées de conservation, vos droits et les cookies.',
    page: () => import('./pages/privacy/PrivacyPage').then((m) => withCompany(m.PrivacyPage)),
  },
  {
    path: '/legal-notice',
    title: 'Mentions légales — Habitat Durable Le Havre',
    description:
      'Éditeur du site, directeur de la publication, hébergeur, propriété intellectuelle, responsabilité et droit applicable\u00a0: les mentions légales d’Habitat Durable Le Havre.',
    page: () => import('./pages/legalNotice/LegalNoticePage').then((m) => withCompany(m.LegalNoticePage)),
  },
  {
    path: '/work-terms',
    title: 'Conditions générales de vente — Habitat Durable Le Havre',
    description:
      'Devis, acomptes, paiement, délais d’exécution, droit de rétractation, garanties et juridiction\u00a0: les conditions générales de vente de nos travaux et prestations.',
    page: () => import('./pages/workTerms/WorkTermsPage').then((m) => withCompany(m.WorkTermsPage)),
  },
  {
    path: '/plan-du-site',
    title: 'Plan du site — Habitat Durable Le Havre',
    description:
      'Toutes les pages du site d’Habitat Durable Le Havre\u00a0: nos services, nos réalisations, l’IA domestique, les carrières, le contact et les informations légales.',
    page: () => import('./pages/siteMap/SiteMapPage').then((m) => m.SiteMapPage),
  },
  {
    path: '/unsubscribe',
    title: 'Désinscription de la newsletter — Habitat Durable Le Havre',
    description:
      'Confirmez la désinscription de votre adresse e-mail de la newsletter et des e-mails d’Habitat Durable Le Havre, ou choisissez plutôt les e-mails à recevoir.',
    page: () =>
      Promise.all([
        import('./pages/unsubscribe/unsubscribe.island'),
        import('./pages/subscription/withFailureNotice'),
      ]).then(([m, { withFailureNotice }]) =>
        withFailureNotice(m.default, 'Votre lien de désinscription n’a pas pu être vérifié.', {
          failed: 'Votre demande n’a pas pu être envoyée.',
        }),
      ),
  },
  {
    path: '/email-preferences',
    title: 'Préférences e-mail — Habitat Durable Le Havre',
    description:
      'Choisissez les e-mails que vous recevez d’Habitat Durable Le Havre\u00a0: newsletter, offres, nouveautés produits, conseils énergie et événements.',
    page: () =>
      Promise.all([
        import('./pages/emailPreferences/emailPreferences.island'),
        import('./pages/subscription/withFailureNotice'),
      ]).then(([m, { withFailureNotice }]) =>
        withFailureNotice(m.default, 'Vos préférences n’ont pas pu être chargées.', {
          failed: 'Votre demande n’a pas pu être envoyée.',
          kept: 'Vos choix sont conservés.',
        }),
      ),
  },
];

/** Old addresses (docs/product.md#routes-du-site): redirected in the browser and by the static host. */
export const REDIRECTS: readonly { from: `/${string}`; to: `/${string}` }[] = [
  { from: '/blog', to: '/ai-home' },
  { from: '/legal', to: '/legal-notice' },
];

/** The page serving `pathname`, if any (a trailing slash is the same page). */
export function findPage(pathname: string): PageDefinition | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES.find((page) => page.path === path);
}

/**
 * The route a request for `pathname` ends on: the page itself, a redirect's target, or `/` for an unknown path
 * (docs/product.md#routes-du-site). The static host serves the same: redirect pages, and the home page as fallback.
 */
export function settledPath(pathname: string): `/${string}` {
  const page = findPage(pathname);
  if (page) return page.path;
  const path = pathname.replace(/\/+$/, '');
  return REDIRECTS.find(({ from }) => from === path)?.to ?? '/';
}
