/**
 * Test files that replace modules (`vi.mock`, `vi.doMock`): they run each in a module graph of its own, since a
 * module replaced for one file would stay replaced for the next in a shared worker. Replaced globals and env
 * variables need no such care: the config gives them back after every test (`unstubGlobals`, `unstubEnvs`). Every other file shares its worker's module cache with the files before it, which
 * is what keeps `npm test` fast (React, react-admin and MUI are imported once per worker, not once per file).
 * `isolatedTests.test.ts` fails when a file that needs isolation is missing from this list.
 */
export const ISOLATED_TEST_FILES = [
  'mocks/db/browserPersistence.test.ts',
  'site/src/components/Header.test.tsx',
  'site/src/consent/ConsentManager.test.tsx',
  'site/src/consent/analytics.test.tsx',
  'site/src/consent/consentProof.test.ts',
  'site/src/content/content.test.tsx',
  'site/src/forms/rateLimitedForms.test.tsx',
  'site/src/newsletter/NewsletterSignup.test.tsx',
  'site/src/routes.test.tsx',
];

/** What makes a test file need its own module graph. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock)\(/;
