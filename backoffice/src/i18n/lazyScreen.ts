import { lazy, type ComponentType } from 'react';
import { i18nProvider } from './i18nProvider';

let screenTexts: Promise<void> | undefined;

/** The screens' texts (screens.ts), downloaded once, with the first screen; asked again after a failure. */
function loadScreenTexts(): Promise<void> {
  screenTexts ??= import('./screens')
    .then(({ screenMessages }) => i18nProvider.addMessages(screenMessages))
    .catch((error: unknown) => {
      screenTexts = undefined;
      throw error;
    });
  return screenTexts;
}

/**
 * A screen that loads with its route, and whose texts are there before it shows: neither the sign-in screen nor the
 * dashboard carries them (docs/product.md#premier-chargement).
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadScreenTexts()]).then(([module]) => module));
}
