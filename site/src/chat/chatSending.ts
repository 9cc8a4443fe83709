import { CHAT_CONVERSATION_OVER_REASONS, PHONE_PATTERN } from '@shared/domain/chatQuestion';
import { isPlatformError, rateLimitMessage } from '@shared/http/errors';
import { lazyPlatform } from '@shared/http/lazyPlatform';
import type { PlatformClient } from '@shared/http/types';
import { newIdempotencyKey } from '@shared/http/idempotency';
import {
  CHAT_EMAIL_INVALID,
  CHAT_NAME_REQUIRED,
  CHAT_PHONE_INVALID,
  CHAT_WAY_REQUIRED,
} from './chatMessages';
import type { ChatContact, ChatThread, SendingAttempt } from './chatSession';
import { addChatQuestion, submitChatQuestion, type ChatQuestion } from './submitChatQuestion';

/*
 * What the chat needs only once the visitor sends (docs/product.md#discussion): the checks, the key and the platform.
 * Downloaded then, not with the conversation: the inline map of every page lists the conversation's files, and
 * /contact's budget counts that map (docs/islands.md#budgets).
 */

export type FieldErrors = Partial<Record<'name' | 'way' | 'email' | 'phone', string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact({ name, email, phone }: ChatContact): FieldErrors {
  const errors: FieldErrors = {};
  if (!name.trim()) errors.name = CHAT_NAME_REQUIRED;
  if (!email.trim() && !phone.trim()) errors.way = CHAT_WAY_REQUIRED;
  if (email.trim() && !EMAIL_SHAPE.test(email.trim())) errors.email = CHAT_EMAIL_INVALID;
  if (phone.trim() && !PHONE_PATTERN.test(phone.trim())) errors.phone = CHAT_PHONE_INVALID;
  return errors;
}

/** The quote form's minimum (docs/product.md#robots): a person needs more than 3 s from the page to its send. */
export const CHAT_MIN_FILL_MS = 3000;

/**
 * The quote form's robot checks (site/src/forms/contact/botCheck.ts), not imported from it: a module the two
 * islands shared would become a chunk of its own on /contact. `bot`: the hidden field is filled (the robot sees the
 * usual answer, nothing is sent); `too-fast`: nothing sent, and the visitor is told.
 */
export function chatBotVerdict(honeypot: string, shownAt: number, submittedAt: number) {
  if (honeypot.trim() !== '') return 'bot' as const;
  return submittedAt - shownAt < CHAT_MIN_FILL_MS ? ('too-fast' as const) : ('send' as const);
}

/**
 * The key of a sending (docs/platform.md#clés-didempotence): the kept one when the question is the one it sent (a
 * lost answer, a reload, a double click), else a new one. Kept in the chat's session, not with the forms' drafts
 * (formDraft.ts): a module the chat and the forms shared would become a chunk of its own on /contact.
 */
export function attemptFor(question: unknown, kept: SendingAttempt | undefined): SendingAttempt {
  const sent = JSON.stringify(question);
  return kept?.sent === sent ? kept : { key: newIdempotencyKey(), sent };
}

/**
 * Sends a question that makes a document with its key, and gives what lets the tab add the later ones to it; throws
 * on failure (the key stays kept for the retry).
 */
export async function sendQuestion(
  question: ChatQuestion,
  { client = lazyPlatform, key, first }: { client?: PlatformClient; key: string; first: boolean },
): Promise<ChatThread | undefined> {
  const { id, token } = await submitChatQuestion(client, question, { key, confirm: first });
  return token === undefined ? undefined : { id, token };
}

/** Adds a later question to the conversation's document with its key; throws on failure (the key stays kept). */
export async function sendFollowUp(
  thread: ChatThread,
  text: string,
  { client = lazyPlatform, key }: { client?: PlatformClient; key: string },
): Promise<void> {
  await addChatQuestion(client, thread, text, { key });
}

const OVER: readonly unknown[] = [...CHAT_CONVERSATION_OVER_REASONS, 'conversation_token_invalid'];

/**
 * The platform will take no more questions into this conversation's document (full, closed after 24 h, deleted, or
 * its token no longer valid): the question makes a new document instead, as the first one did.
 */
export const conversationOver = (error: unknown): boolean =>
  isPlatformError(error) && OVER.includes((error.data as { reason?: unknown } | null)?.reason);

/** The platform's limit with its wait, else null (the chat's own message then). */
export const failureText = (error: unknown): string | null => rateLimitMessage(error);
