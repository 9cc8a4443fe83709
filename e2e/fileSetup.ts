import { afterAll, expect } from 'vitest';
import { launchedWorkerBrowser } from './browser';

/**
 * Files share their worker's browser (e2e/browser.ts `workerBrowser`), never a context: a file that ends with one
 * of its contexts still open fails, and the context is closed so that the next file starts clean.
 */
afterAll(async () => {
  const browser = await launchedWorkerBrowser();
  if (!browser) return;
  const left = browser.contexts();
  await Promise.all(left.map((context) => context.close()));
  expect(left.length, 'contexte(s) laissé(s) ouvert(s) par ce fichier').toBe(0);
});
