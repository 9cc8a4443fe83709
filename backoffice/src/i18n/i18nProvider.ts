import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { fr } from './fr';
import { reactAdminCorrections } from './reactAdmin';
import { frenchTypography } from './typography';

export type Tree = { [key: string]: string | Tree };

/** `over` merged into `base`, branch by branch. */
export function merge(base: Tree, over: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return merged;
}

/**
 * What the back-office shows before any screen of a route: ours and react-admin's, corrected, in French typography.
 * The screens' own texts come with the first of them (screens.ts, lazyScreen.ts).
 */
export const messages = frenchTypography(
  merge(fr as unknown as Tree, { ra: reactAdminCorrections }),
) as unknown as TranslationMessages;

/** French only: a missing key shows the key itself in development rather than falling back to English. */
export function frenchI18nProvider(extra: object = {}): I18nProvider & {
  /** Adds texts for the translations that follow (once the promise is resolved). */
  addMessages(tree: object): Promise<void>;
} {
  let current = merge(messages as unknown as Tree, frenchTypography(extra as Tree));
  const provider = polyglotI18nProvider(() => current as unknown as TranslationMessages, 'fr', [
    { locale: 'fr', name: 'Français' },
  ]);
  return {
    ...provider,
    addMessages(tree) {
      current = merge(current, frenchTypography(tree as Tree));
      // The provider reads its messages again when its locale is set: the same, with the new texts.
      return provider.changeLocale('fr');
    },
  };
}

export const i18nProvider = frenchI18nProvider();
