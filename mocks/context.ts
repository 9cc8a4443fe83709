import { config as defaultConfig, type AppConfig } from '@shared/config';
import type { DocumentStore } from './db/store';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from './handlers/rateLimit';
import { NonceRegistry } from './nonceRegistry';
import { DEFAULT_SECRETS, type EmulatorSecrets } from './secrets';
import { DEFAULT_STORAGE, type StorageLimits } from './handlers/storage';

export { NonceRegistry } from './nonceRegistry';

/** Under msw (node or service worker) there is no socket: every request comes from this one client. */
export const LOCAL_CLIENT = 'local';

/** Everything a handler needs: the data, the deployment config, a clock and the emulator's secrets. */
export interface EmulatorContext {
  store: DocumentStore;
  config: AppConfig;
  now: () => Date;
  secrets: EmulatorSecrets;
  nonces: NonceRegistry;
  /** Quota of stored bytes and grace period of unreferenced files (docs/security.md#fichiers). */
  storage: StorageLimits;
  /** Counts visitor writes (docs/security.md#limites). */
  limiter: RateLimiter;
  /** Who sent a request, as the host knows it (the HTTP server: the socket's address). */
  clientOf: (request: Request) => string;
}

export interface ContextOptions {
  store: DocumentStore;
  config?: Partial<AppConfig>;
  now?: () => Date;
  secrets?: Partial<EmulatorSecrets>;
  nonces?: NonceRegistry;
  storage?: Partial<StorageLimits>;
  /** Per action, replaces the default limits (tests that create many documents from one client). */
  rateLimits?: Partial<RateLimits>;
  clientOf?: (request: Request) => string;
}

export function createContext(options: ContextOptions): EmulatorContext {
  return {
    store: options.store,
    config: { ...defaultConfig, ...options.config },
    now: options.now ?? (() => new Date()),
    secrets: { ...DEFAULT_SECRETS, ...options.secrets },
    nonces: options.nonces ?? new NonceRegistry(),
    storage: { ...DEFAULT_STORAGE, ...options.storage },
    limiter: new RateLimiter({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }),
    clientOf: options.clientOf ?? (() => LOCAL_CLIENT),
  };
}
