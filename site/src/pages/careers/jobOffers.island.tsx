import { defineIsland } from '../../islands/island';
import { JobOffers } from './JobOffers';

/** The department filter: the offers are in the HTML; the first use of a filter button wakes it. */
export default defineIsland({ name: 'jobOffers', Component: JobOffers, when: ['interaction'] });
