import { describe, expect, it } from 'vitest';
import { ENGINES, WIDTHS } from './driver';
import { openPage } from './open';
import { openReady } from './site';

/**
 * What every other test of the project relies on from each engine's adapter: the window at the asked width, and a
 * page's uncaught error and unhandled rejection reported (docs/testing.md#autres-moteurs).
 */
describe.each(ENGINES)('the page driver in %s', (engine) => {
  it('sizes the page to the phone’s width, then to the desktop’s', async () => {
    const page = await openPage(engine, WIDTHS.phone);
    await openReady(page, '/about');
    expect(await page.evaluate(() => innerWidth, null)).toBe(WIDTHS.phone.width);
    await page.setWindowSize(WIDTHS.desktop);
    expect(await page.evaluate(() => innerWidth, null)).toBe(WIDTHS.desktop.width);
  });

  it('reports the page’s uncaught errors and unhandled rejections', async () => {
    const page = await openPage(engine);
    await openReady(page, '/about');
    expect(await page.pageErrors()).toEqual([]);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('erreur exprès');
      });
      void Promise.reject(new Error('rejet exprès'));
    }, null);
    await expect.poll(async () => (await page.pageErrors()).join(' | ')).toMatch(/erreur exprès/);
    expect((await page.pageErrors()).join(' | ')).toMatch(/rejet exprès/);
  });
});
