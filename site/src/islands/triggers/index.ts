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
