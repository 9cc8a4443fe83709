/**
 * Test files run three at a time (most of a browser test is waiting: on two cores, two files at a time used
 * about 0.7 of one core, docs/testing.md#bout-en-bout). Each file, not each worker, has a server of its own
 * (e2e/fileServer.ts): its own store, rate limits and copy of the build (the deploy hook rewrites the pages it
 * serves), started fresh for it, so no file sees another's data and none cleans up for the next. `E2E_WORKERS=<n>`
 * picks another count (to measure).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 3;
