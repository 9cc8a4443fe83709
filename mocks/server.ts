import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Request, type Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '@shared/config';
import type { ExtensionSwitches } from '@shared/domain/extensions';
import {
  absoluteOrigins,
  inlineScriptHashes,
  securityHeaders,
  type HeaderSet,
} from '../hosting/securityHeaders';
import { authMiddleware } from './auth/http';
import { compressedFiles } from './compressedFiles';
import { checkAgainstContract } from './contractCheck';
import { createContext, NonceRegistry, type EmulatorContext } from './context';
import { filePersistence, readNonces, writeNonces } from './db/filePersistence';
import type { Persistence } from './db/persistence';
import { DocumentStore } from './db/store';
import { createRepublisher, DEPLOY_HOOK_PATH, requireAdminHook } from './deployHook';
import { keepMemoryLow } from './idleMemory';
import { readAdmission } from './readAdmission';
import { createHandlers } from './handlers';
import { clientNetwork, type RateLimits } from './handlers/rateLimit';
import { mergeDuplicateSubscribers } from './handlers/mailboxes';
import { storageFromEnv, sweepOrphanFiles, type StorageLimits } from './handlers/storage';
import type { EmulatorSecrets } from './secrets';
import { dataDirSecrets } from './secretsFile';
import { createSeed } from './seed';
import { installNodeHashes } from './nodeHashes';

// Node's hashes for every signature and token this process checks or makes (mocks/nodeHashes.ts).
installNodeHashes();

/**
 * The emulator as a real HTTP server (`npm run preview`, end-to-end tests): the built apps from `dist/`
 * and, on the same origin, the `/lm` handlers, the stored files and the sign-in emulator. Data lives in
 * DATA_DIR; every mutation is flushed to disk before it is acknowledged.
 */
export interface ServerOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  /** The build it serves: `dist` by default (`DIST_DIR`). */
  distDir?: string;
  config?: Partial<AppConfig>;
  secrets?: Partial<EmulatorSecrets>;
  /** Journal size past which a snapshot is taken (docs/persistence.md#instantanés; `STORE_SNAPSHOT_BYTES`). */
  snapshotBytes?: number;
  /** File quota (default 1 GiB, `STORAGE_QUOTA_MB`) and orphan grace period: docs/security.md#fichiers. */
  storage?: Partial<StorageLimits>;
  /** The clock (tests move it); the real time by default. */
  now?: () => Date;
  /** Per action, replaces the default limits on visitor writes (tests that write a lot from one address). */
  rateLimits?: Partial<RateLimits>;
  /**
   * Behind one reverse proxy: the client is the last address of `X-Forwarded-For` (the one the proxy appended).
   * Off by default (TRUST_PROXY=1 turns it on): without a proxy, anyone could write that header.
   */
  trustProxy?: boolean;
  /** Wraps the data directory's persistence (fault-injection tests). */
  wrapPersistence?: (persistence: Persistence) => Persistence;
  /** Call extensions switched off (`{ campaigns: false }`): docs/platform.md#extensions. */
  extensions?: ExtensionSwitches;
  /** Checks every request and answer against docs/openapi.json (contract tests): docs/platform.md#contrat-openapi. */
  contract?: boolean;
}

export interface RunningServer {
  url: string;
  store: DocumentStore;
  ctx: EmulatorContext;
  close(): Promise<void>;
  /** The Node HTTP server itself. */
  http: Server;
  /** The deploy hook's rebuilds asked for so far (tests wait on it). */
  rebuildsRequested(): number;
  /** With `contract`: what did not follow docs/openapi.json so far. */
  contractViolations(): Promise<string[]>;
}

/**
 * The header the server sets on each request, from the socket, for the handlers' rate limits. Whatever a
 * client sends under this name is overwritten.
 */
export const CLIENT_HEADER = 'x-emulator-client';

/** The client's network (docs/security.md#limites): the socket's address, or the proxy's word if trusted. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustProxy: boolean,
): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address = trustProxy ? (forwarded.at(-1) ?? socketAddress) : socketAddress;
  return clientNetwork(address ?? 'unknown');
}

const isTrue = (value: string | undefined) => /^(1|true|yes)$/i.test(value?.trim() ?? '');

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** `/admin` and `/admin/*` → the back-office; a prerendered `dist/<path>/index.html` if any; else the site. */
export function resolveHtml(distDir: string, urlPath: string): string | undefined {
  const root = resolve(distDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = '/';
  }
  if (decoded === '/admin' || decoded.startsWith('/admin/')) {
    const admin = join(root, 'admin', 'index.html');
    return isFile(admin) ? admin : undefined;
  }
  const candidate = resolve(root, `.${decoded}`, 'index.html');
  if ((candidate.startsWith(root + sep) || candidate === join(root, 'index.html')) && isFile(candidate))
    return candidate;
  const index = join(root, 'index.html');
  return isFile(index) ? index : undefined;
}

/**
 * The page for an address and its status: a prerendered page or the back-office answer 200; any other address gets
 * the home page with status 404, whose loader then shows `/` in the address bar (docs/product.md#routes-du-site). Crawlers
 * and monitors see the address does not exist; a visitor lands on the home page, as decided.
 */
export function resolvePage(
  distDir: string,
  urlPath: string,
): { file: string; status: 200 | 404 } | undefined {
  const file = resolveHtml(distDir, urlPath);
  if (!file) return undefined;
  const fallback = file === join(resolve(distDir), 'index.html') && urlPath !== '/';
  return { file, status: fallback ? 404 : 200 };
}

/** The headers a production host sends (hosting/securityHeaders.ts), with the hash of the build's start-up module. */
function headersFor(distDir: string, config: AppConfig): HeaderSet {
  const index = join(distDir, 'index.html');
  const scriptHashes = isFile(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  return securityHeaders({ scriptHashes, connectOrigins: absoluteOrigins(config.apiBaseUrl) });
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? '.data');
  const distDir = resolve(options.distDir ?? process.env.DIST_DIR ?? 'dist');
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.PORT ?? 4173);

  const snapshotBytes = options.snapshotBytes ?? (Number(process.env.STORE_SNAPSHOT_BYTES) || undefined);
  const files = filePersistence(dataDir, { snapshotBytes });
  const persistence = options.wrapPersistence?.(files) ?? files;
  const store = new DocumentStore({ persistence, seed: createSeed, now: options.now });
  await store.ready();
  const nonces = new NonceRegistry();
  nonces.restore(await readNonces(dataDir));
  const secrets = { ...dataDirSecrets(dataDir), ...options.secrets };
  const ctx = createContext({
    now: options.now,
    store,
    config: options.config,
    secrets,
    nonces,
    rateLimits: options.rateLimits,
    storage: { ...storageFromEnv(process.env), ...options.storage },
    clientOf: (request) => request.headers.get(CLIENT_HEADER) ?? 'unknown',
  });
  const trustProxy = options.trustProxy ?? isTrue(process.env.TRUST_PROXY);
  // Uploads abandoned before their media document was made, while the server was down.
  sweepOrphanFiles(ctx);
  // Subscribers saved before the one-mailbox rule (docs/newsletter.md#une-boîte-un-abonné).
  mergeDuplicateSubscribers(ctx);
  await store.flush();

  const app = express();
  app.disable('x-powered-by');
  const headers = headersFor(distDir, ctx.config);
  app.use((_req: Request, res: Response, next: () => void) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  });
  app.use(authMiddleware({ config: ctx.config, secrets: ctx.secrets, now: ctx.now }));
  app.use((req: Request, _res: Response, next: () => void) => {
    req.headers[CLIENT_HEADER] = clientAddress(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      trustProxy,
    );
    next();
  });
  // Searches a few at a time, writes straight in: an insert never waits behind 200 searches.
  app.use(readAdmission());
  // No body parser before the MSW middleware: it streams the raw request, so multipart bytes arrive intact. Only the
  // platform's paths go through it: it hands any other request's body to msw, which read a 200 MB body posted to
  // the deploy hook or an unknown page whole (docs/security.md#corps-des-requêtes).
  const handlers = createHandlers(ctx, options.extensions);
  const checked = options.contract ? checkAgainstContract(handlers) : undefined;
  const platform = createMiddleware(...(checked?.handlers ?? handlers));
  app.use((req: Request, res: Response, next: () => void) => {
    if (req.path.startsWith('/lm/') || req.path.startsWith('/lm-files/')) void platform(req, res, next);
    else next();
  });
  // The deploy hook of docs/product.md#publication: the pages rendered again from this server's own store, for an
  // administrator only (docs/security.md#crochet-de-déploiement).
  const publisher = createRepublisher(
    distDir,
    () => `http://${host}:${(server.address() as AddressInfo).port}`,
  );
  app.post(
    DEPLOY_HOOK_PATH,
    requireAdminHook({ config: ctx.config, secret: ctx.secrets.auth, now: ctx.now }),
    publisher.hook,
  );
  app.use(compressedFiles(distDir, (path) => resolvePage(distDir, path)));
  app.use(express.static(distDir, { index: false, redirect: false }));
  app.use((req: Request, res: Response) => {
    // A public form sent without JavaScript posts to its own page (docs/product.md#formulaire-sans-script): nothing
    // is read or kept, the page comes back (303, as a static host's rule does), at the form's line that says what to
    // do instead (the action's fragment, which the browser keeps).
    if (req.method === 'POST' && extname(req.path) === '' && resolvePage(distDir, req.path)?.status === 200) {
      res.redirect(303, req.path);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).json({ code: 404, message: 'Ressource introuvable.', data: null });
      return;
    }
    // A file that does not exist is a 404, never the home page served in its place.
    if (extname(req.path) !== '') {
      res.status(404).type('text/plain; charset=utf-8').send('Fichier introuvable.');
      return;
    }
    const html = resolvePage(distDir, req.path);
    if (!html) {
      res
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('Application non construite : lancez « npm run build ».');
      return;
    }
    res.status(html.status).sendFile(html.file);
  });

  const server = app.listen(port, host);
  await new Promise<void>((done, fail) => {
    server.once('listening', done);
    server.once('error', fail);
  });
  const address = server.address() as AddressInfo;
  await publisher.publishOnStart();
  return {
    url: `http://${host}:${address.port}`,
    http: server,
    rebuildsRequested: publisher.requested,
    contractViolations: async () => (await checked?.violations()) ?? [],
    store,
    ctx,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await store.close();
      await writeNonces(dataDir, nonces.live(ctx.now().getTime()));
    },
  };
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  startServer()
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
