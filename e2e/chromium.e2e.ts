import { beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { workerBrowser, newContext } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

// The flags of testing/browser/chromium.ts keep Chromium's own interface pages out of the tests' browser: a new Chromium that
// renames the feature would bring back a renderer process per context, silently, at a cost of about a second each.
it('a new context and its page start no page of the browser’s own interface (address bar suggestions)', async () => {
  const { context, page } = await newContext(browser);
  await page.goto('/robots.txt');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual(
    [],
  );
  expect(targetInfos.some((target) => target.type === 'page' && target.url.endsWith('/robots.txt'))).toBe(
    true,
  );
  await cdp.detach();
  await context.close();
});
