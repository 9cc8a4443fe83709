import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** `{ "assets/site-abc.js": ["node_modules/react/index.js", "site/src/main.tsx", …] }` */
export type ChunkModules = Record<string, string[]>;

/** Where each browser build writes the module ids of its chunks, next to Vite's manifest (`<outDir>/.vite/`). */
export const chunkModulesFile = (environment: string): string =>
  environment === 'client' ? '.vite/chunk-modules.json' : `.vite/chunk-modules-${environment}.json`;

/** Normalises a module id: root-relative, forward slashes, without Vite's `\0` and query suffixes. */
export function moduleName(root: string, id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
  const rel = clean.startsWith('/') ? relative(root, clean) : clean;
  return rel.split('\\').join('/');
}

/**
 * Emits the modules bundled in each JavaScript chunk, so the budget check can prove what a public page loads
 * from the bundler's own graph instead of guessing from minified text.
 */
export function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const { root } = this.environment.config;
      const modules: ChunkModules = {};
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk')
          modules[file.fileName] = file.moduleIds.map((id) => moduleName(root, id)).sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: chunkModulesFile(this.environment.name),
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}
