import styles from './ManageCookiesButton.module.css';

/**
 * The footer's "Gérer les cookies": plain HTML; the page's own script (bannerScript.ts) opens the "Paramètres des
 * Cookies" dialog from it at any time, waking the consent island.
 */
export function ManageCookiesButton() {
  return (
    <button type="button" className={styles.link} data-consent-open="footer">
      Gérer les cookies
    </button>
  );
}
