import { useEffect, useRef, type ReactNode } from 'react';
import { ReachUs } from '../../forms/FormFallback';
import type { LinkPanel } from './linkPanels';
import styles from './subscription.module.css';

export type PanelTone = 'info' | 'success' | 'error';

interface SubscriptionPanelProps {
  /**
   * Its name in the HTML (`data-panel`): the page's start module shows the panel its check chose and removes the
   * others (linkPanels.ts). Also its title's id: fixed, so the island hydrates whichever panel the DOM kept.
   */
  panel: LinkPanel | 'success' | 'sent';
  /** Prerendered but not shown: a panel the link check may choose. */
  hidden?: boolean;
  title: string;
  tone?: PanelTone;
  /** Moves focus to the title when shown: the result of an action is then read out. */
  focusTitle?: boolean;
  children: ReactNode;
}

/** The single card every state of the unsubscribe and preferences pages is shown in, with one h1. */
export function SubscriptionPanel({
  panel,
  hidden,
  title,
  tone = 'info',
  focusTitle = false,
  children,
}: SubscriptionPanelProps) {
  const titleId = `${panel}-title`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className={`container page-section ${styles.page}`} data-panel={panel} hidden={hidden}>
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
    <SubscriptionPanel panel="loading" title={title}>
      {/* Prerendered with the page: the visitor reads why we wait while the link is checked. */}
      <p>{LINK_CHECK_EXPLANATION}</p>
      <p role="status" className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        {text}
      </p>
    </SubscriptionPanel>
  );
}

/** A panel that says how the link's check ended: its text, and whether it takes the focus or waits hidden. */
interface OutcomePanelProps {
  text: string;
  focusTitle?: boolean;
  hidden?: boolean;
}

export const INVALID_LINK_TITLE = 'Lien invalide';

/** The invalid-link state (missing e-mail or token, or a token the platform refuses). */
export function InvalidLinkPanel({ text, focusTitle, hidden }: OutcomePanelProps) {
  return (
    <SubscriptionPanel
      panel="invalid"
      hidden={hidden}
      title={INVALID_LINK_TITLE}
      tone="error"
      focusTitle={focusTitle}
    >
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

/**
 * The platform could not be reached: the link may well be valid, so it is not called invalid. « Réessayer » reloads
 * the same address (the start module writes it when it shows the panel); the telephone and the e-mail are there too.
 */
export function UnavailablePanel({ text, focusTitle, hidden }: OutcomePanelProps) {
  return (
    <SubscriptionPanel
      panel="unavailable"
      hidden={hidden}
      title={UNAVAILABLE_TITLE}
      tone="error"
      focusTitle={focusTitle}
    >
      <p>{text}</p>
      <p>
        Besoin d’aide sans attendre&#8239;? Vous pouvez aussi nous joindre directement&nbsp;: <ReachUs />.
      </p>
      <div className={styles.actions}>
        <a
          href={hidden || typeof window === 'undefined' ? '' : window.location.href}
          data-slot="retry"
          className="button"
        >
          Réessayer
        </a>
        <a href="/contact" className="button button-ghost">
          Nous contacter
        </a>
      </div>
    </SubscriptionPanel>
  );
}
