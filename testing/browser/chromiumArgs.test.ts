import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, UNUSED_BROWSER_UI } from './chromium';

/** The features playwright-core's launcher turns off (its `disabledFeatures` list), read from its bundle. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    join(dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \(?[^[]*\[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1] ?? '';
  return [...list.replace(/\/\/[^\n]*/g, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]!);
}

describe('the e2e Chromium flags', () => {
  it('repeat every feature Playwright turns off, since Chromium reads only the last --disable-features', () => {
    const ours = PLAYWRIGHT_DISABLED_FEATURES;
    expect(playwrightDisabledFeatures().length).toBeGreaterThan(5);
    expect(ours).toEqual(expect.arrayContaining(playwrightDisabledFeatures()));
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.slice('--disable-features='.length).split(',')).toEqual(
      expect.arrayContaining([...ours, 'SpareRendererForSitePerProcess', ...UNUSED_BROWSER_UI]),
    );
  });
});
