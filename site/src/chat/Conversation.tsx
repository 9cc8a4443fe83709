import { CHAT_AUTO_REPLY } from '@shared/domain/chatQuestion';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import type { PlatformClient } from '@shared/http/types';
import { ChatContactForm } from './ChatContactForm';
import { CHAT_PANEL_ID } from './chatIds';
import {
  CHAT_GREETING,
  CHAT_NO_SCRIPT,
  CHAT_REPLY_DELAY_MS,
  CHAT_SEND_ERROR,
  CHAT_TOO_FAST,
  createMessage,
  formatChatTime,
} from './chatMessages';
import {
  createChatStore,
  EMPTY_CHAT,
  type ChatContact,
  type ChatSession,
  type ChatStore,
} from './chatSession';
import { useChatSending, type SendingStatus } from './useChatSending';
import styles from './Chat.module.css';

/** When the page was shown to the visitor (ms): the navigation's start (docs/product.md#robots). */
const pageShownAt = () =>
  typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);

export interface ConversationProps {
  /** The company's telephone and e-mail, offered when sending fails or cannot run (the site's content). */
  phone: string;
  email: string;
  client?: PlatformClient;
  /** Clock in ms, injectable for tests of the minimum fill time. */
  now?: () => number;
  /** When the page was shown (ms): the fill time counts from then (docs/product.md#robots). */
  shownAt?: number;
}

const id = (name: string) => `${CHAT_PANEL_ID}-${name}`;

/** The company's telephone and e-mail as links: what a visitor can always use when the chat cannot send. */
function Reach({ phone, email }: { phone: string; email: string }) {
  return (
    <>
      {' '}
      <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> ou <a href={`mailto:${email}`}>{email}</a>.
    </>
  );
}

/** What went wrong with the last sending, if anything: a failure (with the telephone and e-mail), or too fast. */
function problemText(status: SendingStatus, errorText: string, reach: { phone: string; email: string }) {
  if (status === 'too-fast') return <p>{CHAT_TOO_FAST}</p>;
  if (status !== 'error') return null;
  return (
    <p>
      {errorText}
      {errorText === CHAT_SEND_ERROR && <Reach phone={reach.phone} email={reach.email} />}
    </p>
  );
}

/** A later question's failure, under the message field, with its « Réessayer ». */
function FollowUpProblem(props: { problem: ReactNode; sending: boolean; retry: () => Promise<void> }) {
  return (
    <div role="alert" className={`${styles.problem} ${styles.followUp}`}>
      {props.problem}
      <button
        type="button"
        className="button button-ghost"
        disabled={props.sending}
        onClick={() => void props.retry()}
      >
        Réessayer
      </button>
    </div>
  );
}

/** The greeting (in the page's HTML, so it has no time of its own), then each message with its time. */
function ChatLog({ session, replies }: { session: ChatSession; replies: number }) {
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [session.messages.length, replies, session.step]);
  return (
    // Focusable: a conversation longer than its box scrolls with the keyboard too.
    <div ref={logRef} className={styles.log} role="log" aria-label="Messages de la discussion" tabIndex={0}>
      <ul>
        <li className={styles.bot}>
          <span className="visually-hidden">Conseiller&nbsp;: </span>
          <span className={styles.text}>{CHAT_GREETING}</span>
        </li>
        {session.messages.map((message) => (
          <li key={message.id} className={message.isBot ? styles.bot : styles.visitor}>
            <span className="visually-hidden">{message.isBot ? 'Conseiller\u00a0: ' : 'Vous\u00a0: '}</span>
            <span className={styles.text}>{message.text}</span>
            <time className={styles.time} dateTime={message.timestamp}>
              {formatChatTime(message.timestamp)}
            </time>
          </li>
        ))}
      </ul>
      {replies > 0 && (
        <p className={styles.typing} aria-hidden="true">
          Un conseiller écrit…
        </p>
      )}
    </div>
  );
}

/** The message field and its button. */
function MessageForm({ store, draft, send }: { store: ChatStore; draft: string; send: () => void }) {
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id('input')} className="visually-hidden">
        Votre message
      </label>
      <textarea
        id={id('input')}
        className={styles.input}
        rows={2}
        maxLength={2000}
        placeholder="Écrivez votre message…"
        // Enter sends: the page's loader keeps an Enter typed before this code runs (islands/loader.ts).
        data-enter-sends=""
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          store.set((s) => ({ ...s, draft: next }));
        }}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter starts a new line (and an IME composition is never cut short).
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      {/* A plain button, not a submit: without a script it does nothing (no reload, no lost text); the
          page's loader replays a click made before this code runs (islands/loader.ts). */}
      <button type="button" className={`button ${styles.send}`} onClick={send}>
        Envoyer
      </button>
    </form>
  );
}

/**
 * Each message sent gets, 1 s later, the automatic reply (docs/product.md#discussion) that an expert will get in touch; the first one
 * moves the conversation to its contact step. Returns `send` and the replies on their way.
 */
function useMessages(store: ChatStore, focusNextRef: RefObject<string | null>, sendLater: () => void) {
  const [pendingReplies, setPendingReplies] = useState(0);
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const send = () => {
    const text = store.get().draft.trim();
    if (!text) return;
    const first = store.get().step === 'question';
    store.set((s) => ({
      ...s,
      messages: [...s.messages, createMessage(text, false)],
      draft: '',
      ...(first ? { step: 'contact' as const, page: window.location.pathname } : {}),
    }));
    // The message field gives way to the way to answer: the focus moves to its first field (and Escape still
    // closes the panel back onto its button).
    if (first) focusNextRef.current = id('name');
    setPendingReplies((count) => count + 1);
    const timer = window.setTimeout(() => {
      timers.current = timers.current.filter((t) => t !== timer);
      setPendingReplies((count) => count - 1);
      store.set((s) => ({ ...s, messages: [...s.messages, createMessage(CHAT_AUTO_REPLY, true)] }));
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
    sendLater();
  };
  return { send, pendingReplies };
}

/**
 * Where the focus goes once the step drawn next is there: its field, never lost with the one removed. Moved before
 * paint, in the commit that draws the new step: no frame with the focus lost.
 */
function useStepFocus(step: ChatSession['step']): RefObject<string | null> {
  const focusNextRef = useRef<string | null>(null);
  useLayoutEffect(() => {
    const next = focusNextRef.current;
    focusNextRef.current = null;
    if (next) document.getElementById(next)?.focus();
  }, [step]);
  return focusNextRef;
}

/** `run`, never twice at once: marked at the first click, before any render, so a double « Envoyer » sends once. */
function useOneAtATime(run: () => Promise<void>): () => void {
  const busy = useRef(false);
  return () => {
    if (busy.current) return;
    busy.current = true;
    void run().finally(() => {
      busy.current = false;
    });
  };
}

/**
 * The conversation (docs/product.md#discussion): the greeting first, then the messages; the first question asks for a
 * name and a way to answer, and what is sent, when and how, is the sending's (useChatSending.ts). The conversation
 * follows the visitor from page to page (chatSession.ts).
 */
export function Conversation({
  phone,
  email,
  client,
  now = Date.now,
  shownAt = pageShownAt(),
}: ConversationProps) {
  const [store] = useState(createChatStore);
  const session = useSyncExternalStore(store.subscribe, store.get, () => EMPTY_CHAT);
  const honeypot = useRef<HTMLInputElement>(null);
  const focusNext = useStepFocus(session.step);
  const sending = useChatSending({ store, client, now, shownAt, honeypot, focusNext });
  const { send, pendingReplies } = useMessages(store, focusNext, sending.sendLater);
  const submit = useOneAtATime(sending.submitContact);

  const { status, errorText } = sending;
  const problem = problemText(status, errorText, { phone, email });
  const setContact = (field: keyof ChatContact, value: string) =>
    store.set((s) => ({ ...s, contact: { ...s.contact, [field]: value } }));

  return (
    <>
      <ChatLog session={session} replies={pendingReplies} />
      {session.step === 'contact' ? (
        <ChatContactForm
          contact={session.contact}
          errors={sending.errors}
          setContact={setContact}
          sending={status === 'sending'}
          failed={status === 'error'}
          problem={problem}
          honeypot={honeypot}
          onSubmit={submit}
        />
      ) : (
        <>
          {session.step === 'sent' && problem && (
            <FollowUpProblem problem={problem} sending={status === 'sending'} retry={sending.retry} />
          )}
          {/* Without a script nothing could be sent: the visitor reads how to reach the company instead. */}
          <noscript>
            <p className={styles.noScript}>
              {CHAT_NO_SCRIPT}
              <Reach phone={phone} email={email} />
            </p>
          </noscript>
          <MessageForm store={store} draft={session.draft} send={send} />
        </>
      )}
    </>
  );
}
