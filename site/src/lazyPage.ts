import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage {
  /** Renders the page, suspending until its chunk is loaded the first time. */
  Component: ComponentType;
  /** Loads the chunk ahead: the entry calls it before hydrating, the prerenderer before renderToString. */
  preload: () => Promise<void>;
}

/**
 * A page in its own chunk. Once preloaded it renders synchronously, so renderToString (prerender) and
 * hydrateRoot (browser) both see the page itself, never a Suspense fallback: the markup matches.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const fetchPage = () =>
    (pending ??= load().then(
      (page) => (Loaded = page),
      (error: unknown) => {
        pending = null; // let a later navigation retry after a failed download
        throw error;
      },
    ));
  const Suspended = lazy(() => fetchPage().then((page) => ({ default: page })));
  function Component() {
    return createElement(Loaded ?? Suspended);
  }
  return { Component, preload: () => fetchPage().then(() => undefined) };
}
