/**
 * The main thread while a reading page loads (docs/islands.md#tâches), from a Chromium trace, without a clock: a
 * machine twice as slow doubles every duration, so nothing here is held to milliseconds. The page's first style and
 * layout (the task that ends the parsing, the longest of the load) is held
 * - in **counts**, the same on any machine: elements styled and layout objects of that task;
 * - as a **ratio** of thread time to the same work on a fixed reference page (REFERENCE_HTML, a plain text page
 *   of about the same size) loaded in the same browser, alternately with the page, median of three each.
 * Plus the two causes a trace found: the loader evaluated in the task of the first layout, and the cookie banner
 * restyling the whole page when it shows.
 */
import type { Browser, BrowserContext } from 'playwright-core';
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

/**
 * What each reading page's first style and layout reaches (docs/islands.md#premier-écran): the header and the first
 * section, 46 to 51 elements and 46 to 54 objects on /about, /services and /careers; 114 and 162 on /about when
 * Chromium lays out the next section, once it knows it is near the screen, in the same task. Thread time 0.8 to 1.1
 * times the reference page's. The bounds hold that larger case with 15 % of room: the whole page laid out at once
 * (183 elements and 270 objects on /about, 195 and 267 on /services, 348 and 572 on /careers) fails, and 40 % of
 * room in ratio, so a busier or slower machine does not.
 */
const LIMITS: Record<string, { elements: number; objects: number; ratio: number }> = {
  '/about': { elements: 130, objects: 190, ratio: 1.6 },
  '/services': { elements: 130, objects: 190, ratio: 1.6 },
  '/careers': { elements: 130, objects: 190, ratio: 1.6 },
};

/**
 * The reference: a reading page of fixed text and a small stylesheet (sections, headings, paragraphs, lists, a grid
 * of cards), never changed, so its first layout measures the machine and the browser, not the site.
 */
const REFERENCE_HTML = (() => {
  const paragraph =
    'Une maison mieux isolée consomme moins, se chauffe plus vite et garde sa fraîcheur en été ; chaque pièce y gagne en confort.';
  const section = (n: number) =>
    `<section><h2>Partie ${n}</h2><p>${paragraph}</p><p>${paragraph} ${paragraph}</p><ul>${[1, 2, 3, 4]
      .map((i) => `<li><strong>Point ${i}</strong> ${paragraph}</li>`)
      .join('')}</ul><div class="cards">${[1, 2, 3]
      .map((i) => `<article><h3>Carte ${i}</h3><p>${paragraph}</p><a href="#">Lire</a></article>`)
      .join('')}</div></section>`;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Référence</title><style>
body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;color:#1f2a24}
header,footer{padding:16px;background:#123f27;color:#fff}
main{max-width:1200px;margin:auto;padding:0 16px}
section{padding:32px 0;border-bottom:1px solid #d9e1dc}
h2{font-size:1.6rem}
.cards{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
article{padding:16px;border:1px solid #d9e1dc;border-radius:10px;box-shadow:0 1px 2px #0002}
</style></head><body><header><strong>Référence</strong></header><main><h1>Page de référence</h1>${Array.from(
    { length: 8 },
    (_, i) => section(i + 1),
  ).join('')}</main><footer>Fin</footer></body></html>`;
})();
const REFERENCE_PATH = '/__reference-page';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});

interface Task {
  /** Milliseconds since the parsing started. */
  at: number;
  threadMs: number;
  events: TraceEvent[];
}

/** Loads `route` in a fresh phone context and returns its main-thread tasks; `then` runs before the trace ends. */
async function loadTrace(route: string, then?: (context: BrowserContext) => Promise<void>): Promise<Task[]> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), locale: 'fr-FR' });
  await context.route(`**${REFERENCE_PATH}`, (request) =>
    request.fulfill({ contentType: 'text/html; charset=utf-8', body: REFERENCE_HTML }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReportEvents',
  });
  await page.goto(route, { waitUntil: 'load' });
  if (then) await then(context);
  // Two frames more: the last style and layout asked for are in the trace.
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
      at: (task.ts - start.ts) / 1000,
      threadMs: (task.tdur ?? 0) / 1000,
      events: main.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
      ),
    }));
}

/**
 * The task of the page's first layout: the first to lay out more than a handful of boxes (the header and the first
 * section; the parts further down wait, docs/islands.md#premier-écran).
 */
const firstLayoutTask = (tasks: readonly Task[]): Task | undefined =>
  tasks.find((task) =>
    task.events.some((e) => e.name === 'Layout' && (e.args?.beginData?.dirtyObjects ?? 0) >= 20),
  );

/** The first style and layout of a load: elements styled, layout objects, thread time of both. */
function firstStyleAndLayout(tasks: readonly Task[]) {
  const task = firstLayoutTask(tasks);
  if (!task) throw new Error('Aucune première mise en page dans la trace');
  const of = (name: string) => task.events.filter((e) => e.name === name);
  const threadMs = (list: TraceEvent[]) => list.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;
  return {
    elements: of('UpdateLayoutTree').reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    objects: of('Layout').reduce((sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0), 0),
    threadMs: threadMs(of('UpdateLayoutTree')) + threadMs(of('Layout')),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('the main thread while a reading page loads', () => {
  it.each(Object.keys(LIMITS))(
    '%s: its first style and layout stay within their counts and their ratio to the reference page',
    async (route) => {
      const limit = LIMITS[route]!;
      const page: ReturnType<typeof firstStyleAndLayout>[] = [];
      const reference: number[] = [];
      // Alternately, so both meet the machine in the same states.
      for (let i = 0; i < 3; i++) {
        reference.push(firstStyleAndLayout(await loadTrace(REFERENCE_PATH)).threadMs);
        page.push(firstStyleAndLayout(await loadTrace(route)));
      }
      const ratio = median(page.map((p) => p.threadMs)) / median(reference);
      const measured = {
        elements: median(page.map((p) => p.elements)),
        objects: median(page.map((p) => p.objects)),
        ratio: Math.round(ratio * 100) / 100,
      };
      expect(measured.elements, JSON.stringify(measured)).toBeLessThanOrEqual(limit.elements);
      expect(measured.objects, JSON.stringify(measured)).toBeLessThanOrEqual(limit.objects);
      expect(measured.ratio, JSON.stringify(measured)).toBeLessThanOrEqual(limit.ratio);
    },
  );

  it.each(['/about', '/services'])(
    '%s: the loader apart from the first layout, the banner restyling little',
    async (route) => {
      const tasks = await loadTrace(route, async (context) => {
        await context.pages()[0]!.locator('#cookie-banner').waitFor();
      });
      // The page's first full layout and the loader's evaluation are not in one task.
      const firstLayout = firstLayoutTask(tasks);
      expect(firstLayout).toBeDefined();
      expect(firstLayout!.events.map((e) => e.name)).not.toContain('v8.evaluateModule');
      expect(tasks.some((task) => task.events.some((e) => e.name === 'v8.evaluateModule'))).toBe(true);
      // Showing the banner restyles it and the chat, not every element of the page (a custom property on <html>
      // did: 140 to 160 elements).
      const bannerTask = tasks.findIndex(
        (task) => task.at >= COOKIE_BANNER_DELAY_MS && task.events.some((e) => e.name === 'TimerFire'),
      );
      expect(bannerTask).toBeGreaterThan(-1);
      // Its frame: up to the first paint after the timer (the page's own restyle once idle comes in a frame of its
      // own, docs/islands.md#premier-écran).
      const painted = tasks.findIndex(
        (task, i) => i >= bannerTask && task.events.some((e) => e.name === 'Paint'),
      );
      expect(painted).toBeGreaterThan(-1);
      const restyled = tasks
        .slice(bannerTask, painted + 1)
        .flatMap((task) => task.events)
        .filter((e) => e.name === 'UpdateLayoutTree')
        .map((e) => e.args?.elementCount ?? 0);
      expect(Math.max(0, ...restyled)).toBeLessThan(60);
    },
  );

  it.each(['/', '/careers'])('%s: once the page is idle, every part of it is laid out', async (route) => {
    const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(route);
    await page.locator('html[data-loader="ready"]').waitFor({ state: 'attached' });
    const skipped = await page.evaluate(() =>
      [...document.querySelectorAll('main > *, .site-footer')]
        .filter((part) => getComputedStyle(part).contentVisibility !== 'visible')
        .map((part) => part.outerHTML.slice(0, 80)),
    );
    await context.close();
    expect(skipped).toEqual([]);
  });
});
