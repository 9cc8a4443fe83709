import { defineIsland } from '../islands/island';
import { ChatLauncher } from './ChatLauncher';

/**
 * The chat's button is in the HTML; its code is downloaded after the visitor's first gesture, when the browser is
 * idle, and runs when the button is pointed at, touched or focused (every page has it: nothing at load).
 */
export default defineIsland({ name: 'chat', Component: ChatLauncher, when: ['idle', 'interaction'] });
