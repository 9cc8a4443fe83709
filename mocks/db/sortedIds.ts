import { endOfTurn } from './storedValues';

/** Index of the first element of `sorted` that `item` sorts strictly before (so equal items keep their order). */
export function upperBound<T>(sorted: T[], item: T, cmp: (a: T, b: T) => number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(item, sorted[mid]!) < 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Two sorted arrays as one. */
export function mergeSorted<T>(a: T[], b: T[], cmp: (x: T, y: T) => number): T[] {
  const out: T[] = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = cmp(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/** Elements sorted or merged before sortInSlices yields to the event loop. */
const SORT_SLICE = 8_000;

/**
 * `items` sorted by `cmp` (a bottom-up merge sort), yielding to the event loop after each slice of about
 * SORT_SLICE elements: however long the list, no slice holds the server more than a few milliseconds.
 */
export async function sortInSlices<T>(items: T[], cmp: (a: T, b: T) => number): Promise<T[]> {
  let runs: T[][] = [];
  for (let i = 0; i < items.length; i += SORT_SLICE) {
    runs.push(items.slice(i, i + SORT_SLICE).sort(cmp));
    if (items.length > SORT_SLICE) await endOfTurn();
  }
  while (runs.length > 1) {
    const next: T[][] = [];
    let work = 0;
    for (let i = 0; i < runs.length; i += 2) {
      const pair = runs[i + 1];
      next.push(pair ? mergeSorted(runs[i]!, pair, cmp) : runs[i]!);
      work += runs[i]!.length + (pair?.length ?? 0);
      if (work >= SORT_SLICE * 4) {
        work = 0;
        await endOfTurn();
      }
    }
    runs = next;
  }
  return runs[0] ?? [];
}
