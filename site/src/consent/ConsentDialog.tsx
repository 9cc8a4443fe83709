import { useEffect, useRef, useState } from 'react';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { CONSENT_CATEGORY_TEXTS } from './categories';
import { ALL_COOKIES, NO_OPTIONAL_COOKIES, type ConsentChoice } from './consentChoice';
import styles from './Consent.module.css';

export interface ConsentDialogProps {
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * "Paramètres des Cookies": a modal dialog (focus kept inside and given back, Esc closes). Withdrawing consent is
 * as easy as giving it (RGPD art. 7.3): "Tout refuser" and "Tout accepter", the same button side by side, save in
 * one click beside the switches.
 */
export function ConsentDialog({ initial, onSave, onClose }: ConsentDialogProps) {
  const [choice, setChoice] = useState<ConsentChoice>(initial);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // Back to the button that opened the dialog, if it is still there (the banner goes away on save).
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-settings-title"
        aria-describedby="cookie-settings-intro"
        onKeyDown={onKeyDown}
      >
        <div className={styles.dialogHead}>
          <h2 id="cookie-settings-title">Paramètres des Cookies</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Fermer">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id="cookie-settings-intro" className={styles.intro}>
          Choisissez les cookies que vous acceptez. Votre choix est conservé {COOKIE_CONSENT.maxAgeMonths}{' '}
          mois au plus et reste modifiable depuis le lien « Gérer les cookies » en bas de chaque page.
        </p>
        <div className={styles.choices}>
          <button
            type="button"
            className={`button ${styles.choice}`}
            onClick={() => onSave(NO_OPTIONAL_COOKIES)}
          >
            Tout refuser
          </button>
          <button type="button" className={`button ${styles.choice}`} onClick={() => onSave(ALL_COOKIES)}>
            Tout accepter
          </button>
        </div>
        <ul className={styles.categories}>
          {CONSENT_CATEGORY_TEXTS.map(({ key, title, description }) => {
            const id = `cookie-category-${key}`;
            const essential = key === 'essential';
            return (
              <li key={key} className={styles.category}>
                <div className={styles.categoryText}>
                  <label htmlFor={id} className={styles.categoryTitle}>
                    {title}
                  </label>
                  <p id={`${id}-description`}>{description}</p>
                  {essential && (
                    <p id={`${id}-note`} className={styles.lockedNote}>
                      Toujours actifs&nbsp;: ils ne peuvent pas être désactivés.
                    </p>
                  )}
                </div>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked={essential ? true : choice[key as keyof ConsentChoice]}
                  disabled={essential}
                  aria-describedby={essential ? `${id}-description ${id}-note` : `${id}-description`}
                  onChange={(event) => {
                    if (essential) return;
                    const checked = event.target.checked;
                    setChoice((value) => ({ ...value, [key]: checked }));
                  }}
                />
              </li>
            );
          })}
        </ul>
        <div className={styles.dialogActions}>
          <button type="button" className="button button-ghost" onClick={() => onSave(choice)}>
            Enregistrer les préférences
          </button>
        </div>
      </div>
    </div>
  );
}
