import styles from './ManageCookiesButton.module.css';

/**
 * The footer's "Gérer les cookies": plain HTML; the page's own script (bannerScript.ts) opens the "Paramètres des
 * Cookies" dialog from it at any time, waking the consent island. Without JavaScript it says what it needs, and
 * that nothing is to be set then (docs/product.md#formulaire-sans-script).
 */
export function ManageCookiesButton() {
  return (
    <>
      <button type="button" className={styles.link} data-consent-open="footer">
        Gérer les cookies
      </button>
      <noscript>
        <span className={styles.note}>{NO_SCRIPT_COOKIES}</span>
      </noscript>
    </>
  );
}

export const NO_SCRIPT_COOKIES =
  'Le choix des cookies demande JavaScript ; sans lui, aucun cookie facultatif n’est déposé.';
