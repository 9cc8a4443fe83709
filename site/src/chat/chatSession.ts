import type { ChatMessage } from './chatMessages';

/** How the visitor can be answered, as typed in the chat. */
export type ChatContact = {
  name: string;
  email: string;
  phone: string;
};

/**
 * The chat's conversation for the tab's life (docs/product.md#discussion), carried from page to page in
 * `sessionStorage` like the forms' drafts (docs/product.md#brouillons), with the key of a sending whose answer never
 * came (formDraft's `attempt`).
 */
export interface ChatSession {
  messages: ChatMessage[];
  /** The path the first question was asked on. */
  page: string;
  /** Asking, then leaving a way to answer, then the company has the question (later ones go at once). */
  step: 'question' | 'contact' | 'sent';
  contact: ChatContact;
  /** How many messages, from the first, the company already has. */
  transmitted: number;
  /** How many the sending under way (or failed) holds: a retry sends those same ones, with the same key. */
  sending?: number;
  /** The message being typed. */
  draft: string;
  /** The key of the sending under way or failed, and what it sent (chatSending.ts). */
  attempt?: SendingAttempt;
  /**
   * The document the company has of this conversation, and the token that lets this tab add the later questions to
   * it (docs/product.md#une-conversation-un-message): a secret, kept here only, never in an address.
   */
  thread?: ChatThread;
  /**
   * A send the visitor asked for whose code could not come: the page reloads to fetch it afresh, and the chat makes the
   * send once awake on the new page (docs/islands.md#réessayer). `shownAt`: when the first page that showed the chat's
   * form was shown (ms), from which the robot check counts.
   */
  resend?: { shownAt: number };
}

export interface ChatThread {
  id: string;
  token: string;
}

export interface SendingAttempt {
  key: string;
  /** The question it sent, as JSON: the same question again is the same sending. */
  sent: string;
}

export const EMPTY_CONTACT: ChatContact = { name: '', email: '', phone: '' };

export const EMPTY_CHAT: ChatSession = {
  messages: [],
  page: '/',
  step: 'question',
  contact: EMPTY_CONTACT,
  transmitted: 0,
  draft: '',
};

const isMessage = (raw: unknown): raw is ChatMessage => {
  const message = raw as Partial<ChatMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message.id === 'string' &&
    typeof message.text === 'string' &&
    typeof message.isBot === 'boolean' &&
    typeof message.timestamp === 'string' &&
    !Number.isNaN(Date.parse(message.timestamp))
  );
};

const count = (value: unknown, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : undefined;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function contactOf(raw: unknown): ChatContact {
  const contact = (raw ?? {}) as Partial<Record<keyof ChatContact, unknown>>;
  return { name: text(contact.name, 200), email: text(contact.email, 200), phone: text(contact.phone, 40) };
}

function attemptOf(raw: unknown): { attempt?: SendingAttempt } {
  const attempt = raw as Partial<SendingAttempt> | null | undefined;
  return typeof attempt?.key === 'string' && typeof attempt.sent === 'string'
    ? { attempt: { key: attempt.key, sent: attempt.sent } }
    : {};
}

function resendOf(raw: unknown): { resend?: { shownAt: number } } {
  const shownAt = (raw as { shownAt?: unknown } | null | undefined)?.shownAt;
  return typeof shownAt === 'number' && Number.isFinite(shownAt) ? { resend: { shownAt } } : {};
}

function threadOf(raw: unknown): { thread?: ChatThread } {
  const thread = raw as Partial<ChatThread> | null | undefined;
  const fits = (value: unknown): value is string =>
    typeof value === 'string' && value.length > 0 && value.length <= 200;
  return fits(thread?.id) && fits(thread.token) ? { thread: { id: thread.id, token: thread.token } } : {};
}

/** What was read back, checked (another version of the site, a hand edit): null when unusable. */
export function parseChatSession(raw: unknown): ChatSession | null {
  if (!raw || typeof raw !== 'object') return null;
  const kept = raw as Record<keyof ChatSession, unknown>;
  if (!Array.isArray(kept.messages) || !kept.messages.every(isMessage)) return null;
  const messages = kept.messages;
  const step = kept.step === 'contact' || kept.step === 'sent' ? kept.step : 'question';
  const sending = count(kept.sending, messages.length);
  return {
    messages,
    page: typeof kept.page === 'string' && kept.page.startsWith('/') ? kept.page : '/',
    step,
    contact: contactOf(kept.contact),
    transmitted: count(kept.transmitted, messages.length) ?? 0,
    ...(sending === undefined ? {} : { sending }),
    draft: text(kept.draft, 2000),
    ...attemptOf(kept.attempt),
    ...(step === 'sent' ? threadOf(kept.thread) : {}),
    ...resendOf(kept.resend),
  };
}

/**
 * Beside the forms' drafts, under the product's prefix (PRODUCT_PREFIX, formDraft.ts): written out, not imported,
 * because a module the chat shared with the rest of the site would become a chunk of its own on every page.
 */
export const CHAT_STORAGE_KEY = 'lh-renov:draft:chat';

/** The tab's conversation, or null; storage off or full keeps it on this page only. */
export const chatSession = {
  restore(): ChatSession | null {
    try {
      const raw = window.sessionStorage.getItem(CHAT_STORAGE_KEY);
      return raw === null ? null : parseChatSession(JSON.parse(raw));
    } catch {
      return null;
    }
  },
  save(session: ChatSession): void {
    try {
      window.sessionStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Storage off or full: the conversation stays on this page.
    }
  },
};

export interface ChatStore {
  get(): ChatSession;
  set(change: (current: ChatSession) => ChatSession): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The conversation of one page, read back from the tab's session when its code starts; every change is kept there
 * (nothing while the visitor has done nothing). For `useSyncExternalStore`: the page's HTML, and so the hydration,
 * is the greeting alone, and the kept conversation follows at once.
 */
export function createChatStore(initial: ChatSession = chatSession.restore() ?? EMPTY_CHAT): ChatStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(change) {
      state = change(state);
      const untouched = state.messages.length === 0 && !state.draft && state.step === 'question';
      if (!untouched) chatSession.save(state);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
