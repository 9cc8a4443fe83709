import { useState } from 'react';
import type { SubscriberStatus } from '@shared/domain/subscribers';
import type { PlatformClient } from '@shared/http/types';
import { noScriptId } from '../../forms/FormFallback';
import { atLeast } from './subscriberLink';
import styles from './subscription.module.css';
import { SubscriptionPanel } from './SubscriptionPanel';

export const ALREADY_UNSUBSCRIBED_TEXTS = {
  title: 'Adresse déjà désinscrite',
  resubscribe: 'Me réinscrire',
  sending: 'Envoi en cours...',
  sentTitle: 'Confirmez votre réinscription par e-mail',
  toastError: 'Erreur lors de la demande de réinscription',
} as const;

/** The sign-up's own code, loaded on the click: zod and the signing client stay out of the page's first load. */
const loadSignUp = () => import('../../newsletter/subscribeToNewsletter');

type Step = 'offer' | 'sending' | 'sent';

interface AlreadyUnsubscribedPanelProps {
  /** The page's island: without JavaScript, its form lands on the island's line (FormFallback). */
  island: string;
  email: string;
  /** Prerendered but not shown (SubscriptionPanel): its pending note is there too, for the start module to keep or remove. */
  hidden?: boolean;
  /** `pending`: a re-subscription already waits for its e-mailed confirmation. */
  status: Extract<SubscriberStatus, 'unsubscribed' | 'pending'>;
  client: PlatformClient;
  submitMs: number;
  onError: (message: string) => void;
}

/**
 * An unsubscribe or preferences link opened for an address that no longer receives anything
 * (docs/product.md#désinscription-et-préférences): the page says so and, to subscribe again, only offers the
 * sign-up's confirmation e-mail. The link's own token never re-subscribes it: whoever holds an old e-mail
 * does not decide for the inbox.
 */
export function AlreadyUnsubscribedPanel({
  island,
  email,
  hidden,
  status,
  client,
  submitMs,
  onError,
}: AlreadyUnsubscribedPanelProps) {
  const [step, setStep] = useState<Step>('offer');

  async function resubscribe() {
    setStep('sending');
    try {
      const { subscribeToNewsletter } = await loadSignUp();
      // The platform sends the confirmation itself, at most one an hour, and answers the same either way
      // (docs/newsletter.md#inscription): the page says what happens, not whether this very request sent it.
      await atLeast(subscribeToNewsletter(client, email), submitMs);
      setStep('sent');
    } catch {
      setStep('offer');
      onError(ALREADY_UNSUBSCRIBED_TEXTS.toastError);
    }
  }

  const address = (
    <strong className={styles.email} data-slot="email">
      {email}
    </strong>
  );
  const home = (
    <a href="/" className="button button-ghost">
      Retour à l’accueil
    </a>
  );
  if (step === 'sent') {
    return (
      <SubscriptionPanel panel="sent" title={ALREADY_UNSUBSCRIBED_TEXTS.sentTitle} tone="success" focusTitle>
        <p>
          Un e-mail de confirmation part vers l’adresse {address} (un seul par heure&nbsp;: s’il vous en a
          déjà été envoyé un, c’est celui-là qui compte).
        </p>
        <p>
          Ouvrez son lien puis choisissez « Confirmer ma réinscription »&nbsp;: vous recevrez de nouveau nos
          e-mails. Jusque-là, rien ne change.
        </p>
        <div className={styles.actions}>{home}</div>
      </SubscriptionPanel>
    );
  }
  return (
    <SubscriptionPanel panel="already" hidden={hidden} title={ALREADY_UNSUBSCRIBED_TEXTS.title}>
      <p>
        L’adresse {address} est déjà désinscrite de nos e-mails&nbsp;: vous ne recevez plus rien de notre
        part, il n’y a rien d’autre à faire.
      </p>
      {(hidden || status === 'pending') && (
        <p className={styles.note} data-slot="pending" hidden={hidden}>
          Une réinscription a été demandée pour cette adresse&nbsp;: elle attend la confirmation envoyée par
          e-mail.
        </p>
      )}
      <h2 className={styles.subtitle}>Vous souhaitez de nouveau recevoir nos e-mails&#8239;?</h2>
      <p>
        Nous vous enverrons un lien de confirmation à cette adresse&nbsp;: rien ne change tant qu’il n’est pas
        ouvert.
      </p>
      {/* A form: a tap before the island's code is kept and sent once it comes, or says it could not (replay.ts). */}
      <form
        className={styles.actions}
        method="post"
        action={`#${noScriptId(island)}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (step !== 'sending') void resubscribe();
        }}
      >
        <button type="submit" className="button" disabled={step === 'sending'}>
          {step === 'sending' ? ALREADY_UNSUBSCRIBED_TEXTS.sending : ALREADY_UNSUBSCRIBED_TEXTS.resubscribe}
        </button>
        {home}
      </form>
    </SubscriptionPanel>
  );
}
