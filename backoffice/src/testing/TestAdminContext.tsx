import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { AdminContext, memoryStore, type AdminContextProps } from 'react-admin';
import { frenchI18nProvider } from '../i18n/i18nProvider';
import { screenMessages } from '../i18n/screens';

let testCache = createCache({ key: 'css', speedy: true });

/** Every French text, the screens' included: a test renders a screen without the route that loads them. */
const i18nProvider = frenchI18nProvider(screenMessages);

/**
 * emotion's cache for the screens of a file's tests (its styles written once, not once per test), made anew when a
 * test took its style elements out of the document: emotion would go on writing into them, and every later screen
 * of the file would have no styles at all (docs/testing.md#isolation).
 */
function liveCache() {
  if (testCache.sheet.tags.some((tag) => !tag.isConnected))
    testCache = createCache({ key: 'css', speedy: true });
  return testCache;
}

/** A query client for one test: no retries (react-query waits seconds between them), nothing kept after it. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * react-admin's context for one test, the only way back-office tests provide it (eslint.config.js refuses
 * `AdminContext` in test files). Without it, every `<AdminContext>` of a worker would share ra-core's module-level
 * `memoryStore()` (list filters, sort, selected rows and column choices of the tests before), and a query client's
 * cache would outlive its test. Here each mount gets a fresh store and query client, both emptied on unmount, and
 * the French translations by default.
 */
export function TestAdminContext({ children, ...props }: AdminContextProps & { children?: ReactNode }) {
  const [store] = useState(() => memoryStore());
  const [queryClient] = useState(testQueryClient);
  const [cache] = useState(liveCache);
  useEffect(
    () => () => {
      queryClient.clear();
      store.reset();
    },
    [queryClient, store],
  );
  return (
    <CacheProvider value={cache}>
      <AdminContext store={store} queryClient={queryClient} i18nProvider={i18nProvider} {...props}>
        {children}
      </AdminContext>
    </CacheProvider>
  );
}
