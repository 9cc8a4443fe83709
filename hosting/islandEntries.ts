import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the site's islands live: any `<name>.island.tsx` under site/src (docs/islands.md). */
export const ISLAND_SUFFIX = '.island.tsx';
export const SITE_SOURCE = 'site/src';
/** Browser modules the loader imports besides the islands, by their entry name in the build. */
export const RUNTIME_ENTRY = 'site/src/islands/hydrate.tsx';
export const PAGEVIEW_ENTRY = 'site/src/consent/pageview.ts';
export const CHOICE_ENTRY = 'site/src/consent/choice.ts';
export const RESUME_ENTRY = 'site/src/islands/resume.ts';
export const LOADER_ENTRY = 'site/src/islands/loaderEntry.ts';

/** An island's start module, beside it: what it does at load without React (`<name>.start.ts`, docs/islands.md). */
export const START_SUFFIX = '.start.ts';

/** Every file under site/src whose name ends with `suffix`, root-relative with forward slashes, sorted. */
function siteFiles(root: string, suffix: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(suffix)) found.push(path);
    }
  };
  walk(SITE_SOURCE);
  return found.sort();
}

/** Every island file. */
export const islandFiles = (root: string): string[] => siteFiles(root, ISLAND_SUFFIX);

/** Every start module. */
export const startFiles = (root: string): string[] => siteFiles(root, START_SUFFIX);

const baseName = (file: string, suffix: string) => (file.split('/').pop() ?? file).slice(0, -suffix.length);

/** An island's name: its file name without `.island.tsx` (island.tsx checks that it matches `name`). */
export const islandName = (file: string): string => baseName(file, ISLAND_SUFFIX);

/** The island a start module belongs to: its file name without `.start.ts`. */
export const startName = (file: string): string => baseName(file, START_SUFFIX);

/** The client build's inputs for the islands and their start modules: one entry each, named after the island. */
export function islandInputs(root: string): Record<string, string> {
  return Object.fromEntries([
    ...islandFiles(root).map((file) => [`island-${islandName(file)}`, file]),
    ...startFiles(root).map((file) => [`start-${startName(file)}`, file]),
  ]);
}
