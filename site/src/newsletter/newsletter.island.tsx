import { defineIsland } from '../islands/island';
import { NewsletterSignup } from './NewsletterSignup';

/**
 * The footer's sign-up: its code is downloaded after the visitor's first gesture, when the browser is idle, and runs
 * once that visitor nears the footer, or when its field or button is pointed at, touched or focused (never at load:
 * every page has it). Run before the field is used, it leaves the first keys typed alone (docs/islands.md#réveil).
 */
export default defineIsland({
  name: 'newsletter',
  Component: NewsletterSignup,
  when: ['idle', 'interaction'],
});
