import { frFR } from '@mui/material/locale';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The back-office's themes, on react-admin's (docs/product.md#accessibilité-du-back-office):
 * - every label shown as written: MUI sets buttons, toggles and tabs in capitals (« DESKTOP », « TEMPLATES EMAIL »),
 *   which French typography does not do (docs/product.md#langue);
 * - MUI's own texts in French (its `frFR` locale): the phone's list pagination names its arrows « Go to next page »
 *   otherwise, and a rating reads « 5 Etoiles » without its accent;
 * - WCAG AA contrast (4.5:1) for every text: react-admin's light app bar is a light blue (#2196f3, 3.1:1 under
 *   its white title and user button) and MUI's blue (#1976d2) falls under 4.5:1 on the page's grey background.
 */
const frenchLabels = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  typography: { ...(theme.typography as object), button: { textTransform: 'none' } },
  components: withFrenchTexts(theme.components),
});

type Components = Record<string, { defaultProps?: object } | undefined>;

/** react-admin's component settings over MUI's French ones, each component's default props merged. */
function withFrenchTexts(own: RaThemeOptions['components']): RaThemeOptions['components'] {
  const merged: Components = {
    ...(frFR.components as Components),
    MuiRating: {
      defaultProps: { getLabelText: (value: number) => `${value} étoile${value > 1 ? 's' : ''}` },
    },
  };
  for (const [name, settings] of Object.entries((own ?? {}) as Components)) {
    merged[name] = {
      ...merged[name],
      ...settings,
      defaultProps: { ...merged[name]?.defaultProps, ...settings?.defaultProps },
    };
  }
  return merged as RaThemeOptions['components'];
}

/** Blue 800: 5.8:1 against white, 5.6:1 against the page's background. */
const BLUE = '#1565c0';
/** Blue 900, the app bar's: 8.6:1 under white text. */
const DEEP_BLUE = '#0d47a1';

export const lightTheme: RaThemeOptions = frenchLabels({
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: BLUE, contrastText: '#fff' },
    secondary: { light: '#5472d3', main: DEEP_BLUE, dark: '#002171', contrastText: '#fff' },
  },
});

/**
 * Dark: the app bar is the dark surface with white text (MUI's dark mode); the light blue primary reads at 9:1 on
 * the page's dark grey.
 */
export const darkTheme: RaThemeOptions = frenchLabels(defaultDarkTheme);
