import type { EnvironmentOptions } from 'vite';
import {
  CHOICE_ENTRY,
  islandInputs,
  LOADER_ENTRY,
  PAGEVIEW_ENTRY,
  RESUME_ENTRY,
  RUNTIME_ENTRY,
} from '../../hosting/islandEntries.ts';
import { BROWSER_TARGETS } from './browserTargets.ts';

/**
 * The public site's build: its islands (`client`, Vite's default environment, which also serves both apps in
 * dev), the loader inlined in every page (`loader`) and the prerenderer that writes the pages (`prerender`);
 * sitePipeline.ts runs them in order. A setting for the whole site's browsers goes in each `build`.
 */
export const siteEnvironments: Record<'client' | 'loader' | 'prerender', EnvironmentOptions> = {
  client: {
    build: {
      // The browsers package.json's browserslist names (docs/islands.md#navigateurs-pris-en-charge).
      target: BROWSER_TARGETS,
      rollupOptions: {
        // The HTML template and the whole stylesheet (site/src/styles/siteStyles.ts), and what the pages' loader
        // imports: one entry per island, the runtime that hydrates them, the page-view recorder and a banner
        // choice's, and what a page reloaded by « Réessayer » runs (docs/islands.md).
        input: {
          site: 'site/index.html',
          styles: 'site/src/styles/siteStyles.ts',
          'island-runtime': RUNTIME_ENTRY,
          pageview: PAGEVIEW_ENTRY,
          choice: CHOICE_ENTRY,
          resume: RESUME_ENTRY,
          ...islandInputs(process.cwd()),
        },
        // The loader calls these modules' exports.
        preserveEntrySignatures: 'exports-only',
        output: {
          // React DOM runs nearly whole as soon as the runtime is loaded (an island wakes): Chromium's explicit
          // compile hint has V8 compile the file off the main thread as it streams in, instead of function by
          // function in the page's first long task (docs/islands.md#compilation). After minification, first line.
          postBanner: (chunk) => (chunk.name === 'island-runtime' ? '//# allFunctionsCalledOnLoad' : ''),
        },
      },
      // One small stylesheet for the whole site, inlined in every prerendered page: no render-blocking request.
      cssCodeSplit: false,
      // No preload helper around the islands' own lazy imports: the loader preloads what an island needs when it
      // wakes (site/src/islands/loader.ts), and the helper would cost every first visit almost 1 KiB.
      modulePreload: false,
    },
  },
  loader: {
    consumer: 'client',
    optimizeDeps: { noDiscovery: true, include: [] },
    build: {
      target: BROWSER_TARGETS,
      // Inlined in every public page (hosting/prerender/document.ts): one file, no import of its own.
      rollupOptions: {
        input: { loader: LOADER_ENTRY },
        output: { entryFileNames: '[name].js', codeSplitting: false },
      },
      outDir: `node_modules/.cache/loader-${process.pid}`,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      modulePreload: false,
    },
  },
  prerender: {
    consumer: 'server',
    // Self-contained (react-dom/server included): the build keeps it in dist/.vite/prerender/, where the preview
    // server's deploy hook imports it again from any folder (hosting/prerender/pages.ts). Not under Vitest: any
    // environment's `noExternal: true` makes Vitest run every dependency (MUI, react-admin…) through Vite's
    // transform in each worker instead of Node's own loader (docs/testing.md#dépendances).
    resolve: { noExternal: process.env.VITEST ? undefined : true },
    // React's production build only, whatever NODE_ENV the importing process has.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: true,
      rollupOptions: {
        input: { prerender: 'site/src/prerender.tsx' },
        // One file: imported again after a publish with a fresh address, it has no chunks left in the module cache.
        output: { entryFileNames: '[name].mjs', codeSplitting: false },
      },
      // Built here, copied into the output's .vite/prerender/ by the pipeline, then removed.
      outDir: `node_modules/.cache/prerender-${process.pid}`,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      // Smaller to keep in dist/ and quicker for the preview server to load.
      minify: true,
    },
  },
};
