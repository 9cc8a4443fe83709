import type { Plugin } from 'vite';
import { moduleName } from './chunkModules.ts';

/** The global the prerender bundle pushes to; `site/src/prerender.tsx` reads it around each page's preload. */
export const TRACK_GLOBAL = '__PRERENDER_IMPORTS__';

const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/**
 * Prerender build only: every `import('…')` of the site's own code first records the root-relative id of the
 * module it loads. Preloading a page then tells which modules (hence which client chunks) it needs, so its
 * HTML can `modulepreload` them: the page hydrates without waiting for a second round trip.
 */
export function trackDynamicImports(): Plugin {
  return {
    name: 'track-dynamic-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'prerender',
    async transform(code, id) {
      const { root } = this.environment.config;
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('import(')) return null;
      const found = [...code.matchAll(DYNAMIC_IMPORT)];
      if (found.length === 0) return null;
      let out = '';
      let last = 0;
      for (const match of found) {
        const resolved = await this.resolve(match[2] ?? '', id);
        if (!resolved || resolved.external) continue;
        const name = JSON.stringify(moduleName(root, resolved.id));
        out += `${code.slice(last, match.index)}(globalThis.${TRACK_GLOBAL}?.push(${name}), ${match[0]})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
  };
}
