import type { ReactNode } from 'react';
import { FormFallback } from '../forms/FormFallback';
import NewsletterIsland from './newsletter.island';
import styles from './Newsletter.module.css';

/** The footer row holding the newsletter sign-up and, beside it, `aside` (the security seal). */
export function NewsletterBand({ aside }: { aside?: ReactNode }) {
  return (
    <div className={`container ${styles.band}`}>
      <div>
        <NewsletterIsland />
        <FormFallback island="newsletter" failed="Votre inscription n’a pas pu être envoyée." />
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
