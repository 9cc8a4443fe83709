import { createContext, useContext } from 'react';

/**
 * The route of the page being rendered. The prerenderer provides it; in the browser the loader has already put the
 * route into the address bar (loader.ts), so the address is the same value hydration needs.
 */
export const CurrentPathContext = createContext<string | null>(null);

export function useCurrentPath(): string {
  const provided = useContext(CurrentPathContext);
  if (provided !== null) return provided;
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}
