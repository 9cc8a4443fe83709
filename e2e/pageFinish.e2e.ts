/**
 * How the public pages look finished (docs/islands.md#finitions): /contact balanced at 1280 px, the sticky header
 * opaque, every button and menu link a 44 px target on a phone, the cookie banner's included.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeCookieChoice } from '../testing/browser/cookieChoice';
import { newContext, VIEWPORTS, workerBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} n’est pas affiché`);
  return found;
};

/** Every shown button and every link of a list (not a link inside a sentence) that is smaller than 44 × 44 px. */
const smallTargets = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const small: string[] = [];
    for (const root of document.querySelectorAll(selector))
      for (const element of root.querySelectorAll<HTMLElement>('button, li > a, a.button')) {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden')
          continue;
        if (rect.height < 44 || rect.width < 44)
          small.push(
            `${element.textContent?.trim() || element.getAttribute('aria-label')} : ${Math.round(rect.width)} × ${Math.round(rect.height)}`,
          );
      }
    return small;
  }, scope);

describe('the finish of the public pages', () => {
  it('/contact at 1280 px: the details and what happens next stay beside the forms, top to bottom', async () => {
    const { context, page, pageErrors } = await newContext(browser, VIEWPORTS.desktop);
    await storeCookieChoice(context);
    await page.goto('/contact');
    const forms = await box(page, '.contact-forms');
    const aside = await box(page, '.contact-aside');
    expect(aside.x).toBeGreaterThanOrEqual(forms.x + forms.width);
    expect(Math.abs(aside.y - forms.y)).toBeLessThan(2);
    await page.getByRole('heading', { name: 'Après votre demande' }).waitFor();
    // Scrolled down to the review form's button, the aside has followed: it still fills the side of the screen
    // (at least 300 px of it in view), and its bottom meets the forms' bottom.
    await page.getByRole('button', { name: 'Publier mon avis' }).scrollIntoViewIfNeeded();
    const scrolled = await box(page, '.contact-aside');
    const formsNow = await box(page, '.contact-forms');
    const inView = Math.min(scrolled.y + scrolled.height, VIEWPORTS.desktop.height) - Math.max(scrolled.y, 0);
    expect(inView).toBeGreaterThanOrEqual(300);
    expect(scrolled.y + scrolled.height).toBeLessThanOrEqual(formsNow.y + formsNow.height + 1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('never leaves a review card alone on its row: four cards make two rows of two', async () => {
    const { context, page } = await newContext(browser, VIEWPORTS.desktop);
    await storeCookieChoice(context);
    await page.goto('/contact');
    const rows = await page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('[aria-labelledby="published-reviews-title"] ul')!;
      // The list as the prerender writes it for four approved reviews (the seed has three).
      while (list.children.length < 4) list.append(list.children[0]!.cloneNode(true));
      list.dataset.count = String(list.children.length);
      const tops = new Map<number, number>();
      for (const item of list.children) {
        const top = Math.round(item.getBoundingClientRect().top);
        tops.set(top, (tops.get(top) ?? 0) + 1);
      }
      return [...tops.values()];
    });
    expect(rows).toEqual([2, 2]);
    await context.close();
  });

  it('keeps the sticky header opaque, with nothing to blur', async () => {
    const { context, page } = await newContext(browser, VIEWPORTS.phone);
    await storeCookieChoice(context);
    await page.goto('/about');
    await page.mouse.wheel(0, 1200);
    const style = await page.locator('.site-header').evaluate((header) => {
      const computed = getComputedStyle(header);
      return {
        background: computed.backgroundColor,
        blur: computed.backdropFilter,
        top: header.getBoundingClientRect().top,
      };
    });
    expect(style).toEqual({ background: 'rgb(255, 255, 255)', blur: 'none', top: 0 });
    await context.close();
  });

  it('on a phone, every button and menu link is a 44 px target, the cookie banner’s and the footer’s included', async () => {
    const { context, page } = await newContext(browser, VIEWPORTS.phone);
    for (const route of ['/', '/contact', '/plan-du-site']) {
      await page.goto(route);
      // A first visit: the banner shows after a second.
      await page.locator('#cookie-banner').waitFor();
      expect(await smallTargets(page, '#cookie-banner, .site-header, .site-footer, main')).toEqual([]);
    }
    const customize = await box(page, '#cookie-banner >> text=Personnaliser');
    expect(customize.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});
