import {
  CHAT_CONVERSATION_MAX_LINES,
  CHAT_QUESTION_SUBJECT,
  type ChatLine,
} from '@shared/domain/chatQuestion';
import { ownerTokenOf } from '@shared/domain/messages';
import type { PlatformClient, WriteOptions } from '@shared/http/types';
import type { ChatThread } from './chatSession';

/** What the chat sends of a question: who asks, how to answer, where, and the conversation so far. */
export interface ChatQuestion {
  name: string;
  email: string;
  phone: string;
  page: string;
  /** What the visitor asked since the company last heard from this chat. */
  message: string;
  conversation: ChatLine[];
}

const keyed = (key: string): [WriteOptions] => [{ idempotencyKey: key }];

/**
 * A first question's journey, as a quote request's (docs/product.md#discussion): stored first as a `messages` document of
 * source `chat` (a failure throws: the chat says so and keeps everything), then the company's notification and,
 * with an address and for the first question only, the visitor's confirmation, then the message is flagged with
 * whether they went out. Every call carries a key made from `key`: a repeat stores and sends nothing twice.
 */
export async function submitChatQuestion(
  client: PlatformClient,
  question: ChatQuestion,
  { key, confirm }: { key: string; confirm: boolean },
): Promise<{ id: string; token?: string }> {
  const email = question.email.trim();
  const phone = question.phone.trim();
  const stored = await client.create(
    'messages',
    {
      name: question.name.trim(),
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      subject: CHAT_QUESTION_SUBJECT,
      message: question.message.slice(0, 10_000),
      source: 'chat',
      page: question.page,
      // The platform keeps the last 60 lines of a conversation (CHAT_CONVERSATION_MAX_LINES).
      conversation: question.conversation.slice(-CHAT_CONVERSATION_MAX_LINES),
    },
    ...keyed(key),
  );
  const send = (message: 'quote-notification' | 'quote-confirmation', suffix: string) =>
    client.sendSiteEmail({ message, documentId: stored._id }, ...keyed(`${key}.${suffix}`));
  const results = await Promise.allSettled([
    send('quote-notification', 'notification'),
    ...(email && confirm ? [send('quote-confirmation', 'confirmation')] : []),
  ]);
  const notificationStatus = results.every((result) => result.status === 'fulfilled') ? 'sent' : 'failed';
  try {
    await client.update('messages', { _id: stored._id }, { notificationStatus }, ownerTokenOf(stored));
  } catch {
    // The question is stored; a lost flag only leaves it 'pending', which the back-office shows as such.
  }
  const { conversationToken } = stored as { conversationToken?: unknown };
  return { id: stored._id, ...(typeof conversationToken === 'string' ? { token: conversationToken } : {}) };
}

/**
 * A later question of a conversation the company has (docs/product.md#une-conversation-un-message): added to its
 * document with the conversation's token, once per key; the platform notifies the company, the visitor gets no new
 * confirmation. A failure throws (the chat says so and keeps everything).
 */
export async function addChatQuestion(
  client: PlatformClient,
  thread: ChatThread,
  text: string,
  { key }: { key: string },
): Promise<void> {
  await client.addToConversation(thread.id, { token: thread.token, text }, { idempotencyKey: key });
}
