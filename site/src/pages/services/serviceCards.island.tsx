import { defineIsland } from '../../islands/island';
import { ServiceCards } from './ServiceCards';

/** The cards are in the HTML, closed; the first use of one wakes the island and opens it. */
export default defineIsland({ name: 'serviceCards', Component: ServiceCards, when: ['interaction'] });
