import type { ReactNode } from 'react';

/** Tests only: renders `children` with `url` in the address bar, as a page loaded at that address would be. */
export function AtAddress({ url, children }: { url: string; children: ReactNode }) {
  if (window.location.pathname + window.location.search !== url) window.history.replaceState(null, '', url);
  return children;
}
