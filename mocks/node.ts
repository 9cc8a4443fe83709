import { setupServer } from 'msw/node';
import type { AppConfig } from '@shared/config';
import type { ExtensionSwitches } from '@shared/domain/extensions';
import { createContext, type EmulatorContext } from './context';
import type { Snapshot } from './db/persistence';
import { memoryPersistence, type Persistence } from './db/persistence';
import { DocumentStore } from './db/store';
import { createHandlers } from './handlers';
import type { StorageLimits } from './handlers/storage';
import type { RateLimits } from './handlers/rateLimit';
import type { EmulatorSecrets } from './secrets';
import { createSeed } from './seed';
import { installNodeHashes } from './nodeHashes';

// Node's hashes for every signature and token this process checks or makes (mocks/nodeHashes.ts).
installNodeHashes();

export interface NodeEmulatorOptions {
  config?: Partial<AppConfig>;
  now?: () => Date;
  secrets?: Partial<EmulatorSecrets>;
  /** File quota and orphan grace period (small quotas in tests). */
  storage?: Partial<StorageLimits>;
  /** Data of the fresh store: the sample data by default (docs/platform.md#données-initiales), `false` for an empty store. */
  seed?: false | (() => Snapshot | Promise<Snapshot>);
  /** Per action, replaces the default limits on visitor writes. */
  rateLimits?: Partial<RateLimits>;
  /** No socket under msw: every request is one client ('local') unless a test tells them apart. */
  clientOf?: (request: Request) => string;
  /** Where the store keeps its data: memory by default (fault-injection tests wrap it). */
  persistence?: Persistence;
  /** Call extensions switched off (`{ campaigns: false }`): docs/platform.md#extensions. */
  extensions?: ExtensionSwitches;
}

/** The emulator in Node tests: `server.listen({ onUnhandledRequest: 'error' })`, memory persistence. */
export function createNodeEmulator(options: NodeEmulatorOptions = {}) {
  const now = options.now ?? (() => new Date());
  const seed = options.seed === false ? undefined : (options.seed ?? createSeed);
  const store = new DocumentStore({ persistence: options.persistence ?? memoryPersistence(), seed, now });
  const ctx: EmulatorContext = createContext({
    store,
    config: options.config,
    now,
    secrets: options.secrets,
    rateLimits: options.rateLimits,
    clientOf: options.clientOf,
    storage: options.storage,
  });
  const handlers = createHandlers(ctx, options.extensions);
  const server = setupServer(...handlers);
  return { server, store, ctx, handlers };
}
