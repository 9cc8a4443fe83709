import { useCompany } from '../content/useCompany';
import { FormFallback } from '../forms/FormFallback';
import ConversationIsland from './chat.island';
import { CHAT_PANEL_ID } from './chatIds';
import { CHAT_TITLE } from './chatMessages';
import styles from './Chat.module.css';

/**
 * The floating support chat (docs/islands.md#le-html-dabord). Opening and closing it is the browser's own: the
 * button opens the panel, a `popover`, with `popovertarget`, and Escape, a tap outside or the panel's × close it,
 * with no script (the button is « développé » or not, computed by the browser). Only the conversation, which sends
 * and answers, is an island (chat.island.tsx); the panel keeps it while closed.
 */
export function ChatWidget() {
  const company = useCompany();
  return (
    // The cookie banner's script gives this aside the banner's height, to sit above it (bannerScript.ts).
    <aside className={styles.chat} aria-label="Discussion en ligne" data-above-cookie-banner="">
      <button type="button" className={styles.launcher} popoverTarget={CHAT_PANEL_ID}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className={styles.iconOpen}>
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5v-8z"
            fill="currentColor"
            transform="translate(0.5 0.5)"
          />
        </svg>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className={styles.iconClose}>
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        {/* Read out only, but shown beside the icon on a phone (Chat.module.css). */}
        <span className={styles.label}>Discuter avec un conseiller</span>
      </button>
      <section
        id={CHAT_PANEL_ID}
        popover="auto"
        className={styles.panel}
        aria-labelledby={`${CHAT_PANEL_ID}-title`}
      >
        <div className={styles.head}>
          <div>
            <h2 id={`${CHAT_PANEL_ID}-title`} className={styles.title}>
              {CHAT_TITLE}
            </h2>
            <p className={styles.subtitle}>Nos experts vous répondent.</p>
          </div>
          <button
            type="button"
            className={styles.close}
            popoverTarget={CHAT_PANEL_ID}
            popoverTargetAction="hide"
            aria-label="Fermer la discussion"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ConversationIsland phone={company.phone} email={company.email} />
        {/* When the conversation's code cannot come after a send: said, with « Réessayer » and other ways. */}
        <FormFallback island="chat" failed="Votre question n’a pas pu être envoyée." noScriptLine={false} />
      </section>
    </aside>
  );
}
