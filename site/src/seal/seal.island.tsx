import { defineIsland } from '../islands/island';
import { SecuritySeal } from './SecuritySeal';

/** A real link without scripts; pointed at or touched, it wakes and opens the 600×600 pop-up instead. */
export default defineIsland({ name: 'seal', Component: SecuritySeal, when: ['interaction'] });
