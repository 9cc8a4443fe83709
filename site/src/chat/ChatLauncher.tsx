import { lazy, Suspense, useRef, useState } from 'react';
import styles from './ChatLauncher.module.css';

// The panel (messages, form, timers) is its own chunk, fetched on the first hover, focus or click.
const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(loadPanel);

const PANEL_ID = 'chat-panel';

/**
 * The floating support chat: its button is in the prerendered HTML; its code wakes with it (chat.island.tsx) and
 * the panel is a chunk of its own. Once opened, the panel stays mounted (hidden when closed) and keeps the
 * conversation.
 */
export function ChatLauncher() {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <aside className={styles.chat} aria-label="Discussion en ligne">
      {used && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={used ? PANEL_ID : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5v-8z"
              fill="currentColor"
              transform="translate(0.5 0.5)"
            />
          )}
        </svg>
        {/* Read out only, but shown beside the icon on a phone (ChatLauncher.module.css). */}
        <span className={styles.label}>Discuter avec un conseiller</span>
      </button>
    </aside>
  );
}
