import { fileURLToPath } from 'node:url';

/**
 * `@shared/…` and `@mocks/…` instead of climbing folders. tsconfig.json `paths` says the same for TypeScript and
 * tsx; eslint.config.js applies the import boundaries to these names too.
 */
export const aliases = {
  '@shared': fileURLToPath(new URL('../../shared', import.meta.url)),
  '@mocks': fileURLToPath(new URL('../../mocks', import.meta.url)),
};
