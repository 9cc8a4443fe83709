import browserslist from 'browserslist';
import { fileURLToPath } from 'node:url';

/**
 * The engines the build's transforms know (Oxc for scripts, Lightning CSS through Vite for styles), by browserslist
 * name. Chromium browsers without a target of their own are built for the Chromium they run (docs/islands.md#navigateurs-pris-en-charge).
 */
const ENGINES: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/**
 * The Chromium each Samsung Internet release runs (`engine_version` in @mdn/browser-compat-data). A release newer
 * than the last one listed takes that one's Chromium: a lower target only keeps more syntax lowered.
 */
const SAMSUNG_CHROMIUM: ReadonlyArray<readonly [samsung: number, chromium: number]> = [
  [20, 106],
  [21, 110],
  [22, 111],
  [23, 115],
  [24, 117],
  [25, 121],
  [26, 122],
  [27, 125],
  [28, 130],
];

/** `18.5-18.7` → [18, 5]: the first release of a range, as numbers. */
const versionOf = (version: string): number[] => (version.split('-')[0] ?? '').split('.').map(Number);

function isOlder(a: number[], b: number[]): boolean {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

function samsungChromium(version: number[]): number[] {
  const major = version[0] ?? 0;
  const known = SAMSUNG_CHROMIUM.findLast(([samsung]) => samsung <= major);
  if (!known)
    throw new Error(`Samsung Internet ${major}\u202f: sa version de Chromium manque à browserTargets.ts.`);
  return [known[1]];
}

/** The engine and version a browserslist entry (`ios_saf 18.5-18.7`) is built for. */
function engineOf(entry: string): [engine: string, version: number[]] {
  const [name = '', version = ''] = entry.split(' ');
  if (name === 'samsung') return ['chrome', samsungChromium(versionOf(version))];
  const engine = ENGINES[name];
  if (!engine || !/^\d/.test(version)) {
    throw new Error(`${entry}\u202f: navigateur sans cible de build (pipeline/vite/browserTargets.ts).`);
  }
  return [engine, versionOf(version)];
}

/**
 * The build targets (`chrome130`, `ios18.2`…) of a list of browsers: the oldest version of each engine, so the
 * transforms lower whatever syntax one of them lacks and leave the rest as written.
 */
export function buildTargets(browsers: readonly string[]): string[] {
  const oldest = new Map<string, number[]>();
  for (const entry of browsers) {
    const [engine, version] = engineOf(entry);
    const known = oldest.get(engine);
    if (!known || isOlder(version, known)) oldest.set(engine, version);
  }
  return [...oldest].map(([engine, version]) => `${engine}${version.join('.')}`).sort();
}

/** What package.json's `browserslist` resolves to today, as build targets: both apps' scripts and styles. */
export const BROWSER_TARGETS = buildTargets(
  browserslist(undefined, { path: fileURLToPath(new URL('../..', import.meta.url)) }),
);
