import type { ModuleFiles } from '../islandMap';

/** What a trigger is given to wake its island (loader.ts). */
export interface Wake {
  /**
   * Wakes the island, once however often it is called: resolves true once the island runs, false when its code
   * could not come (offline, a removed file, too slow); the next call then tries again.
   */
  (): Promise<boolean>;
  /** Whether a wake is under way or done. */
  started(): boolean;
  /** The runtime's files, then the island's: what a trigger may download ahead without running them. */
  readonly files: ModuleFiles;
}

/**
 * A trigger (`data-when` of an island, island.tsx): sets what wakes `element` and returns what removes it. One file
 * per trigger in this folder, registered in index.ts.
 */
export type Trigger = (element: HTMLElement, wake: Wake) => () => void;

export const nothingToStop = (): void => undefined;
