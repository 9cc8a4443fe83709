import { useEffect, useRef, useState } from 'react';
import {
  CHAT_AUTO_REPLY,
  CHAT_GREETING,
  CHAT_REPLY_DELAY_MS,
  createMessage,
  formatChatTime,
  type ChatMessage,
} from './chatMessages';
import styles from './ChatPanel.module.css';

export interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The conversation: a greeting first; each message sent gets, 1 s later, the automatic reply that an expert
 * will get in touch. Nothing leaves the browser.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [createMessage(CHAT_GREETING, true)]);
  const [draft, setDraft] = useState('');
  const [pendingReplies, setPendingReplies] = useState(0);
  const timers = useRef<number[]>([]);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

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
    <section
      id={id}
      className={styles.panel}
      hidden={!open}
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.head}>
        <div>
          <h2 id={`${id}-title`} className={styles.title}>
            Une question ?
          </h2>
          <p className={styles.subtitle}>Nos experts vous répondent.</p>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Fermer la discussion">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div ref={logRef} className={styles.log} role="log" aria-label="Messages de la discussion">
        <ul>
          {messages.map((message) => (
            <li key={message.id} className={message.isBot ? styles.bot : styles.visitor}>
              <span className="visually-hidden">{message.isBot ? 'Conseiller : ' : 'Vous : '}</span>
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
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Votre message
        </label>
        <textarea
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          rows={2}
          maxLength={2000}
          placeholder="Écrivez votre message…"
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
    </section>
  );
}
