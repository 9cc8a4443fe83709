import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * The `<style>` elements in the head when a test starts: emotion's, which its module-level cache
 * (backoffice/src/testing/TestAdminContext.tsx) keeps writing into for the next tests of the file. A test that
 * removed them (`document.head.innerHTML = …`) would leave every later screen of its file without styles
 * (docs/testing.md#isolation).
 */
let stylesBefore: HTMLStyleElement[] = [];
beforeEach(() => {
  stylesBefore = typeof document === 'undefined' ? [] : [...document.head.querySelectorAll('style')];
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup. The tests of a file share its
// document and storage (docs/testing.md#isolation), so whatever a test left there goes too: the page a test put
// together by hand, and what it (or react-admin, or a form's draft) wrote in localStorage or sessionStorage.
afterEach(() => {
  const removed = stylesBefore.filter((style) => !style.isConnected);
  stylesBefore = [];
  cleanup();
  if (typeof document !== 'undefined') {
    document.body.replaceChildren();
    // Attributes too: MUI's modals leave `style=""` on <body> when they close, a dark-mode test sets
    // <html>'s, and a later test that checks them would see another's leftovers.
    for (const element of [document.documentElement, document.body]) {
      for (const { name } of [...element.attributes]) if (name !== 'lang') element.removeAttribute(name);
    }
  }
  if (typeof window !== 'undefined') {
    window.localStorage?.clear();
    window.sessionStorage?.clear();
  }
  // Last, so that the test that fails here still leaves a clean document behind it.
  expect(removed.length, 'styles de la page retirés de <head> par ce test').toBe(0);
});

// findBy*/waitFor end as soon as what they look for is on screen; this is only how long a failing or starved test
// waits before saying so, one ceiling for every wait of every file, generous enough for any machine
// (docs/testing.md#attentes).
configure({ asyncUtilTimeout: 30_000 });
// The same ceiling for Vitest's own `vi.waitFor`, whose default (1 s) a busy machine can pass while the test is right.
const waitFor = vi.waitFor;
vi.waitFor = ((callback, options = {}) =>
  waitFor(callback, {
    timeout: 30_000,
    ...(typeof options === 'number' ? { timeout: options } : options),
  })) as typeof vi.waitFor;
