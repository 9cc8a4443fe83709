import { afterEach, vi } from 'vitest';

// A test that switched to fake timers and failed before switching back must not hand them to the next test
// (the tests of a file share its modules, docs/testing.md#isolation).
afterEach(() => {
  vi.useRealTimers();
});
