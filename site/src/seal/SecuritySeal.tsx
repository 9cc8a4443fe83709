import styles from './SecuritySeal.module.css';

/** Where the seal leads: our own account of how the site protects its visitors. */
export const SEAL_VERIFICATION_URL = '/privacy#securite';
const WINDOW_NAME = 'verification-securite';
const SEAL_POPUP_SIZE = { width: 600, height: 600 } as const;

/** Opens the verification page in a centred 600×600 pop-up; returns false when the browser refuses it. */
export function openSealPopup(url: string = SEAL_VERIFICATION_URL): boolean {
  const { width, height } = SEAL_POPUP_SIZE;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open(
    url,
    WINDOW_NAME,
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  popup?.focus();
  return popup !== null;
}

/**
 * The security seal of the footer. A real link (works without scripts, or when pop-ups are blocked: a new
 * tab); with scripts it opens the 600×600 verification pop-up instead (docs/product.md#constantes).
 */
export function SecuritySeal() {
  return (
    <a
      href={SEAL_VERIFICATION_URL}
      target={WINDOW_NAME}
      className={styles.seal}
      data-wake=""
      onClick={(event) => {
        if (openSealPopup()) event.preventDefault();
      }}
    >
      <img
        src="/images/site-securise.svg"
        width={160}
        height={64}
        loading="lazy"
        decoding="async"
        alt="Site sécurisé&nbsp;: vérifier la sécurité du site (nouvelle fenêtre)"
      />
    </a>
  );
}
