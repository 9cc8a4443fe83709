import { ESLint } from 'eslint';
import stylelint from 'stylelint';
import { describe, expect, it, vi } from 'vitest';

/**
 * The lint rules that keep the browser code within package.json's `browserslist` (eslint.config.js,
 * stylelint.config.js; docs/islands.md#navigateurs-pris-en-charge), checked on sample sources. Where the range
 * matters, the BROWSERSLIST variable fixes it: the statement's « last 2 years » moves with the date.
 */
const eslint = new ESLint();

async function scriptRules(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

async function styleRules(code: string, codeFilename = 'site/src/pages/x/X.module.css'): Promise<string[]> {
  const { results } = await stylelint.lint({ code, codeFilename, configFile: 'stylelint.config.js' });
  return (results[0]?.warnings ?? []).map((warning) => warning.rule);
}

const BROWSER_FILES = ['site/src/islands/x.ts', 'backoffice/src/x.tsx', 'shared/http/x.ts'];
const BATTERY = 'void navigator.getBattery();\n';

describe('browser APIs (eslint-plugin-compat)', () => {
  it.each(BROWSER_FILES)('fails in %s an API that Safari and Firefox lack', async (file) => {
    expect(await scriptRules(file, BATTERY)).toEqual(['compat/compat']);
  });

  it.each(BROWSER_FILES)('allows it in %s behind a feature test', async (file) => {
    expect(await scriptRules(file, `if ('getBattery' in navigator) ${BATTERY}`)).toEqual([]);
  });

  it.each([
    'site/src/prerender.tsx',
    'site/src/islands/x.test.ts',
    'site/src/testing/x.ts',
    'backoffice/src/messages/testing.tsx',
    'mocks/handlers/x.ts',
    'tools/x.ts',
    'pipeline/x.ts',
  ])('leaves %s alone: it runs on Node', async (file) => {
    expect(await scriptRules(file, BATTERY)).toEqual([]);
  });

  it('reads the range from browserslist: requestIdleCallback fails for Safari 18.2, not for Chrome', async () => {
    const idle = 'requestIdleCallback(() => {});\n';
    vi.stubEnv('BROWSERSLIST', 'chrome 130, safari 18.2');
    expect(await scriptRules('site/src/islands/x.ts', idle)).toEqual(['compat/compat']);
    expect(
      await scriptRules('site/src/islands/x.ts', `if ('requestIdleCallback' in window) ${idle}`),
    ).toEqual([]);
    vi.stubEnv('BROWSERSLIST', 'chrome 130');
    expect(await scriptRules('site/src/islands/x.ts', idle)).toEqual([]);
  });
});

describe('CSS features (compat/no-unsupported-css)', () => {
  const REGIONS = 'flow-into: article;';

  it('fails a property no supported browser has, unless an @supports tests that property', async () => {
    expect(await styleRules(`.a { ${REGIONS} }`)).toEqual(['compat/no-unsupported-css']);
    expect(await styleRules(`@supports (${REGIONS}) { .a { ${REGIONS} } }`)).toEqual([]);
    expect(await styleRules(`@supports (display: grid) { .a { ${REGIONS} } }`)).toEqual([
      'compat/no-unsupported-css',
    ]);
    expect(await styleRules(`@supports not (${REGIONS}) { .a { ${REGIONS} } }`)).toEqual([
      'compat/no-unsupported-css',
    ]);
  });

  it('fails a selector some browser lacks, unless @supports selector() tests it', async () => {
    vi.stubEnv('BROWSERSLIST', 'firefox 115');
    const has = '.a:has(.b) { color: green; }';
    expect(await styleRules(has)).toEqual(['compat/no-unsupported-css']);
    expect(await styleRules(`@supports selector(:has(a)) { ${has} }`)).toEqual([]);
    vi.stubEnv('BROWSERSLIST', 'firefox 121');
    expect(await styleRules(has)).toEqual([]);
  });

  it('knows CSS anchor positioning, which doiuse’s table lacks; partial support counts', async () => {
    vi.stubEnv('BROWSERSLIST', 'firefox 140');
    expect(await styleRules('.a { anchor-name: --bar; }')).toEqual(['compat/no-unsupported-css']);
    expect(await styleRules('.a { top: anchor(bottom, 71px); }')).toEqual(['compat/no-unsupported-css']);
    expect(await styleRules('@supports (top: anchor(bottom)) { .a { top: anchor(bottom, 71px); } }')).toEqual(
      [],
    );
    vi.stubEnv('BROWSERSLIST', 'chrome 140');
    expect(await styleRules('.a { anchor-name: --bar; }')).toEqual([]);
  });

  it('ignores by name what degrades by itself, and anchors only in the stylesheet whose fallback was read', async () => {
    vi.stubEnv('BROWSERSLIST', 'ios_saf 18.2');
    expect(await styleRules('textarea { resize: vertical; cursor: text; }')).toEqual([]);
    const anchored = '.a { anchor-name: --bar; }';
    expect(await styleRules(anchored, 'site/src/styles/global.css')).toEqual([]);
    expect(await styleRules(anchored)).toEqual(['compat/no-unsupported-css']);
  });
});
