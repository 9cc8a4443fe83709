import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STUBBED_MUI_MODULES, stubOf } from './themesWithoutCssVariables';

const moduleFile = (file: string) => fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url));

/** The names a module's text exports (`export const x`, `export default`). */
const stubExports = (code: string) =>
  [...code.matchAll(/export (?:const (\w+)|(default))/g)]
    .map(([, name, fallback]) => name ?? fallback)
    .sort();

describe('MUI without its CSS-variables themes, in the back-office’s build', () => {
  it.each(Object.keys(STUBBED_MUI_MODULES))('replaces %s with a stub of the same exports', async (file) => {
    const path = moduleFile(file);
    expect(existsSync(path)).toBe(true);
    const stub = stubOf(path.split('\\').join('/'));
    expect(stub).toBeDefined();
    const real = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    expect(stubExports(stub ?? '')).toEqual(Object.keys(real).sort());
  });

  it('leaves every other module alone', () => {
    expect(stubOf(moduleFile('@mui/material/esm/styles/createThemeNoVars.js'))).toBeUndefined();
    expect(stubOf('/repo/backoffice/src/layout/createThemeWithVars.js')).toBeUndefined();
  });

  it('says so if a theme with CSS variables is ever asked for', async () => {
    const stub = STUBBED_MUI_MODULES['@mui/material/esm/styles/createThemeWithVars.js'] ?? '';
    const module = (await import(`data:text/javascript,${encodeURIComponent(stub)}`)) as {
      default: () => unknown;
    };
    expect(() => module.default()).toThrow(/variables CSS/);
  });
});
