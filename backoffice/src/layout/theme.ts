import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's themes, with every label shown as written: MUI sets buttons, toggles and tabs in capitals
 * (« DESKTOP », « TEMPLATES EMAIL »), which French typography does not do (docs/product.md#langue).
 */
const labelsAsWritten = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  typography: { ...(theme.typography as object), button: { textTransform: 'none' } },
});

export const lightTheme = labelsAsWritten(defaultLightTheme);
export const darkTheme = labelsAsWritten(defaultDarkTheme);
