import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './subscription.module.css';

export type PanelTone = 'info' | 'success' | 'error';

interface SubscriptionPanelProps {
  title: string;
  tone?: PanelTone;
  /** Moves focus to the title when shown: the result of an action is then read out. */
  focusTitle?: boolean;
  children: ReactNode;
}

/** The single card every state of the unsubscribe and preferences pages is shown in, with one h1. */
export function SubscriptionPanel({
  title,
  tone = 'info',
  focusTitle = false,
  children,
}: SubscriptionPanelProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className={`container page-section ${styles.page}`}>
      <section className={`card ${styles.panel} ${styles[tone]}`} aria-labelledby={titleId}>
        <h1 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

export const LINK_CHECK_EXPLANATION =
  'Ce lien personnel vous a été envoyé par e-mail. Avant d’afficher ou de modifier votre abonnement, nous vérifions ' +
  'qu’il correspond bien à votre adresse\u00a0: vos préférences restent ainsi entre vos mains, et celles de personne ' +
  'd’autre. Cela ne prend qu’un instant.';

export function LoadingPanel({ title, text }: { title: string; text: string }) {
  return (
    <SubscriptionPanel title={title}>
      {/* Prerendered with the page: the visitor reads why we wait while the link is checked. */}
      <p>{LINK_CHECK_EXPLANATION}</p>
      <p role="status" className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        {text}
      </p>
    </SubscriptionPanel>
  );
}

export const INVALID_LINK_TITLE = 'Lien invalide';

/** The invalid-link state (missing e-mail or token, or a token the platform refuses). */
export function InvalidLinkPanel({ text, focusTitle }: { text: string; focusTitle?: boolean }) {
  return (
    <SubscriptionPanel title={INVALID_LINK_TITLE} tone="error" focusTitle={focusTitle}>
      <p>{text}</p>
      <p>Besoin d’aide&#8239;? Notre équipe peut gérer votre abonnement pour vous.</p>
      <div className={styles.actions}>
        <a href="/contact" className="button">
          Nous contacter
        </a>
      </div>
    </SubscriptionPanel>
  );
}

export const UNAVAILABLE_TITLE = 'Service momentanément indisponible';

/** The platform could not be reached: the link may well be valid, so it is not called invalid. */
export function UnavailablePanel({ text, focusTitle }: { text: string; focusTitle?: boolean }) {
  return (
    <SubscriptionPanel title={UNAVAILABLE_TITLE} tone="error" focusTitle={focusTitle}>
      <p>{text}</p>
      <div className={styles.actions}>
        {/* A full reload: the same address again, checked anew. */}
        <a href={typeof window === 'undefined' ? '' : window.location.href} className="button">
          Réessayer
        </a>
        <a href="/contact" className="button button-ghost">
          Nous contacter
        </a>
      </div>
    </SubscriptionPanel>
  );
}
