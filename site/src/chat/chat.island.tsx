import { defineIsland } from '../islands/island';
import { ChatLauncher } from './ChatLauncher';

/** The chat's button is in the HTML; pointing at it, touching or focusing it loads the chat. */
export default defineIsland({ name: 'chat', Component: ChatLauncher, when: ['interaction'] });
