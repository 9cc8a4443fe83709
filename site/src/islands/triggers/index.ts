import { admin } from './admin';
import { draft } from './draft';
import { idle } from './idle';
import { interaction } from './interaction';
import { load } from './load';
import { open } from './open';
import { overflow } from './overflow';
import { visible } from './visible';

/**
 * Every trigger an island may name in `when` (island.tsx), by name: adding one is a file in this folder and a line
 * here (docs/islands.md#réveil).
 */
export const TRIGGERS = { load, visible, interaction, admin, overflow, idle, open, draft };

export type IslandTrigger = keyof typeof TRIGGERS;

/**
 * The triggers that read the browser's storage (the stored session, a kept draft). A page's first read of
 * `localStorage` or `sessionStorage` waits on the browser for the whole store, up to several milliseconds on a slow
 * phone: the loader sets them once the page is idle, when the banner reads the stored choice too (banner.ts,
 * docs/islands.md#tâches).
 */
export const READS_STORAGE: ReadonlySet<IslandTrigger> = new Set<IslandTrigger>(['admin', 'draft']);
