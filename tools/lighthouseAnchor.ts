/**
 * What `npm run lighthouse` measures our pages against: AstroWind's pages served from this machine in the same run
 * (`../shared/anchors/astrowind`, beside the repository), and the CPU multiplier that makes this host act like the
 * reference machine (`../shared/tools/cpuref.mjs`). Pure helpers, tested in lighthouseAnchor.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CPU_SLOWDOWN } from './lighthouseTasks.ts';

/** The measures compared with the anchor's (a subset of lighthouse.ts's RunMeasures). */
export interface Compared {
  performance: number;
  tbtMs: number;
}

/** Blocking time under this is noise on a 2-core machine: a page is held to max(anchor's TBT, this). */
export const TBT_FLOOR_MS = 25;

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Outside the repository, beside it (the machine's shared anchors and tools). */
export const ANCHOR_DIR = resolve(REPO, '../shared/anchors/astrowind');
export const CPUREF = resolve(REPO, '../shared/tools/cpuref.mjs');
/** The reference machine's cpuref reading, where 4× CPU stands for the phones the site is judged on. */
export const REFERENCE_CPUREF_S = 3.0;

/** AstroWind's page measured beside one of ours: its home for `/`, its text page `/about` for every other. */
export const anchorFor = (route: string): string => (route === '/' ? '/' : '/about');

/** Lighthouse's CPU multiplier that makes a host reading `cpurefS` act like the reference machine, never below 4. */
export function cpuMultiplier(cpurefS: number): number {
  if (!Number.isFinite(cpurefS) || cpurefS <= 0) throw new Error(`lecture de cpuref invalide : ${cpurefS}`);
  return Math.max(CPU_SLOWDOWN, Math.round(((CPU_SLOWDOWN * REFERENCE_CPUREF_S) / cpurefS) * 100) / 100);
}

/** Runs the fixed workload and returns its seconds; fails in words when the file is not beside the repository. */
export function readCpuref(path = CPUREF): number {
  if (!existsSync(path))
    throw new Error(
      `--cpu auto : ${path} est introuvable (la charge de référence, attendue à ../shared/tools/cpuref.mjs à côté du dépôt) ; donnez un multiplicateur (--cpu 6)`,
    );
  const out = execFileSync(process.execPath, [path], { encoding: 'utf8' });
  const seconds = Number.parseFloat(out.trim().split(/\s+/)[0] ?? '');
  if (!Number.isFinite(seconds)) throw new Error(`cpuref a répondu « ${out.trim()} »`);
  return seconds;
}

/** Where a page is slower than its AstroWind page from the same run (empty when it is at least as fast). */
export function slowerThanAnchor(ours: Compared, anchor: Compared): string[] {
  const out: string[] = [];
  const allowed = Math.max(anchor.tbtMs, TBT_FLOOR_MS);
  if (ours.tbtMs > allowed) out.push(`TBT ${Math.round(ours.tbtMs)} ms > ${Math.round(allowed)} ms`);
  if (ours.performance < anchor.performance)
    out.push(`performance ${ours.performance} < ${anchor.performance} (AstroWind)`);
  return out;
}

/** How many of our pages run between two passes of AstroWind's `/about`. */
export const ANCHOR_EVERY = 4;

/**
 * The order of one round: AstroWind's `/` just before our `/`, its `/about` before the first reading page and again
 * every `ANCHOR_EVERY` of ours, so the anchor meets the machine in the same states as our pages over the whole run;
 * every other round is reversed, so neither side always runs first.
 */
export function roundOrder(
  routes: readonly string[],
  round: number,
): { side: 'ours' | 'anchor'; path: string }[] {
  const order: { side: 'ours' | 'anchor'; path: string }[] = [];
  let sinceAbout = Infinity;
  for (const route of routes) {
    const anchor = anchorFor(route);
    if (anchor === '/') order.push({ side: 'anchor', path: '/' });
    else if (sinceAbout >= ANCHOR_EVERY) {
      order.push({ side: 'anchor', path: '/about' });
      sinceAbout = 0;
    }
    if (anchor !== '/') sinceAbout++;
    order.push({ side: 'ours', path: route });
  }
  return round % 2 ? order.reverse() : order;
}
