import { defineIsland } from '../../islands/island';
import { UnsubscribePage } from './UnsubscribePage';

/** The page checks the link of its address with the platform: it wakes at once. */
export default defineIsland({ name: 'unsubscribe', Component: UnsubscribePage, when: ['load'] });
