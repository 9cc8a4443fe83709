import type { ChatLine } from '@shared/domain/chatQuestion';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PlatformClient } from '@shared/http/types';
import { CodeMissing, importCode, reloadToSendFromState } from '../islands/codeForSend';
import { CHAT_PANEL_ID } from './chatIds';
import { CHAT_SEND_ERROR, chatTransmitted, createMessage } from './chatMessages';
import type { ChatSession, ChatStore, ChatThread } from './chatSession';
import type * as chatSending from './chatSending';
import type { FieldErrors } from './chatSending';
import type { ChatQuestion } from './submitChatQuestion';

export type SendingStatus = 'idle' | 'sending' | 'error' | 'too-fast';

export interface ChatSendingOptions {
  store: ChatStore;
  client?: PlatformClient;
  /** Clock in ms, and when the page was shown (ms): the fill time counts from then (docs/product.md#robots). */
  now: () => number;
  shownAt: number;
  /** The contact step's hidden field: a robot fills it. */
  honeypot: RefObject<HTMLInputElement | null>;
  /** Where the focus goes once the step drawn next is there (set here when a sending changes the step). */
  focusNext: RefObject<string | null>;
}

const lineOf = (message: ChatSession['messages'][number]): ChatLine => ({
  from: message.isBot ? 'bot' : 'visitor',
  text: message.text,
  at: message.timestamp,
});

/** The sending a session holds: its messages up to `sending`, the new questions being those past `transmitted`. */
function questionOf(session: ChatSession): ChatQuestion {
  const messages = session.messages.slice(0, session.sending ?? session.messages.length);
  return {
    ...session.contact,
    page: session.page,
    message: messages
      .slice(session.transmitted)
      .filter((message) => !message.isBot)
      .map((message) => message.text)
      .join('\n\n'),
    conversation: messages.map(lineOf),
  };
}

/**
 * Where the next sending ends: with a document to add to, just past the next question of the visitor (one question,
 * one line, one key); else past everything typed so far, which makes one document.
 */
function nextSending(session: ChatSession): number {
  if (!session.thread) return session.messages.length;
  const next = session.messages.findIndex((message, index) => index >= session.transmitted && !message.isBot);
  return next === -1 ? session.messages.length : next + 1;
}

/** The session once `upTo` is sent: the chat says where the answer will come (first time only), the step is `sent`. */
function sentSession(s: ChatSession, thread: ChatThread | undefined): ChatSession {
  const upTo = s.sending ?? s.messages.length;
  const said =
    s.step === 'sent'
      ? []
      : [
          createMessage(
            chatTransmitted(s.contact.name, s.contact.email.trim(), s.contact.phone.trim()),
            true,
          ),
        ];
  const { sending: _done, attempt: _sent, thread: _old, ...rest } = s;
  // The chat's answer goes right after what was sent, before anything typed meanwhile.
  const messages = [...s.messages.slice(0, upTo), ...said, ...s.messages.slice(upTo)];
  return {
    ...rest,
    ...(thread ? { thread } : {}),
    messages,
    step: 'sent',
    transmitted: upTo + said.length,
  };
}

/** What a sending reads and tells: the session, the platform, and the view's state. */
interface Sender {
  store: ChatStore;
  client?: PlatformClient;
  /** When the first page that showed the chat's form was shown (ms): the robot check counts from then. */
  shownAt: number;
  focusNext: RefObject<string | null>;
  /** A robot filled the hidden field: it sees the usual answers, and nothing of this tab is ever sent. */
  ignored: RefObject<boolean>;
  setStatus: (status: SendingStatus) => void;
  setErrorText: (text: string) => void;
}

/**
 * A question that makes a document: the first one, with the way to answer (the chat then says where the answer
 * will come), or a later one when there is no document to add it to. Gives the tab the document's token.
 */
async function storeQuestion({ store, client, focusNext }: Sender, sending: typeof chatSending) {
  const current = store.get();
  const question = questionOf(current);
  const attempt = sending.attemptFor(question, current.attempt);
  store.set((s) => ({ ...s, attempt }));
  const thread = await sending.sendQuestion(question, {
    client,
    key: attempt.key,
    first: current.transmitted === 0,
  });
  if (store.get().step === 'contact') focusNext.current = `${CHAT_PANEL_ID}-input`;
  store.set((s) => sentSession(s, thread));
}

/**
 * A later question, added to the document the company has of this conversation
 * (docs/product.md#une-conversation-un-message); when the platform takes no more into it, a new document takes it.
 */
async function addQuestion(sender: Sender, sending: typeof chatSending, thread: ChatThread) {
  const { store, client } = sender;
  const current = store.get();
  const upTo = current.sending ?? nextSending(current);
  const question = current.messages[upTo - 1];
  if (!question) return;
  // The key goes with this question of this document: its repeats (a retry, another tab) are the same sending.
  const attempt = sending.attemptFor(
    { thread: thread.id, question: question.id, text: question.text },
    current.attempt,
  );
  store.set((s) => ({ ...s, sending: upTo, attempt }));
  try {
    await sending.sendFollowUp(thread, question.text, { client, key: attempt.key });
  } catch (error) {
    if (!sending.conversationOver(error)) throw error;
    store.set(({ thread: _over, attempt: _gone, ...rest }) => rest);
    await storeQuestion(sender, sending);
    return;
  }
  store.set(({ sending: _done, attempt: _sent, ...rest }) => ({ ...rest, transmitted: upTo }));
}

/** The chat's own code for a send. */
const sendingCode = () => importCode(() => import('./chatSending'));

/**
 * The send's code could not come: where the browser keeps a failed import failed, only a new page can fetch it. When
 * the page answers, it reloads, and the chat makes the send once awake there (docs/islands.md#réessayer); the
 * conversation, the way to answer and the key are in the tab's session already. False when it cannot reload.
 */
function reloadToSend({ store, shownAt }: Sender): Promise<boolean> {
  return reloadToSendFromState(
    document.querySelector<HTMLElement>('[data-island="chat"]'),
    () => store.set((s) => ({ ...s, resend: { shownAt } })),
    () => store.set(({ resend: _none, ...rest }) => rest),
  );
}

/** Sends what the session holds up to `sending`; its outcome is said in the chat. */
async function transmit(sender: Sender): Promise<void> {
  const { store, ignored, setStatus, setErrorText } = sender;
  if (ignored.current) return;
  setStatus('sending');
  try {
    const sending = await sendingCode();
    const thread = store.get().thread;
    await (thread ? addQuestion(sender, sending, thread) : storeQuestion(sender, sending));
    setStatus('idle');
    // A question typed while this one was on its way goes next.
    const after = store.get();
    if (after.messages.slice(after.transmitted).some((message) => !message.isBot)) {
      store.set((s) => ({ ...s, sending: nextSending(s) }));
      await transmit(sender);
    }
  } catch (error) {
    if (error instanceof CodeMissing && (await reloadToSend(sender))) return;
    // Past a limit, the platform's message says how long to wait; everything stays, and « Réessayer » sends it.
    const { failureText } = await import('./chatSending').catch(() => ({ failureText: () => null }));
    setErrorText(failureText(error) ?? CHAT_SEND_ERROR);
    setStatus('error');
  }
}

/** A robot's answer: the same as a person's, with nothing sent. */
function answerRobot({ store, focusNext }: Sender) {
  focusNext.current = `${CHAT_PANEL_ID}-input`;
  store.set((s) => {
    const said = createMessage(
      chatTransmitted(s.contact.name, s.contact.email.trim(), s.contact.phone.trim()),
      true,
    );
    const { sending: _none, ...rest } = s;
    return { ...rest, messages: [...s.messages, said], step: 'sent', transmitted: s.messages.length + 1 };
  });
}

/** The contact step sent: checked (fields, then robot or too fast), then the first question goes. */
async function submitContact(
  sender: Sender,
  { now, honeypot }: Pick<ChatSendingOptions, 'now' | 'honeypot'>,
  setErrors: (errors: FieldErrors) => void,
) {
  const { store, setStatus, setErrorText, shownAt } = sender;
  const current = store.get();
  const submittedAt = now();
  let checks: typeof chatSending;
  try {
    setStatus('sending');
    checks = await sendingCode();
  } catch (error) {
    if (error instanceof CodeMissing && (await reloadToSend(sender))) return;
    // The code could not arrive (offline, a removed file): said like any failure, with another way to reach us.
    setErrorText(CHAT_SEND_ERROR);
    setStatus('error');
    return;
  }
  setStatus('idle');
  const found = checks.validateContact(current.contact);
  setErrors(found);
  if (Object.keys(found).length > 0) return;
  const verdict = checks.chatBotVerdict(honeypot.current?.value ?? '', shownAt, submittedAt);
  if (verdict === 'too-fast') {
    setStatus('too-fast'); // never a fake success: a person this quick is told, and everything stays
    return;
  }
  if (verdict === 'bot') {
    sender.ignored.current = true;
    answerRobot(sender);
    return;
  }
  if (current.sending === undefined) store.set((s) => ({ ...s, sending: s.messages.length }));
  await transmit(sender);
}

/**
 * The chat's sending (docs/product.md#discussion), apart from its view: the first question asks for a name and a way
 * to answer, then goes to the company as one `messages` document (source `chat`); later ones go at once, into that
 * same document. Its outcome is said by `status` and `errorText`; `errors` are the contact step's.
 */
export function useChatSending(options: ChatSendingOptions) {
  const { store, client, focusNext } = options;
  const [status, setStatus] = useState<SendingStatus>('idle');
  const [errorText, setErrorText] = useState(CHAT_SEND_ERROR);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ignored = useRef(false);
  // The robot check counts from the first page that showed the form, when a reload made the send again.
  const [resend] = useState(() => store.get().resend);
  const shownAt = Math.min(options.shownAt, resend?.shownAt ?? Infinity);
  const sender: Sender = { store, client, shownAt, focusNext, ignored, setStatus, setErrorText };

  // What the session held when the page opened, done once: a send that a reload for its code made due
  // (docs/islands.md#réessayer); a later question shown as sent whose answer never came before the page changed (or
  // that the tab this one was duplicated from was sending) goes now, with the key it had: what the visitor saw leave
  // reaches the company.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const kept = store.get();
    if (kept.resend) store.set(({ resend: _done, ...rest }) => rest);
    if (kept.resend && kept.step === 'contact') void submitContact(sender, options, setErrors);
    else if (kept.step === 'sent' && kept.sending !== undefined) void transmit(sender);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for what the session held when the page opened
  }, []);

  return {
    status,
    errorText,
    errors,
    retry: () => transmit(sender),
    /** Once the company has the first question, each later one goes at once, into the same document. */
    sendLater: () => {
      if (store.get().step !== 'sent' || store.get().sending !== undefined) return;
      store.set((s) => ({ ...s, sending: nextSending(s) }));
      void transmit(sender);
    },
    submitContact: () => submitContact(sender, options, setErrors),
  };
}
