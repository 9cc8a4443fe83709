import { useEffect, useRef, useState } from 'react';
import { CHAT_PANEL_ID } from './chatIds';
import {
  CHAT_AUTO_REPLY,
  CHAT_GREETING,
  CHAT_REPLY_DELAY_MS,
  createMessage,
  formatChatTime,
  type ChatMessage,
} from './chatMessages';
import styles from './Chat.module.css';

/**
 * The conversation: the greeting first (in the page's HTML, so it has no time of its own); each message sent gets,
 * 1 s later, the automatic reply that an expert will get in touch. Nothing leaves the browser.
 */
export function Conversation() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pendingReplies, setPendingReplies] = useState(0);
  const timers = useRef<number[]>([]);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pendingReplies]);

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setMessages((list) => [...list, createMessage(text, false)]);
    setDraft('');
    setPendingReplies((count) => count + 1);
    const timer = window.setTimeout(() => {
      timers.current = timers.current.filter((t) => t !== timer);
      setPendingReplies((count) => count - 1);
      setMessages((list) => [...list, createMessage(CHAT_AUTO_REPLY, true)]);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.push(timer);
  };

  return (
    <>
      <div ref={logRef} className={styles.log} role="log" aria-label="Messages de la discussion">
        <ul>
          <li className={styles.bot}>
            <span className="visually-hidden">Conseiller&nbsp;: </span>
            <span className={styles.text}>{CHAT_GREETING}</span>
          </li>
          {messages.map((message) => (
            <li key={message.id} className={message.isBot ? styles.bot : styles.visitor}>
              <span className="visually-hidden">{message.isBot ? 'Conseiller\u00a0: ' : 'Vous\u00a0: '}</span>
              <span className={styles.text}>{message.text}</span>
              <time className={styles.time} dateTime={message.timestamp.toISOString()}>
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
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={`${CHAT_PANEL_ID}-input`} className="visually-hidden">
          Votre message
        </label>
        <textarea
          id={`${CHAT_PANEL_ID}-input`}
          className={styles.input}
          rows={2}
          maxLength={2000}
          placeholder="Écrivez votre message…"
          // Enter sends: the page's loader keeps an Enter typed before this code runs (islands/loader.ts).
          data-enter-sends=""
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line (and an IME composition is never cut short).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button type="submit" className={`button ${styles.send}`}>
          Envoyer
        </button>
      </form>
    </>
  );
}
