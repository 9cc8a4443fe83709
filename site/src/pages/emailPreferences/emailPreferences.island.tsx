import { defineIsland } from '../../islands/island';
import { EmailPreferencesPage } from './EmailPreferencesPage';

/** The page loads the preferences of the link in its address: it wakes at once. */
export default defineIsland({ name: 'emailPreferences', Component: EmailPreferencesPage, when: ['load'] });
