import { defineIsland } from '../islands/island';
import { ManageCookiesButton } from './ManageCookiesButton';

/** The footer's « Gérer les cookies »: its click wakes this island, which wakes the consent island. */
export default defineIsland({ name: 'manageCookies', Component: ManageCookiesButton, when: ['interaction'] });
