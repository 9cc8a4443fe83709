/*
 * A question asked in the chat, as the platform stores it (docs/product.md#discussion): one `messages` document of
 * source `chat`. Without zod, so that the chat's code (site/src/chat/) reads the same limits as the platform's schema
 * (messages.ts) without downloading it.
 */

/** The subject of every chat question in the inbox and in its e-mails. */
export const CHAT_QUESTION_SUBJECT = 'Question posée dans la discussion';

/** Who wrote a line of the conversation: the visitor, or the chat's automatic replies. */
export const CHAT_AUTHORS = ['visitor', 'bot'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/**
 * The chat's automatic reply, shown after each message the visitor sends, and the only automatic line the platform
 * keeps in a conversation: it writes it itself, never taking one from a visitor (docs/platform.md#conversations).
 */
export const CHAT_AUTO_REPLY =
  'Merci pour votre message\u202f! Un de nos experts vous répondra très rapidement.';

/** One line of the conversation kept with the question. */
export interface ChatLine {
  from: ChatAuthor;
  text: string;
  /** When it was written, ISO 8601. */
  at: string;
}

/** A line holds at most what the chat's field accepts; a conversation at most this many lines. */
export const CHAT_LINE_MAX_LENGTH = 2000;
export const CHAT_CONVERSATION_MAX_LINES = 60;

/** The page the question was asked on: a path of the site, never its query (where personal data could be). */
export const CHAT_PAGE_PATTERN = /^\/[A-Za-z0-9\-._~/%]{0,199}$/;

/** A French telephone number as the quote form accepts it (contactForm.ts). */
export const PHONE_PATTERN = /^\+?[0-9 .()-]{6,20}$/;

/**
 * A later question of the same conversation (docs/product.md#une-conversation-un-message): added to the document the
 * first one made, by whoever holds that conversation's token, for this long after the document was created.
 */
export const CHAT_FOLLOW_UP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The platform's refusals of a later question that a new document answers instead (the conversation is over). */
export const CHAT_CONVERSATION_OVER_REASONS = [
  'conversation_full',
  'conversation_closed',
  'conversation_unknown',
] as const;

/** What the platform answers a later question it added: the document, its new line's time, its length. */
export interface ChatFollowUpAnswer {
  _id: string;
  at: string;
  lines: number;
}
