import type { PlatformClient } from './types';

/**
 * The platform client, downloaded on its first call (ky, the signer): a public form wakes without it, and fetches
 * it when the visitor sends (docs/islands.md#budgets). Same methods, same answers as `platform`.
 */
export const lazyPlatform = new Proxy({} as PlatformClient, {
  get:
    (_client, method: keyof PlatformClient) =>
    (...args: unknown[]) =>
      import('./platform').then(({ platform }) =>
        (platform[method] as (...values: unknown[]) => Promise<unknown>)(...args),
      ),
});
