import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * React Router publishes a production build beside its development one, but its `exports` give bundlers only the
 * latter: its warnings for developers would ship to every administrator. The back-office's build takes the
 * production files (same code, warnings compiled out); development and the tests keep the warnings.
 */
export function productionBuilds(): Plugin {
  const files: Record<string, string> = {
    'react-router': reactRouter('index.mjs'),
    'react-router/dom': reactRouter('dom-export.mjs'),
  };
  return {
    name: 'production-builds',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'admin',
    resolveId: {
      order: 'pre',
      handler: (source) => files[source] ?? null,
    },
  };
}
