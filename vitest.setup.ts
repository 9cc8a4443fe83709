import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Files share their worker's
// document (isolate: false), so whatever a test put in the page by hand goes too: the next file starts on an empty body.
afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') document.body.replaceChildren();
  // The public forms keep their drafts there (docs/product.md#brouillons): a test's typing never reaches the next.
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});

// findBy*/waitFor wait for what they look for, not a fixed time: on a loaded 2-core CI machine running test files
// in parallel, a react-admin screen (MUI, lazy chunks) can take over the default 1 s to render.
configure({ asyncUtilTimeout: 5_000 });
