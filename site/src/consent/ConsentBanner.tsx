import styles from './Consent.module.css';

/** The banner's element; bannerScript.ts shows it, hides it and handles its buttons. */
export const COOKIE_BANNER_ID = 'cookie-banner';

/**
 * The cookie banner, plain HTML in every prerendered page and hidden: the page's own script (bannerScript.ts, run
 * by the loader) shows it 1 s after load when no valid choice is stored, and stores the choice of its buttons, no
 * React needed (docs/islands.md#la-bannière-des-cookies). A fixed strip at the bottom (an overlay: nothing below it
 * moves). Refusing is as easy and as visible as accepting (CNIL): "Essentiels uniquement" and "Accepter tout" are
 * the same button, side by side.
 */
export function ConsentBanner() {
  return (
    <section
      id={COOKIE_BANNER_ID}
      className={styles.banner}
      aria-labelledby="cookie-banner-title"
      hidden
      data-nosnippet=""
    >
      <div className={styles.bannerInner}>
        <div className={styles.bannerHead}>
          <h2 id="cookie-banner-title" className={styles.bannerTitle}>
            Vos choix de cookies
          </h2>
          <button type="button" className={styles.customize} data-consent-open="dialog">
            Personnaliser
          </button>
        </div>
        <p className={styles.bannerText}>
          Avec votre accord, nous mesurons l’audience du site et personnalisons nos contenus. Choix modifiable
          à tout moment. <a href="/privacy#cookies">En savoir plus</a>
        </p>
        <div className={styles.choices}>
          <button type="button" className={`button ${styles.choice}`} data-consent-choice="none">
            Essentiels uniquement
          </button>
          <button type="button" className={`button ${styles.choice}`} data-consent-choice="all">
            Accepter tout
          </button>
        </div>
      </div>
    </section>
  );
}
