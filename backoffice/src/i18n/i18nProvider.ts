import polyglotI18nProvider from 'ra-i18n-polyglot';
import { fr } from './fr';

/** French only: a missing key shows the key itself in development rather than falling back to English. */
export const i18nProvider = polyglotI18nProvider(() => fr, 'fr', [{ locale: 'fr', name: 'Français' }]);
