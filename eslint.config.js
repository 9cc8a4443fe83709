import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import directions (bulletproof-react): shared → apps, never the reverse; the two apps never import each
 * other; the emulator (mocks/) reaches production code only through each app's dev-only start-up file.
 * ESLint's own `no-restricted-imports` does it (a resolver plugin's native bindings break `npm ci` here).
 */
const forbid = (folder, message) => ({
  group: [`**/${folder}/**`, `**/${folder}`, `@${folder}/**`],
  message,
});
/** Paths climb at most two folders: deeper code reaches shared/ and mocks/ through the `@shared` / `@mocks` aliases. */
const NO_DEEP_CLIMB = {
  group: ['../../../**'],
  message: 'Use the @shared/ or @mocks/ alias instead of climbing folders.',
};
const NO_MOCKS = forbid(
  'mocks',
  'mocks/ is the emulator: only src/dev/emulator.ts (dev start-up) may import it.',
);
const NO_SITE = forbid('site', 'The back-office and shared code never import the public site.');
const NO_BACKOFFICE = forbid('backoffice', 'The public site and shared code never import the back-office.');
/**
 * Two floors above the product: pipeline/ (Vite plugins, prerender driver, budgets) and tools/ (what measures or checks
 * the built site). The product, the emulator and what they share never import them; what both the build and the
 * emulator's host need (security headers, prerendering, the manifest graph) lives below, in hosting/.
 */
const NO_PIPELINE = forbid(
  'pipeline',
  'pipeline/ is the build: product, emulator and hosting code never import it.',
);
const NO_TOOLS = forbid(
  'tools',
  'tools/ measure and check the built site: nothing but their own tests imports them.',
);
/**
 * The host of the built site (hosting/) composes the emulator on the preview server, never the reverse: the emulator
 * knows neither the site, nor its pages, nor how they are served.
 */
const NO_HOSTING = forbid(
  'hosting',
  'mocks/ is the platform emulator: the preview server (hosting/previewServer.ts) composes it with the host, never the reverse.',
);
/** The browser launcher and cookie helpers shared by e2e, tools and benches live in testing/browser/. */
const NO_E2E = forbid(
  'e2e',
  'Tools and benches share testing/browser/ with the e2e suite, never e2e/ itself.',
);
/** zod's value comes from shared/domain/z.ts, configured for the pages' CSP (types may come from 'zod'). */
const ZOD_CONFIGURED = {
  name: 'zod',
  allowTypeImports: true,
  message: "Import { z } from '@shared/domain/z' (configured once for the CSP), not from 'zod'.",
};
const restrict = (...patterns) => restrictWith([], ...patterns);
const restrictWith = (paths, ...patterns) => ({
  'no-restricted-imports': [
    'error',
    { paths: [ZOD_CONFIGURED, ...paths], patterns: [NO_DEEP_CLIMB, ...patterns] },
  ],
});
/**
 * Back-office tests get react-admin's context from TestAdminContext (a fresh store and query client per test) and
 * the whole app from App.tsx's AdminApp: `<AdminContext>`'s default store is one module-level object that every
 * file of a worker would share, and `<Admin>`'s default store is the localStorage.
 */
const ONE_TEST_CONTEXT = {
  name: 'react-admin',
  importNames: ['AdminContext', 'CoreAdminContext', 'Admin', 'CoreAdmin'],
  message: 'Render with TestAdminContext (backoffice/src/testing) or App.tsx’s AdminApp with a fresh store.',
};
const BACKOFFICE_TEST_HELPERS = ['backoffice/**/testing.tsx', 'backoffice/**/testing.ts'];
/** The emulator runs in Node and a service worker, under no page CSP: it may use zod directly. */
const restrictEmulator = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [NO_DEEP_CLIMB, ...patterns] }],
});
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
/**
 * Browser code is checked against package.json's `browserslist` (docs/islands.md#navigateurs-pris-en-charge): a web or
 * ES API some supported browser lacks fails, unless a feature test (`if ('x' in window)`) guards it. Node-only files
 * (prerendering, tests and their helpers) run on Node 20, not in a browser.
 */
const BROWSER_CODE = {
  ...compat.configs['flat/recommended'],
  files: ['{site,backoffice,shared}/**/*.{ts,tsx}'],
  ignores: [...TESTS, '**/testing/**', '**/testing.{ts,tsx}', 'site/src/prerender.tsx'],
  settings: { lintAllEsApis: true },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'site/public', 'e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  BROWSER_CODE,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Tests may use the emulator (msw/node) but still respect the app boundaries.
  { files: ['site/**'], rules: restrict(NO_BACKOFFICE, NO_MOCKS, NO_PIPELINE, NO_TOOLS) },
  {
    files: ['site/src/dev/emulator.ts', ...TESTS.map((t) => `site/${t}`)],
    rules: restrict(NO_BACKOFFICE, NO_PIPELINE, NO_TOOLS),
  },
  { files: ['backoffice/**'], rules: restrict(NO_SITE, NO_MOCKS, NO_PIPELINE, NO_TOOLS) },
  { files: ['backoffice/src/dev/emulator.ts'], rules: restrict(NO_SITE, NO_PIPELINE, NO_TOOLS) },
  {
    files: TESTS.map((t) => `backoffice/${t}`),
    rules: restrictWith([ONE_TEST_CONTEXT], NO_SITE, NO_PIPELINE, NO_TOOLS),
  },
  {
    files: BACKOFFICE_TEST_HELPERS,
    rules: restrictWith([ONE_TEST_CONTEXT], NO_SITE, NO_MOCKS, NO_PIPELINE, NO_TOOLS),
  },
  { files: ['shared/**'], rules: restrict(NO_SITE, NO_BACKOFFICE, NO_MOCKS, NO_PIPELINE, NO_TOOLS) },
  { files: TESTS.map((t) => `shared/${t}`), rules: restrict(NO_SITE, NO_BACKOFFICE, NO_PIPELINE, NO_TOOLS) },
  { files: ['mocks/**'], rules: restrictEmulator(NO_SITE, NO_BACKOFFICE, NO_PIPELINE, NO_TOOLS, NO_HOSTING) },
  { files: ['hosting/**', 'testing/**'], rules: restrictEmulator(NO_PIPELINE, NO_TOOLS, NO_E2E) },
  { files: ['tools/**', 'bench/**'], rules: restrictEmulator(NO_E2E) },
  // The platform contract's generator, linter and conformance check: they read the schemas and the emulator.
  { files: ['contract/**'], rules: restrictEmulator(NO_SITE, NO_BACKOFFICE, NO_PIPELINE, NO_E2E) },
  { files: ['pipeline/**'], rules: restrictEmulator(NO_TOOLS, NO_E2E) },
  { files: ['shared/domain/z.ts'], rules: { 'no-restricted-imports': 'off' } },
);
