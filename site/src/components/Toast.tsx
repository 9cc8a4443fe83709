import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './Toast.module.css';

export type ToastKind = 'success' | 'error';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

export const TOAST_DURATION_MS = 5000;
/** At most this many notices at once, the oldest dropped first (their 350 px width is in Toast.module.css). */
export const TOAST_LIMIT = 20;

/** The toasts of one page: `show` adds one (the oldest go beyond the limit), `dismiss` removes one. */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const show = useCallback((kind: ToastKind, text: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, kind, text }].slice(-TOAST_LIMIT));
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  return { toasts, show, dismiss };
}

interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
  durationMs?: number;
}

/**
 * Short notices in a polite live region. The region is always in the page (empty when idle) so screen
 * readers announce what is added to it; each notice closes itself after `durationMs` or on its button.
 */
export function ToastRegion({ toasts, onDismiss, durationMs = TOAST_DURATION_MS }: ToastRegionProps) {
  return (
    <div className={styles.region} aria-live="polite" aria-relevant="additions text">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} durationMs={durationMs} />
      ))}
    </div>
  );
}

function Toast({
  toast,
  onDismiss,
  durationMs,
}: {
  toast: ToastItem;
  onDismiss: (id: number) => void;
  durationMs: number;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss, durationMs]);
  return (
    <div className={`${styles.toast} ${toast.kind === 'error' ? styles.error : styles.success}`}>
      <p className={styles.text}>{toast.text}</p>
      <button
        type="button"
        className={styles.close}
        aria-label="Fermer la notification"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
