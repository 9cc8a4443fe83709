/**
 * Each page carries only the rules of the CSS modules it can show (docs/islands.md#une-feuille-par-page): in the
 * states its islands draw after the load (the chat's panel and conversation, the cookie settings' dialog), every
 * class of a CSS module that an element carries still has its rules in the page.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CHAT_TITLE } from '../site/src/chat/chatMessages';
import { newContext, workerBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/**
 * The CSS module classes (Vite names them `_<name>_<hash>_<line>`) that elements of the page carry, and those of
 * them no rule of the page's stylesheets names.
 */
const moduleClasses = (page: Page) =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const read = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) read(sheet.cssRules);
    const named = new Set(selectors.flatMap((text) => [...text.matchAll(/\.([\w-]+)/g)].map((m) => m[1])));
    const carried = new Set(
      [...document.querySelectorAll('[class]')].flatMap((element) =>
        [...element.classList].filter((name) => /^_[\w-]+_[a-z0-9]{5}_\d+$/.test(name)),
      ),
    );
    return { carried: [...carried], unstyled: [...carried].filter((name) => !named.has(name)) };
  });

describe('the page’s own stylesheet', () => {
  it('styles what the chat and the cookie settings draw once awake, on a reading page', async () => {
    const { context, page, pageErrors } = await newContext(browser);
    onTestFinished(() => context.close());
    await page.goto('/about');
    const before = await moduleClasses(page);
    await page.getByRole('button', { name: 'Discuter avec un conseiller' }).click();
    await page.getByRole('region', { name: CHAT_TITLE }).waitFor();
    const input = page.getByRole('textbox', { name: 'Votre message' });
    await input.fill('Bonjour, un devis pour une isolation ?');
    await input.press('Enter');
    await page.getByText('Un de nos experts vous répondra très rapidement.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Gérer les cookies' }).click();
    await page.getByRole('dialog', { name: 'Paramètres des Cookies' }).waitFor();
    const after = await moduleClasses(page);
    // The islands drew classes the prerendered HTML did not hold, and none of them lost its rules.
    expect(after.carried.filter((name) => !before.carried.includes(name)).length).toBeGreaterThan(0);
    expect(after.unstyled).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
