/**
 * A data provider whose code loads when it is first needed: the sign-in screen never needs it
 * (docs/product.md#premier-chargement). `preload()` starts the load ahead of the first call (a signed-in
 * administrator's `/admin` fetches it beside the layout and the dashboard, not after them); a failed load is tried
 * again by the next call, so a screen's « Réessayer » works once the network is back.
 */
export function deferredDataProvider<T extends object>(
  load: () => Promise<T>,
): { provider: T; preload: () => Promise<T> } {
  let loading: Promise<T> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const provider = new Proxy({} as T, {
    get(_target, name) {
      // Not a promise, and no abort signal (react-admin reads both without calling them).
      if (typeof name !== 'string' || name === 'then' || name === 'supportAbortSignal') return undefined;
      return async (...args: unknown[]) => {
        const method = ((await preload()) as Record<string, unknown>)[name];
        if (typeof method !== 'function')
          throw new Error(`Méthode inconnue du fournisseur de données : ${name}`);
        return (method as (...parameters: unknown[]) => unknown)(...args);
      };
    },
  });
  return { provider, preload };
}
