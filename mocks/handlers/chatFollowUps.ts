import type { ChatLine } from '@shared/domain/chatQuestion';
import type { EmulatorContext } from '../context';
import type { StoredDoc } from '../db/records';

/**
 * The later questions of a chat conversation, each its own record beside the `messages` document the first question
 * made (docs/platform.md#conversations): adding one writes that line only, never the whole conversation again, so what
 * a question costs the data files does not grow with the conversation. Internal: read through the message, which
 * every reader gets with its whole conversation.
 */
const FOLLOW_UPS_COLLECTION = '_chatFollowUps';

type Store = EmulatorContext['store'];

/** The records of a message's later questions, in the order they were added. */
const recordsOf = (store: Store, messageId: string): StoredDoc[] =>
  store.list(FOLLOW_UPS_COLLECTION, { filter: { messageId }, sort: { index: 1 } });

/** How many lines the conversation of `doc` has, its later questions included. */
export function conversationLength(store: Store, doc: StoredDoc): number {
  const first = Array.isArray(doc.conversation) ? doc.conversation.length : 0;
  return first + store.count(FOLLOW_UPS_COLLECTION, { messageId: doc._id });
}

/** Adds a later question to `doc`'s conversation as its own record, at the end. */
export function addFollowUp(store: Store, doc: StoredDoc, line: ChatLine): void {
  store.insert(FOLLOW_UPS_COLLECTION, {
    messageId: doc._id,
    index: conversationLength(store, doc),
    from: line.from,
    text: line.text,
    at: line.at,
  });
}

/** The message as readers get it: a chat question's conversation with its later questions after the first lines. */
export function withFollowUps(store: Store, doc: StoredDoc): StoredDoc {
  if (doc.source !== 'chat') return doc;
  const later = recordsOf(store, doc._id);
  if (later.length === 0) return doc;
  const first = Array.isArray(doc.conversation) ? (doc.conversation as ChatLine[]) : [];
  const lines = later.map(({ from, text, at }) => ({ from, text, at }) as ChatLine);
  return { ...doc, conversation: [...first, ...lines] };
}

/** Deleting messages deletes their later questions. */
export function removeFollowUpsOf(store: Store, messageIds: readonly string[]): void {
  const ids = new Set(messageIds);
  const records = store.where(FOLLOW_UPS_COLLECTION, (doc) => ids.has(String(doc.messageId)));
  if (records.length)
    store.removeMany(
      FOLLOW_UPS_COLLECTION,
      records.map((doc) => doc._id),
    );
}
