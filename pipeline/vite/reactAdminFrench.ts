import frenchMessages from 'ra-language-french';
import type { Plugin } from 'vite';

/**
 * react-admin's French messages (ra-language-french), in two modules: what the sign-in screen, the menu, the
 * dashboard and the notifications may show comes with `/admin`'s first load; the sections only the screens show
 * (inputs, validation, sorting, saved queries…) come with the screens' own texts (backoffice/src/i18n/screens.ts),
 * about 1 KiB gzip less on the first load (docs/product.md#premier-chargement). The package stays the source of
 * every text; it is only cut in two, when bundled.
 */
export const SCREEN_SECTIONS = [
  'input',
  'validation',
  'saved_queries',
  'configurable',
  'guesser',
  'sort',
  'boolean',
] as const;

export const FIRST_LOAD_MODULE = 'virtual:ra-french/first-load';
export const SCREENS_MODULE = 'virtual:ra-french/screens';

type Messages = typeof frenchMessages;

/** The messages cut in two: `firstLoad` is the whole minus the screens' sections of `ra`, `screens` those sections. */
export function splitFrenchMessages(messages: Messages = frenchMessages): {
  firstLoad: Messages;
  screens: { ra: Partial<Messages['ra']> };
} {
  const later = new Set<string>(SCREEN_SECTIONS);
  const sections = Object.entries(messages.ra);
  return {
    firstLoad: {
      ...messages,
      ra: Object.fromEntries(sections.filter(([key]) => !later.has(key))) as Messages['ra'],
    },
    screens: { ra: Object.fromEntries(sections.filter(([key]) => later.has(key))) },
  };
}

export function reactAdminFrench(): Plugin {
  const { firstLoad, screens } = splitFrenchMessages();
  const modules = new Map([
    [`\0${FIRST_LOAD_MODULE}`, firstLoad],
    [`\0${SCREENS_MODULE}`, screens],
  ]);
  return {
    name: 'react-admin-french',
    resolveId: (id) => (modules.has(`\0${id}`) ? `\0${id}` : undefined),
    load(id) {
      const messages = modules.get(id);
      return messages && `export default ${JSON.stringify(messages)};`;
    },
  };
}
