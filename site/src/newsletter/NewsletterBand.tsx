import type { ReactNode } from 'react';
import { NewsletterSignup } from './NewsletterSignup';
import styles from './Newsletter.module.css';

/** The footer row holding the newsletter sign-up and, beside it, `aside` (the security seal). */
export function NewsletterBand({ aside }: { aside?: ReactNode }) {
  return (
    <div className={`container ${styles.band}`}>
      <NewsletterSignup />
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
