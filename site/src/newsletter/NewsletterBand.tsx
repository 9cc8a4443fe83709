import type { ReactNode } from 'react';
import NewsletterIsland from './newsletter.island';
import styles from './Newsletter.module.css';

/** The footer row holding the newsletter sign-up and, beside it, `aside` (the security seal). */
export function NewsletterBand({ aside }: { aside?: ReactNode }) {
  return (
    <div className={`container ${styles.band}`}>
      <NewsletterIsland />
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
