import { defineIsland } from '../islands/island';
import { NewsletterSignup } from './NewsletterSignup';

/**
 * The footer's sign-up: its code is downloaded after the visitor's first gesture, when the browser is idle, and runs
 * when its button is pointed at, touched or focused, or once the visitor pauses typing in its field (never at load:
 * every page has it; never between two keys: docs/islands.md#réveil). A send before that is replayed.
 */
export default defineIsland({
  name: 'newsletter',
  Component: NewsletterSignup,
  when: ['idle', 'interaction'],
});
