import type { ReactNode } from 'react';
import { noScriptId } from '../../forms/FormFallback';
import styles from './subscription.module.css';

/**
 * A subscription page's confirmation, then « Annuler »: a form, so a tap before the island's code is kept and sent
 * once it comes, or says it could not (islands/replay.ts); without JavaScript it leads to the page's notice
 * (forms/FormFallback.tsx). Sent once while `busy`.
 */
export function ConfirmForm({
  island,
  label,
  busyLabel,
  busy,
  onConfirm,
  buttonClassName = 'button',
  children,
}: {
  /** The page's island, whose no-JavaScript notice the form points at. */
  island: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  buttonClassName?: string;
  /** Links between the button and « Annuler ». */
  children?: ReactNode;
}) {
  return (
    <form
      className={styles.actions}
      method="post"
      action={`#${noScriptId(island)}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onConfirm();
      }}
    >
      <button type="submit" className={buttonClassName} disabled={busy} data-busy-label={busyLabel}>
        {busy ? busyLabel : label}
      </button>
      {children}
      <a href="/" className="button button-ghost">
        Annuler
      </a>
    </form>
  );
}
