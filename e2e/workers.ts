/**
 * Test files run three at a time (most of a browser test is waiting: on two cores, two files at a time used
 * about 0.7 of one core, docs/testing.md#bout-en-bout), each worker on a server of its own (globalSetup.ts):
 * its own store, rate limits and copy of the build (the deploy hook rewrites the pages it serves), so two files
 * never see each other's data. `E2E_WORKERS=<n>` picks another count (to measure).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 3;
