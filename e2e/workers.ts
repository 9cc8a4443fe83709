/**
 * Test files run two at a time (half of a browser test is waiting: 54 % of the CPU idle with one file at a time),
 * each worker on a server of its own (globalSetup.ts): its own store, rate limits and copy of the build (the deploy
 * hook rewrites the pages it serves), so two files never see each other's data.
 */
export const E2E_WORKERS = 2;
