import express from 'express';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer, type RunningServer, type ServerOptions } from '../mocks/server';
import { createRepublisher, DEPLOY_HOOK_PATH, requireAdminHook } from './deployHook';
import { keepMemoryLow } from './idleMemory';
import { contentSecurityPolicy, inlineScriptHashes } from './securityHeaders';
import { siteHost } from './siteHost';

/**
 * `npm run preview`, the end-to-end tests and the measurement tools: the built apps from `dist/` as a production host
 * serves them (siteHost.ts) and, on the same origin, the platform's emulator as a real HTTP server (mocks/server.ts),
 * with the deploy hook that renders the pages again from the emulator's store (docs/product.md#publication).
 */
export interface PreviewOptions extends Omit<ServerOptions, 'sameOrigin' | 'signInPagePolicy'> {
  /** The build it serves: `dist` by default (`DIST_DIR`). */
  distDir?: string;
}

export interface PreviewServer extends RunningServer {
  /** The deploy hook's rebuilds asked for so far (tests wait on it). */
  rebuildsRequested(): number;
}

export async function startPreviewServer(options: PreviewOptions = {}): Promise<PreviewServer> {
  const distDir = resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist');
  let publisher: ReturnType<typeof createRepublisher> | undefined;
  const server = await startServer({
    ...options,
    // The emulator's sign-in page under the host's rule: its inline script allowed by hash.
    signInPagePolicy: (html) => contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) }),
    sameOrigin: ({ ctx, url }) => {
      const site = siteHost(distDir, { apiBaseUrl: ctx.config.apiBaseUrl });
      // The deploy hook of docs/product.md#publication: the pages rendered again from this server's own store, for
      // an administrator only (docs/security.md#crochet-de-déploiement).
      publisher = createRepublisher(distDir, url);
      const deployHook = express.Router();
      deployHook.post(
        DEPLOY_HOOK_PATH,
        requireAdminHook({ config: ctx.config, secret: ctx.secrets.auth, now: ctx.now }),
        publisher.hook,
      );
      return { before: site.before, after: [deployHook, ...site.after] };
    },
  });
  if (!publisher) throw new Error('Serveur de preview : crochet de déploiement absent');
  await publisher.publishOnStart();
  return { ...server, rebuildsRequested: publisher.requested };
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  startPreviewServer()
    .then(({ url, close, http }) => {
      keepMemoryLow(http);
      console.log(`Site et émulateur : ${url} (données : ${resolve(process.env.DATA_DIR ?? '.data')})`);
      const stop = () => void close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
