import { defineIsland } from '../islands/island';
import { Conversation } from './Conversation';

/** The company's telephone and e-mail, from the page's content: said when the chat cannot send. */
function ChatConversation({ phone, email }: { phone: string; email: string }) {
  return <Conversation phone={phone} email={email} />;
}

/**
 * The chat's conversation, in the HTML inside its panel (ChatWidget.tsx); its code is downloaded after the visitor's
 * first gesture, when the browser is idle, and runs once the panel has opened and shown, or when its field or button
 * is pointed at, touched or focused (every page has it: nothing at load). What was typed before is kept, a send
 * before is replayed.
 */
export default defineIsland({
  name: 'chat',
  Component: ChatConversation,
  when: ['idle', 'open', 'interaction'],
});
