/** Navigation bar: /ai-home is linked directly, never through /blog (docs/product.md#navigation). */
export const NAV_LINKS = [
  { to: '/', label: 'Accueil' },
  { to: '/about', label: 'À propos' },
  { to: '/services', label: 'Services' },
  { to: '/ai-home', label: 'IA Domestique' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Footer links (docs/product.md#navigation); « Plan du site » (/plan-du-site) follows the legal links. */
export const FOOTER_LINKS = [
  { to: '/', label: 'Accueil' },
  { to: '/about', label: 'À propos' },
  { to: '/services', label: 'Services' },
  { to: '/portfolio', label: 'Réalisations' },
  { to: '/contact', label: 'Contact' },
  { to: '/careers', label: 'Carrières' },
] as const;

export const LEGAL_LINKS = [
  { to: '/privacy', label: 'Politique de confidentialité' },
  { to: '/legal-notice', label: 'Mentions légales' },
  { to: '/work-terms', label: 'Conditions générales de vente' },
] as const;

/** The back-office is another app, under its own address. */
export const ADMIN_URL = '/admin';
