import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '@shared/config';
import type { ExtensionSwitches } from '@shared/domain/extensions';
import { authMiddleware, type AuthMiddlewareOptions } from './auth/http';
import { checkAgainstContract } from './contractCheck';
import { createContext, NonceRegistry, type EmulatorContext } from './context';
import { filePersistence, readNonces, writeNonces } from './db/filePersistence';
import type { Persistence } from './db/persistence';
import { DocumentStore } from './db/store';
import { readAdmission } from './readAdmission';
import { createHandlers } from './handlers';
import { clientNetwork } from './handlers/clientNetwork';
import type { RateLimits } from './handlers/rateLimit';
import { mergeDuplicateSubscribers } from './handlers/mailboxes';
import { storageFromEnv, sweepOrphanFiles, type StorageLimits } from './handlers/storage';
import type { EmulatorSecrets } from './secrets';
import { dataDirSecrets } from './secretsFile';
import { createSeed } from './seed';
import { installNodeHashes } from './nodeHashes';

// Node's hashes for every signature and token this process checks or makes (mocks/nodeHashes.ts).
installNodeHashes();

/**
 * The emulator as a real HTTP server: the `/lm` handlers, the stored files and the sign-in emulator. Data lives in
 * DATA_DIR; every mutation is flushed to disk before it is acknowledged. The preview server
 * (hosting/previewServer.ts) serves the built site on the same origin through `before` and `after`.
 */
export interface ServerOptions {
  port?: number;
  host?: string;
  dataDir?: string;
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
  /**
   * A host on the same origin, given the emulator's context and address: `before` runs ahead of the emulator on
   * every request (a host's headers), `after` answers what the emulator leaves (a host's files and pages).
   */
  sameOrigin?: (emulator: { ctx: EmulatorContext; url: () => string }) => {
    before: RequestHandler[];
    after: RequestHandler[];
  };
  /** The sign-in page's Content-Security-Policy (the host's rule for inline scripts). */
  signInPagePolicy?: AuthMiddlewareOptions['pagePolicy'];
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

/** Alone, the emulator answers what is none of its paths with a 404 in its envelope. */
const notFound: RequestHandler = (_req: Request, res: Response) => {
  res.status(404).json({ code: 404, message: 'Ressource introuvable.', data: null });
};

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? '.data');
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
  const url = () => `http://${host}:${(server.address() as AddressInfo).port}`;
  const sameOrigin = options.sameOrigin?.({ ctx, url }) ?? { before: [], after: [notFound] };
  for (const handler of sameOrigin.before) app.use(handler);
  app.use(
    authMiddleware({
      config: ctx.config,
      secrets: ctx.secrets,
      now: ctx.now,
      pagePolicy: options.signInPagePolicy,
    }),
  );
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
  for (const handler of sameOrigin.after) app.use(handler);

  const server = app.listen(port, host);
  await new Promise<void>((done, fail) => {
    server.once('listening', done);
    server.once('error', fail);
  });
  return {
    url: url(),
    http: server,
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
    .then(({ url, close }) => {
      console.log(`Émulateur : ${url} (données : ${resolve(process.env.DATA_DIR ?? '.data')})`);
      const stop = () => void close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
