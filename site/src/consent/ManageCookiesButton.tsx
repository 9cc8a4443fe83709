import { openConsentSettings } from './consentStore';
import styles from './ManageCookiesButton.module.css';

/** The footer's "Gérer les cookies": reopens the "Paramètres des Cookies" dialog at any time. */
export function ManageCookiesButton() {
  return (
    <button type="button" className={styles.link} onClick={openConsentSettings}>
      Gérer les cookies
    </button>
  );
}
