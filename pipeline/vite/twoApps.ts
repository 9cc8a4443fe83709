import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, UserConfig } from 'vite';
import type * as SignInEmulator from '../../mocks/auth/http';
import { contentSecurityPolicy, inlineScriptHashes } from '../../hosting/securityHeaders.ts';

/**
 * One Vite project, two apps: the public site at `/` and the back-office at `/admin/`.
 * Sources live in `site/index.html` and `backoffice/index.html`; this plugin maps the public URLs onto them
 * in dev and moves the built pages to `dist/index.html` and `dist/admin/index.html`, so `dist/` deploys to any
 * static host with one rewrite (`/admin/*` → `/admin/index.html`, everything else → its file or `/index.html`).
 */
export function twoApps(): Plugin {
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
export function signInEmulator(): Plugin {
  return {
    name: 'sign-in-emulator',
    apply: 'serve',
    configureServer(server) {
      // Vitest starts a Vite server too: loading the emulator there races the runner's shutdown and crashes it.
      if (process.env.VITEST) return;
      // Loaded through Vite's own module runner: the emulator's TypeScript imports need no extensions.
      const module = server.ssrLoadModule('/mocks/auth/http.ts') as Promise<typeof SignInEmulator>;
      // The provider's page under the host's rule, as on the preview server: its inline script allowed by hash.
      const pagePolicy = (html: string) => contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
      const middleware = module.then(({ authMiddleware }) => authMiddleware({ pagePolicy }));
      server.middlewares.use((req, res, next) => {
        middleware.then((handle) => handle(req, res, next), next);
      });
    },
  };
}

/** `npm run dev`: both apps from one server, their dependencies found at once. */
export const devServer: Pick<UserConfig, 'server' | 'optimizeDeps' | 'cacheDir'> = {
  // tools/devColdStart.ts starts on an empty dependency cache of its own.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
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
};
