import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { chunkModulesFile, type ChunkModules } from '../../hosting/manifestGraph.ts';

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
