import type { Plugin } from 'vite';

/**
 * MUI's themes with CSS variables (`cssVariables`, `colorSchemes`: `extendTheme`, `CssVarsProvider`) are imported by
 * its `createTheme` and `ThemeProvider` whatever the theme, and never run for the back-office's: react-admin's light
 * and dark themes, without either option, take MUI's other path (`createThemeNoVars`, `ThemeProviderNoVars`). The
 * back-office's build replaces those two modules with stubs that say so if ever called: about 6 KiB gzip less on
 * every first screen (docs/product.md#premier-chargement). Development and the tests keep MUI whole.
 */
export const STUBBED_MUI_MODULES: Record<string, string> = {
  '@mui/material/esm/styles/createThemeWithVars.js': [
    'const unused = () => {',
    "  throw new Error('Thème MUI à variables CSS : retiré du build du back-office (pipeline/vite/themesWithoutCssVariables.ts)');",
    '};',
    'export const createGetCssVar = unused;',
    'export default unused;',
  ].join('\n'),
  '@mui/material/esm/styles/ThemeProviderWithVars.js': [
    'const unused = () => {',
    "  throw new Error('Thème MUI à variables CSS : retiré du build du back-office (pipeline/vite/themesWithoutCssVariables.ts)');",
    '};',
    'export const CssVarsProvider = unused;',
    'export const Experimental_CssVarsProvider = unused;',
    'export const useColorScheme = unused;',
    'export const getInitColorSchemeScript = unused;',
  ].join('\n'),
};

/** The stub of a module id (absolute, forward slashes), if it is one of them. */
export const stubOf = (id: string): string | undefined =>
  Object.entries(STUBBED_MUI_MODULES).find(([file]) =>
    id.split('?')[0]?.endsWith(`/node_modules/${file}`),
  )?.[1];

export function themesWithoutCssVariables(): Plugin {
  const stubbed = new Set<string>();
  return {
    name: 'themes-without-css-variables',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'admin',
    buildStart() {
      stubbed.clear();
    },
    load(id) {
      const stub = stubOf(id.split('\\').join('/'));
      if (stub === undefined) return null;
      stubbed.add(id);
      return stub;
    },
    buildEnd(error) {
      // A new MUI that moved these modules would silently bring them back: the build says so instead.
      if (!error && stubbed.size !== Object.keys(STUBBED_MUI_MODULES).length)
        this.error(
          `MUI : ${Object.keys(STUBBED_MUI_MODULES).join(', ')} introuvables ; revoir pipeline/vite/themesWithoutCssVariables.ts`,
        );
    },
  };
}
