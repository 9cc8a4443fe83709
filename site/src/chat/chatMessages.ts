/** A message of the chat widget (docs/product.md#discussion). */
export interface ChatMessage {
  id: string;
  text: string;
  isBot: boolean;
  timestamp: Date;
}

// The texts below put a narrow no-break space before « ! » and « ? », as French typography wants: the mark never
// starts a line.

/** The panel's title, its accessible name too. */
export const CHAT_TITLE = 'Une question\u202f?';
export const CHAT_GREETING = 'Bonjour\u202f! Comment pouvons-nous vous aider dans votre projet\u202f?';
export const CHAT_AUTO_REPLY =
  'Merci pour votre message\u202f! Un de nos experts vous répondra très rapidement.';
/** The automatic reply comes this long after each message the visitor sends. */
export const CHAT_REPLY_DELAY_MS = 1000;

let sequence = 0;

export function createMessage(text: string, isBot: boolean, timestamp: Date = new Date()): ChatMessage {
  sequence += 1;
  return { id: `chat-${timestamp.getTime()}-${sequence}`, text, isBot, timestamp };
}

const TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** "14:05", Paris time. */
export const formatChatTime = (date: Date): string => TIME.format(date);

/** Tests only: a new page, whose messages are numbered from 1 again (testing/vitest/moduleState.ts). */
export function resetChatMessages(): void {
  sequence = 0;
}
