import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINES, WIDTHS } from './driver';
import { openPage } from './open';
import { chooseCookiesBefore, openReady, shot } from './site';

/**
 * Every public page in Firefox ESR and WebKitGTK, on a phone and a large screen: a title, the loader ready, nothing
 * wider than the window, no error (docs/testing.md#autres-moteurs).
 */
const PUBLIC_ROUTES = [
  ...readFileSync(new URL('../../site/src/routes.tsx', import.meta.url), 'utf8').matchAll(
    /^\s+path: '(\/[^']*)',$/gm,
  ),
].map((m) => m[1] as string);

describe.each(ENGINES)('public pages in %s', (engine) => {
  it.for(Object.entries(WIDTHS))(
    'at the %s’s width: a title, the loader ready, nothing wider',
    async ([width, size]) => {
      expect(PUBLIC_ROUTES.length).toBeGreaterThan(10);
      const page = await openPage(engine, size);
      await chooseCookiesBefore(page);
      const problems: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await openReady(page, route);
        const seen = await page.evaluate(
          () => ({
            title: document.querySelector('h1')?.textContent?.trim() ?? '',
            window: innerWidth,
            // The window less its scroll bar (Firefox draws one beside the page).
            room: document.documentElement.clientWidth,
            document: document.documentElement.scrollWidth,
          }),
          null,
        );
        await shot(page, `${width}${route.replaceAll('/', '-')}`);
        if (!seen.title) problems.push(`${route}: pas de h1`);
        if (seen.window !== size.width) problems.push(`${route}: fenêtre de ${seen.window} px`);
        if (seen.document > seen.room) problems.push(`${route}: document de ${seen.document} px`);
      }
      expect(problems).toEqual([]);
      expect(await page.pageErrors()).toEqual([]);
    },
  );
});
