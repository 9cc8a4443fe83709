/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type * as SignInEmulator from './mocks/auth/http';
import { chooseSeed, SEED_VARIABLE } from './testing/vitest/propertySeed.ts';
import { aliases } from './pipeline/vite/aliases.ts';
import { adminChunking } from './pipeline/vite/adminChunks.ts';
import { chunkModules } from './pipeline/vite/chunkModules.ts';
import { productionBuilds } from './pipeline/vite/productionBuilds.ts';
import { themesWithoutCssVariables } from './pipeline/vite/themesWithoutCssVariables.ts';
import { reactAdminFrench } from './pipeline/vite/reactAdminFrench.ts';
import { buildSite } from './pipeline/vite/sitePipeline.ts';
import {
  CHOICE_ENTRY,
  islandInputs,
  LOADER_ENTRY,
  PAGEVIEW_ENTRY,
  RUNTIME_ENTRY,
} from './hosting/islandEntries.ts';

/**
 * One Vite project, two apps: the public site at `/` and the back-office at `/admin/`.
 * Sources live in `site/index.html` and `backoffice/index.html`; this plugin maps the public URLs onto them
 * in dev and moves the built pages to `dist/index.html` and `dist/admin/index.html`, so `dist/` deploys to any
 * static host with one rewrite (`/admin/*` → `/admin/index.html`, everything else → its file or `/index.html`).
 */
function twoApps(): Plugin {
  const rename: Record<string, string> = {
    'site/index.html': 'index.html',
    'backoffice/index.html': 'admin/index.html',
  };
  return {
    name: 'two-apps',
    enforce: 'post',
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, _res: ServerResponse, next: () => void) => {
        const url = req.url ?? '/';
        const path = url.split('?')[0] ?? '/';
        const wantsHtml = (req.headers.accept ?? '').includes('text/html');
        if (req.method === 'GET' && wantsHtml && !/\.[a-z0-9]+$/i.test(path) && !path.startsWith('/auth/')) {
          req.url =
            path === '/admin' || path.startsWith('/admin/') ? '/backoffice/index.html' : '/site/index.html';
        }
        next();
      });
    },
    generateBundle(_options, bundle) {
      for (const [key, file] of Object.entries(bundle)) {
        const target = rename[file.fileName];
        if (!target || file.type !== 'asset') continue;
        delete bundle[key];
        this.emitFile({ type: 'asset', fileName: target, source: file.source });
      }
    },
  };
}

/** In dev, the sign-in emulator page and its token endpoint are served by Vite's own Node server. */
function signInEmulator(): Plugin {
  return {
    name: 'sign-in-emulator',
    apply: 'serve',
    configureServer(server) {
      // Vitest starts a Vite server too: loading the emulator there races the runner's shutdown and crashes it.
      if (process.env.VITEST) return;
      // Loaded through Vite's own module runner: the emulator's TypeScript imports need no extensions.
      const module = server.ssrLoadModule('/mocks/auth/http.ts') as Promise<typeof SignInEmulator>;
      const middleware = module.then(({ authMiddleware }) => authMiddleware());
      server.middlewares.use((req, res, next) => {
        middleware.then((handle) => handle(req, res, next), next);
      });
    },
  };
}

/** The back-office's cut into files, and the plugin that learns the dashboard's modules (adminChunks.ts). */
const adminChunks = adminChunking();

const propertySeed = chooseSeed();

export default defineConfig({
  resolve: {
    alias: {
      ...aliases,
      // Lighter stand-ins for two dependencies of react-admin's (backoffice/src/substitutes/).
      'object.entries': fileURLToPath(
        new URL('./backoffice/src/substitutes/objectEntries.cjs', import.meta.url),
      ),
      'lodash/isEqual.js': fileURLToPath(new URL('./backoffice/src/substitutes/isEqual.ts', import.meta.url)),
    },
  },
  plugins: [
    react(),
    twoApps(),
    signInEmulator(),
    chunkModules(),
    productionBuilds(),
    themesWithoutCssVariables(),
    reactAdminFrench(),
    adminChunks.plugin,
  ],
  publicDir: 'site/public',
  // tools/devColdStart.ts starts on an empty dependency cache of its own.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  appType: 'mpa',
  server: {
    port: 5173,
    host: '127.0.0.1',
    // The back-office's shell is compiled while the newcomer is still on the site (docs/testing.md#premier-npm-run-dev).
    warmup: { clientFiles: ['./backoffice/src/main.tsx', './backoffice/src/App.tsx'] },
  },
  /**
   * The first `npm run dev` finds every dependency of both apps at once, lazy screens and the emulator included:
   * scanning only the page first opened made Vite re-bundle and reload when /admin (react-admin, MUI) came next.
   */
  optimizeDeps: {
    entries: [
      'site/index.html',
      'backoffice/index.html',
      '{site,backoffice}/src/**/*.{ts,tsx}',
      '!**/*.test.{ts,tsx}',
      '!**/testing.{ts,tsx}',
      '!**/testing/**',
      '!site/src/prerender.tsx',
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph the prerenderer and the budget check read.
    manifest: true,
  },
  /**
   * `vite build` builds three environments (pipeline/vite/sitePipeline.ts): the public site, the back-office (a
   * separate bundle, so neither app's tree-shaking is widened by the other), then the prerenderer, which writes
   * every public page's HTML, sitemap.xml and robots.txt; the budget check ends the build.
   */
  environments: {
    client: {
      build: {
        rollupOptions: {
          // The HTML template and the whole stylesheet (site/src/styles/siteStyles.ts), and what the pages' loader imports: one
          // entry per island, the runtime that hydrates them, the page-view recorder and a banner choice's
          // (docs/islands.md).
          input: {
            site: 'site/index.html',
            styles: 'site/src/styles/siteStyles.ts',
            'island-runtime': RUNTIME_ENTRY,
            pageview: PAGEVIEW_ENTRY,
            choice: CHOICE_ENTRY,
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
    admin: {
      consumer: 'client',
      // Build-only: in dev the client environment serves /admin too; no second dependency scan.
      optimizeDeps: { noDiscovery: true, include: [] },
      build: {
        rollupOptions: {
          input: { admin: 'backoffice/index.html' },
          // The sign-in screen's code in one file, the dashboard's in a second (pipeline/vite/adminChunks.ts).
          output: { codeSplitting: adminChunks.codeSplitting },
        },
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: '.vite/manifest-admin.json',
      },
    },
    loader: {
      consumer: 'client',
      optimizeDeps: { noDiscovery: true, include: [] },
      build: {
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
  },
  builder: { buildApp: buildSite },
  test: {
    // Same fast-check seed in every worker, printed once by the global setup (testing/vitest/propertySeed.ts).
    env: { [SEED_VARIABLE]: String(propertySeed.seed) },
    globalSetup: ['./testing/vitest/printSeed.ts'],
    include: ['{mocks,pipeline,hosting,testing,tools,shared,site,backoffice,bench}/**/*.test.{ts,tsx}'],
    // Plain Node, unless a file asks for a document on its first line (`// @vitest-environment jsdom`).
    environment: 'node',
    setupFiles: [
      './testing/vitest/seedSetup.ts',
      './testing/vitest/realTimers.ts',
      './testing/vitest/quietConsole.ts',
      './vitest.setup.ts',
    ],
    // Every file in a module graph and a document of its own: nothing a module keeps (a session, a listener, a
    // replaced module) reaches the next file, whatever the order (docs/testing.md#isolation).
    isolate: true,
    // Worker threads start faster than child processes.
    pool: 'threads',
    // Much of a test's time is waiting (timers, sockets, child processes): three workers keep two cores busy.
    maxWorkers: 3,
    // Ceilings, not expectations: a test ends when what it waits for appears, and a broken one says so within them.
    // One for every test and every hook of every file, generous enough for the longest (ten server processes killed
    // and restarted, mocks/db/crash.test.ts) on a busy machine (docs/testing.md#attentes).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Nothing a test replaces outlives it: spies get their original back, stubbed globals and env variables too.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
