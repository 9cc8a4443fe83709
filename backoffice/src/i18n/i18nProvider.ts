import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { fr } from './fr';
import { reactAdminCorrections } from './reactAdmin';
import { frenchTypography } from './typography';

type Tree = { [key: string]: string | Tree };

/** `over` merged into `base`, branch by branch. */
function merge(base: Tree, over: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return merged;
}

/** Every message the back-office shows: ours and react-admin's, corrected, in French typography. */
export const messages = frenchTypography(
  merge(fr as unknown as Tree, { ra: reactAdminCorrections }),
) as unknown as TranslationMessages;

/** French only: a missing key shows the key itself in development rather than falling back to English. */
export const i18nProvider = polyglotI18nProvider(() => messages, 'fr', [{ locale: 'fr', name: 'Français' }]);
