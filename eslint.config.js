import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import directions (bulletproof-react): shared → apps, never the reverse; the two apps never import each
 * other; the emulator (mocks/) reaches production code only through each app's dev-only start-up file.
 */
const mocksOnlyInDevStartup = {
  patterns: [
    {
      group: ['**/mocks/**', '**/mocks'],
      message: 'mocks/ is the dev/test emulator: import it only from the dev start-up (src/dev/emulator.ts).',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'site/public', 'e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './site',
              from: './backoffice',
              message: 'The public site never imports the back-office.',
            },
            {
              target: './backoffice',
              from: './site',
              message: 'The back-office never imports the public site.',
            },
            {
              target: './shared',
              from: ['./site', './backoffice', './mocks', './e2e'],
              message: 'shared/ is imported by the apps, never the reverse.',
            },
            {
              target: './mocks',
              from: ['./site', './backoffice'],
              message: 'The emulator does not depend on the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['site/**', 'backoffice/**'],
    ignores: ['**/src/dev/emulator.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', mocksOnlyInDevStartup] },
  },
  {
    files: ['shared/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', mocksOnlyInDevStartup] },
  },
);
