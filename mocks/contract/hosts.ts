import { getResponse, type HttpHandler } from 'msw';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { mintToken } from '../auth/tokens';
import type { EmulatorContext } from '../context';
import { memoryPersistence, type Persistence } from '../db/persistence';
import { DocumentStore } from '../db/store';
import { createNodeEmulator, type NodeEmulatorOptions } from '../node';
import { startServer, type RunningServer } from '../server';
import { readAnswer, signedFetch, type Answer } from './signedFetch';

/** The two hosts every contract test runs against: the same handlers behind msw/node and a real HTTP server. */
export const HOST_KINDS = ['msw/node', 'http'] as const;
export type HostKind = (typeof HOST_KINDS)[number];

export interface CallOptions {
  method?: string;
  /** Serialised with JSON.stringify unless `raw` or `form` is given. */
  json?: unknown;
  raw?: string;
  form?: FormData;
  /** A multipart body as a browser sends it (its own boundary), signed like FormData. */
  multipart?: { bytes: Uint8Array<ArrayBuffer>; contentType: string };
  token?: string;
  headers?: Record<string, string>;
  now?: number;
}

export interface Host {
  kind: HostKind;
  baseUrl: string;
  store: DocumentStore;
  ctx: EmulatorContext;
  projectId: string;
  /** Signed call to `${baseUrl}/lm/${path}`. */
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /** `${projectId}/${entity}/documents${suffix}`. */
  docs(entity: string, suffix?: string): string;
  tokenFor(email: string): Promise<string>;
  /** HTTP host only: the server's DATA_DIR. */
  dataDir: string;
  /**
   * Stops the host and starts it again on the same data (the HTTP server on its DATA_DIR, msw/node on its memory):
   * only what was saved remains.
   */
  restart(): Promise<void>;
  /**
   * A crash: the host stops without saving anything more (the HTTP server's store is not closed), `revive` readies
   * the data for the next process, and the host starts again on what was saved.
   */
  crash(revive: () => void): Promise<void>;
}

export const ADMIN_EMAIL = 'admin@example.com';

const MANY_RECIPIENTS = { client: { max: 10_000, windowMs: 24 * 60 * 60 * 1000 } };
export const USER_EMAIL = 'jean.dupont@example.org';

/** Registers beforeAll/afterAll in the calling describe block and returns the host once it runs. */
export function useHost(
  kind: HostKind,
  /** `trustProxy`: HTTP host only (the client is then the last `X-Forwarded-For` address). */
  options: NodeEmulatorOptions & {
    trustProxy?: boolean;
    /** Wraps each host's persistence (memory, or the data directory's files): fault injection. */
    wrapPersistence?: (persistence: Persistence) => Persistence;
  } = {},
  /**
   * msw/node only: resolve through the same handler list with msw's `getResponse`, skipping the fetch
   * interceptor (about 3× faster): the property tests send 12,000 requests.
   */
  { direct = false } = {},
): Host {
  // Each test writes to fresh addresses from one client: the recipients' limit is tested with the default table
  // (strangerEmails.test.ts, rateLimitsEmails.test.ts).
  options = { ...options, rateLimits: { recipients: MANY_RECIPIENTS, ...options.rateLimits } };
  let baseUrl = '';
  let store: DocumentStore | undefined;
  let ctx: EmulatorContext | undefined;
  let server: RunningServer | undefined;
  let stopNode: (() => void) | undefined;
  let handlers: HttpHandler[] = [];
  let dataDir = '';

  /** Contract violations of the servers a restart replaced. */
  const earlier: string[] = [];
  const startHttp = async () => {
    if (server) earlier.push(...(await server.contractViolations()));
    server = await startServer({
      port: 0,
      dataDir,
      config: options.config,
      now: options.now,
      rateLimits: options.rateLimits,
      storage: options.storage,
      trustProxy: options.trustProxy ?? false,
      wrapPersistence: options.wrapPersistence,
      extensions: options.extensions,
      contract: true,
    });
    baseUrl = server.url;
    store = server.store;
    ctx = server.ctx;
  };

  let memory: Persistence | undefined;

  beforeAll(async () => {
    if (kind === 'msw/node') {
      const plain = memoryPersistence();
      memory = options.wrapPersistence?.(plain) ?? plain;
      const emulator = createNodeEmulator({
        ...options,
        persistence: memory,
        config: { apiBaseUrl: 'http://emulator.test', ...options.config },
      });
      emulator.server.listen({ onUnhandledRequest: 'error' });
      stopNode = () => emulator.server.close();
      handlers = emulator.handlers;
      await emulator.store.ready();
      baseUrl = 'http://emulator.test';
      store = emulator.store;
      ctx = emulator.ctx;
    } else {
      dataDir = await mkdtemp(join(tmpdir(), 'emulator-contract-'));
      await startHttp();
    }
  });

  afterAll(async () => {
    stopNode?.();
    // The HTTP host checks every request and answer against docs/openapi.json (docs/platform.md#contrat-openapi).
    const violations = [...earlier, ...((await server?.contractViolations()) ?? [])];
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    expect(violations, 'réponses ou requêtes hors du contrat docs/openapi.json').toEqual([]);
  });

  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Hôte non démarré');
    return value;
  };

  return {
    kind,
    get baseUrl() {
      return baseUrl;
    },
    get store() {
      return need(store);
    },
    get ctx() {
      return need(ctx);
    },
    get dataDir() {
      return dataDir;
    },
    get projectId() {
      return need(ctx).config.projectId;
    },
    async call<T>(path: string, o: CallOptions = {}) {
      const body =
        o.form ?? o.multipart?.bytes ?? o.raw ?? (o.json === undefined ? undefined : JSON.stringify(o.json));
      const init = {
        method: o.method ?? 'POST',
        secret: need(ctx).config.signSecret,
        body,
        token: o.token,
        headers: o.multipart ? { ...o.headers, 'content-type': o.multipart.contentType } : o.headers,
        now: o.now,
      };
      const url = `${baseUrl}/lm/${path}`;
      if (!direct) return readAnswer<T>(await signedFetch(url, init));
      const response = await signedFetch(url, {
        ...init,
        fetchImpl: async (request) =>
          (await getResponse(handlers, request)) ?? new Response('no handler', { status: 599 }),
      });
      return readAnswer<T>(response);
    },
    docs(entity: string, suffix = '') {
      return `${need(ctx).config.projectId}/${entity}/documents${suffix}`;
    },
    async tokenFor(email: string) {
      const c = need(ctx);
      const minted = await mintToken({
        email,
        projectId: c.config.projectId,
        secret: c.secrets.auth,
        adminEmails: c.config.adminEmails,
        now: c.now(),
      });
      return minted.accessToken;
    },
    async crash(revive: () => void) {
      if (kind === 'http') {
        const running = need(server);
        await new Promise<void>((done) => {
          running.http.close(() => done());
          running.http.closeAllConnections();
        });
        revive();
        await startHttp();
        return;
      }
      revive();
      await this.restart();
    },
    async restart() {
      if (kind === 'http') {
        // After a simulated crash its last writes fail: the new server reads what reached the files.
        await need(server)
          .close()
          .catch(() => undefined);
        await startHttp();
        return;
      }
      // A new store over the same memory: what the old one had saved, nothing it held unsaved.
      const c = need(ctx);
      const fresh = new DocumentStore({ persistence: need(memory), now: c.now });
      await fresh.ready();
      c.store = fresh;
      store = fresh;
    },
  };
}
