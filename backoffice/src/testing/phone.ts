import { vi } from 'vitest';

/**
 * A phone's width for the screens of a test: every media query matches, so each `down('sm')` layout is drawn. Put
 * back by `vi.unstubAllGlobals()`.
 */
export const onAPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
