/**
 * Two test files at a time, one per core (docs/testing.md#autres-moteurs): each worker has its own Firefox and
 * WebKitWebDriver, each file its own preview server (e2e/fileServer.ts), and it runs a file's tests in both engines
 * one after the other.
 */
export const ENGINE_WORKERS = 2;

/** This worker's share of what globalSetup started one per worker (its WebKitWebDriver). */
export const ofThisWorker = <T>(started: readonly T[]): T =>
  started[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % started.length]!;
