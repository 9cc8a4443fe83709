import type { ChatLine } from '@shared/domain/chatQuestion';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { PlatformClient } from '@shared/http/types';
import { CHAT_PANEL_ID } from './chatIds';
import {
  CHAT_AUTO_REPLY,
  CHAT_CONTACT_INTRO,
  CHAT_GREETING,
  CHAT_NO_SCRIPT,
  CHAT_PRIVACY_NOTE,
  CHAT_REPLY_DELAY_MS,
  CHAT_SEND_ERROR,
  CHAT_TOO_FAST,
  chatTransmitted,
  createMessage,
  formatChatTime,
} from './chatMessages';
import {
  createChatStore,
  EMPTY_CHAT,
  type ChatContact,
  type ChatSession,
  type ChatThread,
} from './chatSession';
import type * as chatSending from './chatSending';
import type { FieldErrors } from './chatSending';
import type { ChatQuestion } from './submitChatQuestion';
import styles from './Chat.module.css';
import { Honeypot } from '../forms/Honeypot';

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

/** The company's telephone and e-mail as links: what a visitor can always use when the chat cannot send. */
function Reach({ phone, email }: { phone: string; email: string }) {
  return (
    <>
      {' '}
      <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> ou <a href={`mailto:${email}`}>{email}</a>.
    </>
  );
}

/**
 * The conversation (docs/product.md#discussion): the greeting first (in the page's HTML, so it has no time of its
 * own); each message sent gets, 1 s later, the automatic reply (docs/product.md#discussion) that an expert will get in touch. The first
 * question asks for a name and a way to answer, then goes to the company as one `messages` document (source
 * `chat`); later ones go at once, into that same document. The conversation follows the visitor from page to page
 * (chatSession.ts).
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
  const [pendingReplies, setPendingReplies] = useState(0);
  const [status, setStatus] = useState<'idle' | 'sending' | 'error' | 'too-fast'>('idle');
  const [errorText, setErrorText] = useState(CHAT_SEND_ERROR);
  const [errors, setErrors] = useState<FieldErrors>({});
  const timers = useRef<number[]>([]);
  const logRef = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  /** Set at the first click, before any render: a double « Envoyer » sends once. */
  const busy = useRef(false);
  /** A robot filled the hidden field: it sees the usual answers, and nothing of this tab is ever sent. */
  const ignored = useRef(false);
  const update = store.set;
  /** Where the focus goes once the step drawn next is there: its field, never lost with the one removed. */
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  // Before paint, in the commit that draws the new step: no frame with the focus lost.
  useLayoutEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next) document.getElementById(next)?.focus();
  }, [session.step]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [session.messages.length, pendingReplies, session.step]);

  /**
   * A question that makes a document: the first one, with the way to answer (the chat then says where the answer
   * will come), or a later one when there is no document to add it to. Gives the tab the document's token.
   */
  const storeQuestion = async (sending: typeof chatSending) => {
    const current = store.get();
    const question = questionOf(current);
    const attempt = sending.attemptFor(question, current.attempt);
    update((s) => ({ ...s, attempt }));
    const thread = await sending.sendQuestion(question, {
      client,
      key: attempt.key,
      first: current.transmitted === 0,
    });
    if (store.get().step === 'contact') focusNext.current = `${CHAT_PANEL_ID}-input`;
    update((s) => {
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
    });
  };

  /**
   * A later question, added to the document the company has of this conversation
   * (docs/product.md#une-conversation-un-message); when the platform takes no more into it, a new document takes it.
   */
  const addQuestion = async (sending: typeof chatSending, thread: ChatThread) => {
    const current = store.get();
    const upTo = current.sending ?? nextSending(current);
    const question = current.messages[upTo - 1];
    if (!question) return;
    // The key goes with this question of this document: its repeats (a retry, another tab) are the same sending.
    const attempt = sending.attemptFor(
      { thread: thread.id, question: question.id, text: question.text },
      current.attempt,
    );
    update((s) => ({ ...s, sending: upTo, attempt }));
    try {
      await sending.sendFollowUp(thread, question.text, { client, key: attempt.key });
    } catch (error) {
      if (!sending.conversationOver(error)) throw error;
      update(({ thread: _over, attempt: _gone, ...rest }) => rest);
      await storeQuestion(sending);
      return;
    }
    update(({ sending: _done, attempt: _sent, ...rest }) => ({ ...rest, transmitted: upTo }));
  };

  /** Sends what the session holds up to `sending`; its outcome is said in the chat. */
  const transmit = async () => {
    if (ignored.current) return;
    setStatus('sending');
    try {
      const sending = await import('./chatSending');
      const thread = store.get().thread;
      await (thread ? addQuestion(sending, thread) : storeQuestion(sending));
      setStatus('idle');
      // A question typed while this one was on its way goes next.
      const after = store.get();
      if (after.messages.slice(after.transmitted).some((message) => !message.isBot)) {
        update((s) => ({ ...s, sending: nextSending(s) }));
        await transmit();
      }
    } catch (error) {
      // Past a limit, the platform's message says how long to wait; everything stays, and « Réessayer » sends it.
      const { failureText } = await import('./chatSending').catch(() => ({ failureText: () => null }));
      setErrorText(failureText(error) ?? CHAT_SEND_ERROR);
      setStatus('error');
    }
  };

  // A later question shown as sent whose answer never came before the page changed (or that the tab this one was
  // duplicated from was sending) goes now, with the key it had: what the visitor saw leave reaches the company.
  const resumed = useRef(false);
  useEffect(() => {
    const kept = store.get();
    if (resumed.current || kept.step !== 'sent' || kept.sending === undefined) return;
    resumed.current = true;
    void transmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for what the session held when the page opened
  }, []);

  const send = () => {
    const text = store.get().draft.trim();
    if (!text) return;
    const first = store.get().step === 'question';
    update((s) => ({
      ...s,
      messages: [...s.messages, createMessage(text, false)],
      draft: '',
      ...(first ? { step: 'contact' as const, page: window.location.pathname } : {}),
    }));
    // The message field gives way to the way to answer: the focus moves to its first field (and Escape still
    // closes the panel back onto its button).
    if (first) focusNext.current = `${CHAT_PANEL_ID}-name`;
    setPendingReplies((count) => count + 1);
    const timer = window.setTimeout(() => {
      timers.current = timers.current.filter((t) => t !== timer);
      setPendingReplies((count) => count - 1);
      update((s) => ({ ...s, messages: [...s.messages, createMessage(CHAT_AUTO_REPLY, true)] }));
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
    // Once the company has the first question, each later one goes at once, into the same document.
    if (store.get().step === 'sent' && store.get().sending === undefined) {
      update((s) => ({ ...s, sending: nextSending(s) }));
      void transmit();
    }
  };

  const submitContact = async () => {
    const current = store.get();
    const submittedAt = now();
    let checks: typeof chatSending;
    try {
      checks = await import('./chatSending');
    } catch {
      // The code could not arrive (offline, a removed file): said like any failure, with another way to reach us.
      setErrorText(CHAT_SEND_ERROR);
      setStatus('error');
      return;
    }
    const found = checks.validateContact(current.contact);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const verdict = checks.chatBotVerdict(honeypot.current?.value ?? '', shownAt, submittedAt);
    if (verdict === 'too-fast') {
      setStatus('too-fast'); // never a fake success: a person this quick is told, and everything stays
      return;
    }
    if (verdict === 'bot') {
      ignored.current = true;
      answerRobot();
      return;
    }
    if (current.sending === undefined) update((s) => ({ ...s, sending: s.messages.length }));
    await transmit();
  };

  /** A robot's answer: the same as a person's, with nothing sent. */
  const answerRobot = () => {
    focusNext.current = `${CHAT_PANEL_ID}-input`;
    update((s) => {
      const said = createMessage(
        chatTransmitted(s.contact.name, s.contact.email.trim(), s.contact.phone.trim()),
        true,
      );
      const { sending: _none, ...rest } = s;
      return { ...rest, messages: [...s.messages, said], step: 'sent', transmitted: s.messages.length + 1 };
    });
  };

  const setContact = (field: keyof ChatContact, value: string) =>
    update((s) => ({ ...s, contact: { ...s.contact, [field]: value } }));

  const sending = status === 'sending';
  const problem =
    status === 'error' ? (
      <p>
        {errorText}
        {errorText === CHAT_SEND_ERROR && <Reach phone={phone} email={email} />}
      </p>
    ) : status === 'too-fast' ? (
      <p>{CHAT_TOO_FAST}</p>
    ) : null;
  const id = (name: string) => `${CHAT_PANEL_ID}-${name}`;
  const describedBy = (...names: (keyof FieldErrors)[]) =>
    names
      .filter((name) => errors[name])
      .map((name) => id(`${name}-error`))
      .join(' ') || undefined;

  return (
    <>
      {/* Focusable: a conversation longer than its box scrolls with the keyboard too. */}
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
        {pendingReplies > 0 && (
          <p className={styles.typing} aria-hidden="true">
            Un conseiller écrit…
          </p>
        )}
      </div>
      {session.step === 'contact' ? (
        <form
          className={styles.contact}
          noValidate
          aria-labelledby={id('contact-intro')}
          aria-busy={sending}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (busy.current) return;
            busy.current = true;
            void submitContact().finally(() => {
              busy.current = false;
            });
          }}
        >
          <p id={id('contact-intro')} className={styles.intro}>
            {CHAT_CONTACT_INTRO}
          </p>
          <label htmlFor={id('name')}>Votre nom</label>
          <input
            id={id('name')}
            type="text"
            autoComplete="name"
            maxLength={200}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            value={session.contact.name}
            onChange={(event) => setContact('name', event.target.value)}
          />
          {errors.name && (
            <p id={id('name-error')} className={styles.fieldError}>
              {errors.name}
            </p>
          )}
          <div className={styles.ways}>
            <div>
              <label htmlFor={id('email')}>E-mail</label>
              <input
                id={id('email')}
                type="email"
                autoComplete="email"
                maxLength={200}
                aria-invalid={errors.email || errors.way ? true : undefined}
                aria-describedby={describedBy('way', 'email')}
                value={session.contact.email}
                onChange={(event) => setContact('email', event.target.value)}
              />
            </div>
            <div>
              <label htmlFor={id('phone')}>ou téléphone</label>
              <input
                id={id('phone')}
                type="tel"
                autoComplete="tel"
                maxLength={40}
                aria-invalid={errors.phone || errors.way ? true : undefined}
                aria-describedby={describedBy('way', 'phone')}
                value={session.contact.phone}
                onChange={(event) => setContact('phone', event.target.value)}
              />
            </div>
          </div>
          {(['way', 'email', 'phone'] as const).map(
            (name) =>
              errors[name] && (
                <p key={name} id={id(`${name}-error`)} className={styles.fieldError}>
                  {errors[name]}
                </p>
              ),
          )}
          <p className={styles.note}>
            {CHAT_PRIVACY_NOTE} <a href="/privacy">politique de confidentialité</a>.
          </p>
          <Honeypot id={id('hp')} ref={honeypot} />
          <div role="alert" className={styles.problem}>
            {problem}
          </div>
          <button type="submit" className={`button ${styles.send}`} disabled={sending}>
            {sending ? 'Envoi en cours…' : status === 'error' ? 'Réessayer' : 'Envoyer'}
          </button>
        </form>
      ) : (
        <>
          {session.step === 'sent' && problem && (
            <div role="alert" className={`${styles.problem} ${styles.followUp}`}>
              {problem}
              <button
                type="button"
                className="button button-ghost"
                disabled={sending}
                onClick={() => void transmit()}
              >
                Réessayer
              </button>
            </div>
          )}
          {/* Without a script nothing could be sent: the visitor reads how to reach the company instead. */}
          <noscript>
            <p className={styles.noScript}>
              {CHAT_NO_SCRIPT}
              <Reach phone={phone} email={email} />
            </p>
          </noscript>
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
              value={session.draft}
              onChange={(event) => {
                const draft = event.target.value;
                update((s) => ({ ...s, draft }));
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
        </>
      )}
    </>
  );
}
