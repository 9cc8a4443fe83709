import { axeOn } from './axe';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeCookieChoice } from '../testing/browser/cookieChoice';
import { workerBrowser, newContext, VIEWPORTS } from './browser';
import { screenshots } from './shots';

/**
 * The legal pages' tables (docs/islands.md#html-valide): on a phone one readable card per row, still a table for
 * assistive technologies. Their HTML's validity is checked by `npm run validate:html` on the built pages, which the
 * preview server serves as they are.
 */
const capture = screenshots('legal-tables');
const WITH_TABLES = ['/privacy', '/work-terms'];

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** A visitor who already chose cookies: the banner does not cover the tables. */
async function open(viewport: { width: number; height: number }) {
  const opened = await newContext(browser, viewport);
  await storeCookieChoice(opened.context);
  return opened;
}

describe('the legal pages’ tables', () => {
  it.for(WITH_TABLES)('at 390 px on %s: one readable card per row, still a table', async (route) => {
    const { context, page, pageErrors } = await open(VIEWPORTS.phone);
    await page.goto(route);
    const count = await page.locator('table').count();
    expect(count).toBeGreaterThan(0);
    // Each table keeps its name, its rows and its cells for assistive technologies, laid out as blocks.
    for (let index = 0; index < count; index += 1) {
      const table = page.locator('table').nth(index);
      const caption = (await table.locator('caption').textContent())!.trim();
      const named = page.getByRole('table', { name: caption, exact: true });
      await expect(named.count()).resolves.toBe(1);
      await expect(named.getByRole('row').count()).resolves.toBe(await table.locator('tr').count());
      await expect(named.getByRole('columnheader').count()).resolves.toBe(
        await table.locator('thead th').count(),
      );
      await expect(named.getByRole('cell').count()).resolves.toBe(await table.locator('td').count());
    }
    // axe-core on the tables as a phone lays them out: still headed rows and cells.
    const axe = await axeOn(page).include('table').analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    const layout = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      const problems: string[] = [];
      let cells = 0;
      for (const table of document.querySelectorAll('table')) {
        const name = table.caption?.textContent ?? '';
        const head = table.tHead!.getBoundingClientRect();
        if (head.height > 1 || head.width > 1) problems.push(`« ${name} » : en-tête visible`);
        for (const row of table.tBodies[0]!.rows) {
          const box = row.getBoundingClientRect();
          if (getComputedStyle(row).display !== 'block') problems.push(`« ${name} » : ligne non empilée`);
          if (box.left < 0 || box.right > viewport) problems.push(`« ${name} » : carte hors de l’écran`);
          for (const cell of row.cells) {
            if (cell.tagName !== 'TD') continue;
            cells += 1;
            const label = getComputedStyle(cell, '::before').content;
            // The column's name is drawn beside the value, both inside the card and wholly shown.
            if (!label.includes(cell.dataset.label ?? '\u0000'))
              problems.push(`« ${name} » : libellé absent (${label})`);
            if (getComputedStyle(cell).display !== 'grid')
              problems.push(`« ${name} » : cellule sans libellé`);
            const cellBox = cell.getBoundingClientRect();
            if (cellBox.left < box.left || cellBox.right > box.right || cell.scrollWidth > cell.clientWidth)
              problems.push(`« ${name} » : « ${cell.textContent} » coupé`);
          }
        }
      }
      return { problems, cells };
    });
    expect(layout.problems).toEqual([]);
    expect(layout.cells).toBeGreaterThan(0);
    await capture(page.locator('table').first(), `${route.slice(1)}-390-table.png`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
