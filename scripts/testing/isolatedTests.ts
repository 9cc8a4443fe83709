/**
 * Test files that replace modules or globals (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, `vi.stubEnv`): they run each
 * in a module graph of its own. Every other file shares its worker's module cache with the files before it, which
 * is what keeps `npm test` fast (React, react-admin and MUI are imported once per worker, not once per file).
 * `isolatedTests.test.ts` fails when a file that needs isolation is missing from this list.
 */
export const ISOLATED_TEST_FILES = [
  'backoffice/src/emails/emails.test.tsx',
  'backoffice/src/reviews/reviews.test.tsx',
  'mocks/db/browserPersistence.test.ts',
  'shared/auth/signIn.test.ts',
  'shared/http/upload.test.ts',
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
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;
