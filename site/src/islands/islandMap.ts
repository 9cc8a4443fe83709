/**
 * What a prerendered page tells its loader (loader.ts): for each island it holds, the module to import and the
 * files that module imports (preloaded together, no waterfall). Written by the prerenderer as a JSON data block.
 */
export const ISLAND_MAP_ID = 'islands';

/** A module's file first, then every file it imports statically: public URLs. */
export type ModuleFiles = readonly string[];

export interface IslandMap {
  /** hydrate.tsx: React's client and the providers every island shares. */
  runtime: ModuleFiles;
  /** By island name, the `<name>.island.tsx` module. */
  islands: Record<string, ModuleFiles>;
  /**
   * By island name, its start module (`<name>.start.ts`, beside the island): what the island does at load without
   * React, run by the loader on every visit (the subscription pages' link check).
   */
  starts: Record<string, ModuleFiles>;
  /** Records the page view of a visitor who accepted analytics (consent/pageview.ts). */
  pageview: ModuleFiles;
  /** Records a choice made in the banner: its proof, and the page view (consent/choice.ts). */
  choice: ModuleFiles;
  /** Puts back the fields and makes the send a page reloaded by « Réessayer » was asked for (resume.ts). */
  resume: ModuleFiles;
}

/** Dispatched on `document` with an island's name as `detail`: wakes that island (one island asking for another). */
export const WAKE_EVENT = 'island:wake';
