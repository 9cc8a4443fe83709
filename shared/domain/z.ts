import { z } from 'zod';

/**
 * zod, configured once for both apps. `jitless`: zod would otherwise probe `new Function` to compile fast
 * parsers, which the pages' Content-Security-Policy forbids (no 'unsafe-eval': docs/security.md#en-têtes-http) and
 * reports as a violation. Import `z` from here, never from 'zod' (ESLint enforces it).
 */
z.config({ jitless: true });

export { z };
