import { afterAll, beforeAll, expect } from 'vitest';
import { launchedWorkerBrowser } from './browser';
import { startFileServer } from './fileServer';

// Each file on a server of its own, started before its tests and stopped after them (its own hooks run within).
let stopServer: (() => Promise<void>) | undefined;
beforeAll(async () => {
  stopServer = await startFileServer();
});

/**
 * Files share their worker's browser (e2e/browser.ts `workerBrowser`), never a context: a file that ends with one
 * of its contexts still open fails, and the context is closed so that the next file starts clean.
 */
afterAll(async () => {
  await stopServer?.();
  const browser = await launchedWorkerBrowser();
  if (!browser) return;
  const left = browser.contexts();
  await Promise.all(left.map((context) => context.close()));
  expect(left.length, 'contexte(s) laissé(s) ouvert(s) par ce fichier').toBe(0);
});
