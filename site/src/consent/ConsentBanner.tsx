import { useEffect, useRef } from 'react';
import { ALL_COOKIES, NO_OPTIONAL_COOKIES, type ConsentChoice } from './consentStore';
import styles from './Consent.module.css';

export interface ConsentBannerProps {
  onCustomize: () => void;
  onChoose: (choice: ConsentChoice) => void;
}

/** Publishes the banner's height so the chat button can sit above it. */
function useBannerHeightVariable(ref: React.RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, [ref]);
}

/**
 * A fixed strip at the bottom (an overlay: nothing below it moves). Refusing is as easy and as visible as
 * accepting (CNIL): "Essentiels uniquement" and "Accepter tout" are the same button, side by side.
 */
export function ConsentBanner({ onCustomize, onChoose }: ConsentBannerProps) {
  const ref = useRef<HTMLElement>(null);
  useBannerHeightVariable(ref);
  return (
    <section ref={ref} className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.bannerInner}>
        <div className={styles.bannerHead}>
          <h2 id="cookie-banner-title" className={styles.bannerTitle}>
            Vos choix de cookies
          </h2>
          <button type="button" className={styles.customize} onClick={onCustomize}>
            Personnaliser
          </button>
        </div>
        <p className={styles.bannerText}>
          Avec votre accord, nous mesurons l’audience du site et personnalisons nos contenus. Choix modifiable
          à tout moment. <a href="/privacy#cookies">En savoir plus</a>
        </p>
        <div className={styles.choices}>
          <button
            type="button"
            className={`button ${styles.choice}`}
            onClick={() => onChoose(NO_OPTIONAL_COOKIES)}
          >
            Essentiels uniquement
          </button>
          <button type="button" className={`button ${styles.choice}`} onClick={() => onChoose(ALL_COOKIES)}>
            Accepter tout
          </button>
        </div>
      </div>
    </section>
  );
}
