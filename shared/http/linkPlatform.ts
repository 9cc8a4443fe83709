import { createPlatformClient } from './client';

/**
 * The platform client without the stored session, for what a page does at load through a signed link (the
 * subscription pages' link check): it needs no token, and a page's first read of the browser's storage waits on the
 * browser, a long task on a slow phone (docs/islands.md#tâches). What the visitor does next goes through `platform`.
 */
export const linkPlatform = createPlatformClient();
