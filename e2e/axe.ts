import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core for `page`. By default @axe-core/playwright runs each frame apart and merges their results in a blank
 * page it opens for the purpose: a new tab, with axe's half a megabyte of script evaluated again, on every run. A page
 * without frames (every public page, most back-office screens) has nothing to merge, so it runs in one pass inside the
 * page itself (its "legacy" mode: `axe.run`). A page with frames (the e-mail previews) keeps the frame-by-frame run,
 * which reaches their sandboxed documents (docs/testing.md#bout-en-bout).
 */
export function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}
