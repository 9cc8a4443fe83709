/**
 * The main thread while a reading page loads (docs/islands.md#tâches), from a Chromium trace: Lighthouse counts as
 * blocking any task past 50 ms on a phone (CPU slowed 4 times), so no task of the load may grow long. Measured in
 * thread time (CPU time of the task, which other processes hardly move on a busy machine), with a generous bound,
 * plus the two causes found by a trace: the loader evaluated in the task that ends the parsing (with the page's
 * first style and layout), and the cookie banner restyling the whole page when it shows.
 */
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_BANNER_DELAY_MS } from '../site/src/consent/consentChoice';
import type { TraceEvent } from '../tools/lighthouseTasks';
import { baseUrl, workerBrowser } from './browser';

/** Lighthouse's mobile screen, where its TBT is measured. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
/** Four times this is 200 ms on a phone: far above what a load does here (12 to 17 ms), below a regression's. */
const MAX_TASK_THREAD_MS = 50;

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

/** Loads `route` for a first visit (the banner shows after 1 s) and returns the page's main-thread tasks. */
async function loadTrace(route: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), locale: 'fr-FR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReportEvents',
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.locator('#cookie-banner').waitFor();
  // Two frames after the banner shows: its style and layout are in the trace.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  // The page's main thread: where its HTML is parsed.
  const start = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.endsWith(route));
  if (!start) throw new Error(`Aucune analyse du HTML de ${route} dans la trace`);
  const main = events
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts);
  return main
    .filter((e) => e.name === 'RunTask')
    .map((task) => ({
      /** Milliseconds since the parsing started. */
      at: (task.ts - start.ts) / 1000,
      threadMs: (task.tdur ?? 0) / 1000,
      events: main.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
      ),
    }));
}

describe('the main thread while a reading page loads', () => {
  it.each(['/about', '/services'])(
    '%s: no long task, the loader apart from the first layout, the banner restyling little',
    async (route) => {
      const tasks = await loadTrace(route);
      const longest = Math.max(...tasks.map((task) => task.threadMs));
      expect(longest).toBeLessThan(MAX_TASK_THREAD_MS);
      // The page's first full layout (most of its boxes) and the loader's evaluation are not in one task.
      const firstLayout = tasks.find((task) =>
        task.events.some((e) => e.name === 'Layout' && (e.args?.beginData?.dirtyObjects ?? 0) >= 100),
      );
      expect(firstLayout).toBeDefined();
      expect(firstLayout!.events.map((e) => e.name)).not.toContain('v8.evaluateModule');
      expect(tasks.some((task) => task.events.some((e) => e.name === 'v8.evaluateModule'))).toBe(true);
      // Showing the banner restyles it and the chat, not every element of the page (a custom property on <html>
      // did: 140 to 160 elements).
      const bannerTask = tasks.findIndex(
        (task) => task.at >= COOKIE_BANNER_DELAY_MS && task.events.some((e) => e.name === 'TimerFire'),
      );
      expect(bannerTask).toBeGreaterThan(-1);
      const restyled = tasks
        .slice(bannerTask)
        .flatMap((task) => task.events)
        .filter((e) => e.name === 'UpdateLayoutTree')
        .map((e) => e.args?.elementCount ?? 0);
      expect(Math.max(0, ...restyled)).toBeLessThan(60);
    },
  );
});
