import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the site's islands live: any `<name>.island.tsx` under site/src (docs/islands.md). */
export const ISLAND_SUFFIX = '.island.tsx';
export const SITE_SOURCE = 'site/src';
/** Browser modules the loader imports besides the islands, by their entry name in the build. */
export const RUNTIME_ENTRY = 'site/src/islands/hydrate.tsx';
export const PAGEVIEW_ENTRY = 'site/src/consent/pageview.ts';
export const CHOICE_ENTRY = 'site/src/consent/choice.ts';
export const LOADER_ENTRY = 'site/src/islands/loaderEntry.ts';

/** Every island file, root-relative with forward slashes, sorted. */
export function islandFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(ISLAND_SUFFIX)) found.push(path);
    }
  };
  walk(SITE_SOURCE);
  return found.sort();
}

/** An island's name: its file name without `.island.tsx` (island.tsx checks that it matches `name`). */
export const islandName = (file: string): string =>
  (file.split('/').pop() ?? file).slice(0, -ISLAND_SUFFIX.length);

/** The client build's inputs for the islands: one entry each, named after the island. */
export function islandInputs(root: string): Record<string, string> {
  return Object.fromEntries(islandFiles(root).map((file) => [`island-${islandName(file)}`, file]));
}
