import { defineIsland } from '../../islands/island';
import { UnsubscribePage } from './UnsubscribePage';

/**
 * The page's actions: its link is checked at load without React (the start module beside this file), and the island
 * wakes at the first use of a control, over the panel the check showed (docs/islands.md#pages-dabonnement).
 */
export default defineIsland({ name: 'unsubscribe', Component: UnsubscribePage, when: ['interaction'] });
