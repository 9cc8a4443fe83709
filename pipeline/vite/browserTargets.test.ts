import browserslist from 'browserslist';
import { describe, expect, it } from 'vitest';
import { BROWSER_TARGETS, buildTargets } from './browserTargets';

describe('build targets from the browserslist statement', () => {
  it('keeps the oldest version of each engine, phones built as their desktop engine', () => {
    expect(
      buildTargets([
        'chrome 140',
        'chrome 132',
        'and_chr 131',
        'android 157',
        'edge 132',
        'firefox 134',
        'and_ff 160',
        'safari 26.0',
        'safari 18.2',
        'ios_saf 18.5-18.7',
        'ios_saf 18.10',
        'opera 116',
      ]),
    ).toEqual(['chrome131', 'edge132', 'firefox134', 'ios18.5', 'opera116', 'safari18.2']);
  });

  it('builds Samsung Internet for the Chromium it runs, an unlisted newer release for the newest listed', () => {
    expect(buildTargets(['chrome 140', 'samsung 27'])).toEqual(['chrome125']);
    expect(buildTargets(['chrome 140', 'samsung 31'])).toEqual(['chrome130']);
    expect(() => buildTargets(['samsung 19.0'])).toThrow(/Samsung Internet 19/);
  });

  it('refuses a browser the transforms have no target for, rather than building for no one', () => {
    expect(() => buildTargets(['chrome 140', 'op_mini all'])).toThrow(/op_mini all/);
    expect(() => buildTargets(['kaios 3.0-3.1'])).toThrow(/kaios/);
  });

  it('targets every engine package.json names, whatever the date resolves it to', () => {
    const engines = BROWSER_TARGETS.map((target) => /^[a-z]+/.exec(target)?.[0]);
    expect(engines).toEqual(['chrome', 'edge', 'firefox', 'ios', 'opera', 'safari']);
    expect(BROWSER_TARGETS).toEqual(buildTargets(browserslist()));
  });
});
