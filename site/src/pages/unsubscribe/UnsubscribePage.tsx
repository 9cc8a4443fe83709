import { useState } from 'react';
import { EMAIL_POLICY } from '@shared/domain/preferences';
import { lazyPlatform } from '@shared/http/lazyPlatform';
import type { PlatformClient } from '@shared/http/types';
import { ToastRegion, useToasts } from '../../components/Toast';
import { AlreadyUnsubscribedPanel } from '../subscription/AlreadyUnsubscribedPanel';
import { ConfirmForm } from '../subscription/ConfirmForm';
import { PREFERENCE_OPTIONS } from '../subscription/preferenceOptions';
import { unsubscribePanel } from '../subscription/linkPanels';
import {
  atLeast,
  isRefusal,
  SUBSCRIPTION_MIN_WAIT,
  subscriptionHref,
  type CheckedLink,
  type SubscriberLink,
} from '../subscription/subscriberLink';
import styles from '../subscription/subscription.module.css';
import {
  InvalidLinkPanel,
  LoadingPanel,
  SubscriptionPanel,
  UnavailablePanel,
} from '../subscription/SubscriptionPanel';
import { useSubscriberLink } from '../subscription/useSubscriberLink';

export const UNSUBSCRIBE_TEXTS = {
  loadingTitle: 'Désinscription de la newsletter',
  loading: 'Vérification de votre lien de désinscription...',
  invalid: 'Ce lien de désinscription n’est pas valide ou a expiré.',
  unavailable:
    'Nous ne pouvons pas traiter votre demande pour le moment. Veuillez réessayer dans quelques instants.',
  confirmTitle: 'Se désinscrire de nos e-mails',
  confirm: 'Confirmer la désinscription',
  submitting: 'Désinscription en cours...',
  successTitle: 'Désinscription confirmée',
  toastSuccess: 'Désinscription effectuée avec succès',
  toastError: 'Erreur lors de la désinscription',
} as const;

export interface UnsubscribePageProps {
  /** The link as the page's start module checked it (unsubscribe.start.ts): absent, the page checks it itself. */
  checked?: CheckedLink;
  client?: PlatformClient;
  /** The 2-second wait, kept as the minimum time the submission shows (docs/product.md#désinscription-et-préférences). */
  submitMs?: number;
}

type Outcome = 'success' | 'invalid' | 'unavailable';

export function UnsubscribePage({
  checked,
  client = lazyPlatform,
  submitMs = SUBSCRIPTION_MIN_WAIT.submitMs,
}: UnsubscribePageProps) {
  const state = useSubscriberLink(client, 0, checked);
  const toasts = useToasts();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function unsubscribe(link: SubscriberLink) {
    setSubmitting(true);
    try {
      await atLeast(
        client.update(
          'subscribers',
          { email: link.email },
          { status: 'unsubscribed' },
          { token: link.token },
        ),
        submitMs,
      );
      setOutcome('success');
      toasts.show('success', UNSUBSCRIBE_TEXTS.toastSuccess);
    } catch (error) {
      setOutcome(isRefusal(error) ? 'invalid' : 'unavailable');
      toasts.show('error', UNSUBSCRIBE_TEXTS.toastError);
    } finally {
      setSubmitting(false);
    }
  }

  let panel;
  if (state.status === 'loading') {
    // Every panel the check may choose, hidden: the start module shows one (linkPanels.ts).
    panel = (
      <>
        <LoadingPanel title={UNSUBSCRIBE_TEXTS.loadingTitle} text={UNSUBSCRIBE_TEXTS.loading} />
        <InvalidLinkPanel text={UNSUBSCRIBE_TEXTS.invalid} hidden />
        <UnavailablePanel text={UNSUBSCRIBE_TEXTS.unavailable} hidden />
        <UnsubscribeConfirm link={null} submitting={false} onConfirm={() => undefined} hidden />
        <AlreadyUnsubscribedPanel
          island="unsubscribe"
          email=""
          status="pending"
          client={client}
          submitMs={submitMs}
          onError={() => undefined}
          hidden
        />
      </>
    );
  } else if (outcome === 'invalid') {
    panel = <InvalidLinkPanel text={UNSUBSCRIBE_TEXTS.invalid} focusTitle />;
  } else if (outcome === 'unavailable') {
    panel = <UnavailablePanel text={UNSUBSCRIBE_TEXTS.unavailable} focusTitle />;
  } else if (state.status === 'invalid') {
    panel = <InvalidLinkPanel text={UNSUBSCRIBE_TEXTS.invalid} />;
  } else if (state.status === 'unavailable') {
    panel = <UnavailablePanel text={UNSUBSCRIBE_TEXTS.unavailable} />;
  } else if (outcome === 'success') {
    panel = <UnsubscribeSuccess email={state.link.email} />;
  } else if (unsubscribePanel(state) === 'already') {
    // Nothing left to unsubscribe: the page says so (docs/product.md#désinscription-et-préférences).
    panel = (
      <AlreadyUnsubscribedPanel
        island="unsubscribe"
        email={state.link.email}
        status={state.subscriber.status === 'pending' ? 'pending' : 'unsubscribed'}
        client={client}
        submitMs={submitMs}
        onError={(message) => toasts.show('error', message)}
      />
    );
  } else {
    const { link } = state;
    panel = (
      <UnsubscribeConfirm link={link} submitting={submitting} onConfirm={() => void unsubscribe(link)} />
    );
  }
  return (
    <>
      {panel}
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </>
  );
}

function UnsubscribeConfirm({
  link,
  submitting,
  onConfirm,
  hidden,
}: {
  /** Null in the prerendered, hidden panel: the start module writes the address and the link. */
  link: SubscriberLink | null;
  submitting: boolean;
  onConfirm: () => void;
  hidden?: boolean;
}) {
  return (
    <SubscriptionPanel panel="confirm" hidden={hidden} title={UNSUBSCRIBE_TEXTS.confirmTitle}>
      <p>
        Vous êtes sur le point de désinscrire l’adresse{' '}
        <strong className={styles.email} data-slot="email">
          {link?.email}
        </strong>{' '}
        de tous nos e-mails.
      </p>
      <h2 className={styles.subtitle}>Vous ne recevrez plus&nbsp;:</h2>
      <ul className={styles.lossList}>
        {PREFERENCE_OPTIONS.map((option) => (
          <li key={option.key}>{option.title}</li>
        ))}
      </ul>
      <p className="form-note">
        Vous préférez recevoir moins d’e-mails&#8239;? Choisissez seulement ceux qui vous intéressent dans vos
        préférences.
      </p>
      <ConfirmForm
        island="unsubscribe"
        label={UNSUBSCRIBE_TEXTS.confirm}
        busyLabel={UNSUBSCRIBE_TEXTS.submitting}
        busy={submitting}
        onConfirm={onConfirm}
        buttonClassName="button button-wood"
      >
        <a
          href={link ? subscriptionHref('/email-preferences', link) : '/email-preferences'}
          data-link-to="/email-preferences"
          className="button"
        >
          Gérer mes préférences
        </a>
      </ConfirmForm>
    </SubscriptionPanel>
  );
}

function UnsubscribeSuccess({ email }: { email: string }) {
  return (
    <SubscriptionPanel panel="success" title={UNSUBSCRIBE_TEXTS.successTitle} tone="success" focusTitle>
      <p>
        L’adresse <strong className={styles.email}>{email}</strong> ne recevra plus nos e-mails.
      </p>
      <p className={styles.note}>
        La prise en compte peut prendre jusqu’à {EMAIL_POLICY.unsubscribeEffectHours}h&nbsp;: vous pourriez
        encore recevoir un e-mail déjà programmé.
      </p>
      <p>Vous avez changé d’avis&#8239;? Contactez-nous pour vous réinscrire à tout moment.</p>
      <div className={styles.actions}>
        <a href="/" className="button">
          Retour à l’accueil
        </a>
        <a href="/contact" className="button button-ghost">
          Nous contacter pour me réinscrire
        </a>
      </div>
    </SubscriptionPanel>
  );
}
