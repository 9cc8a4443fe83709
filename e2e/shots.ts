import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, PageScreenshotOptions } from 'playwright-core';

/**
 * Screenshots for a person to look at (docs/testing.md#captures-décran): taken only when asked,
 * `E2E_SHOTS=/tmp/e2e-screenshots npm run test:e2e`, each file in a folder of its own. They assert nothing, so a
 * plain run spends no time on them.
 */
export function screenshots(folder: string) {
  const root = process.env.E2E_SHOTS;
  const dir = root ? join(root, folder) : '';
  if (dir) mkdirSync(dir, { recursive: true });
  return async (
    target: Page | Locator,
    file: string,
    options: Omit<PageScreenshotOptions, 'path'> = {},
  ): Promise<void> => {
    if (!dir) return;
    // A locator takes the same options but fullPage (ignored there).
    await (target as Page).screenshot({ ...options, path: join(dir, file) });
  };
}
