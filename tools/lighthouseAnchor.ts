/**
 * What `npm run lighthouse` measures our pages against: AstroWind's pages served from this machine in the same run,
 * and the CPU multiplier that makes this host act like the reference machine (a fixed workload, cpuref). Both are
 * inputs from outside the repository (by default beside it, in `../shared/`): without them the tool says what it
 * skips and how to give them (docs/testing.md#un-dépôt-autonome). Pure helpers, tested in lighthouseAnchor.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
/** Outside the repository, beside it by default (`--anchor`, `CPUREF` point elsewhere). */
export const ANCHOR_DIR = resolve(REPO, '../shared/anchors/astrowind');
export const CPUREF = process.env.CPUREF ?? resolve(REPO, '../shared/tools/cpuref.mjs');
/** The reference machine's cpuref reading, where 4× CPU stands for the phones the site is judged on. */
export const REFERENCE_CPUREF_S = 3.0;

/** AstroWind's page measured beside one of ours: its home for `/`, its text page `/about` for every other. */
export const anchorFor = (route: string): string => (route === '/' ? '/' : '/about');

/** Lighthouse's CPU multiplier that makes a host reading `cpurefS` act like the reference machine, never below 4. */
export function cpuMultiplier(cpurefS: number): number {
  if (!Number.isFinite(cpurefS) || cpurefS <= 0) throw new Error(`lecture de cpuref invalide : ${cpurefS}`);
  return Math.max(CPU_SLOWDOWN, Math.round(((CPU_SLOWDOWN * REFERENCE_CPUREF_S) / cpurefS) * 100) / 100);
}

/** AstroWind's built pages (`/` and `/about`) in `dir`, or what is skipped without them and how to give them. */
export function findAnchor(dir: string): { dir: string } | { skipped: string } {
  if (existsSync(join(dir, 'index.html')) && existsSync(join(dir, 'about/index.html'))) return { dir };
  return {
    skipped: `AstroWind introuvable dans ${dir} : comparaison avec AstroWind sautée, seuls les objectifs fixes sont vérifiés. Pour l’avoir : construire AstroWind (ses pages / et /about) et donner son dossier, --anchor <dossier>.`,
  };
}

/** `--cpu auto`: the multiplier from the workload's reading, or the default one (4) and why when it is absent. */
export function autoMultiplier(path = CPUREF): { multiplier: number; said: string } {
  if (!existsSync(path))
    return {
      multiplier: CPU_SLOWDOWN,
      said: `--cpu auto : charge de référence introuvable (${path}) : processeur ralenti ×${CPU_SLOWDOWN}, sans ajustement à cette machine. Pour l’avoir : CPUREF=<chemin de cpuref.mjs>, ou un multiplicateur (--cpu 6).`,
    };
  const seconds = readCpuref(path);
  const multiplier = cpuMultiplier(seconds);
  return {
    multiplier,
    said: `cpuref ${seconds.toFixed(2)} s sur cette machine (référence ${REFERENCE_CPUREF_S.toFixed(1)} s) : processeur ralenti ×${multiplier} (4 × ${REFERENCE_CPUREF_S.toFixed(1)} / ${seconds.toFixed(2)}, au moins 4)`,
  };
}

/** Runs the fixed workload and returns its seconds. */
export function readCpuref(path = CPUREF): number {
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
