import { useState } from 'react';
import { EMAIL_POLICY } from '@shared/domain/preferences';
import type { Preferences } from '@shared/domain/subscribers';
import { lazyPlatform } from '@shared/http/lazyPlatform';
import type { PlatformClient } from '@shared/http/types';
import { ToastRegion, useToasts } from '../../components/Toast';
import { AlreadyUnsubscribedPanel } from '../subscription/AlreadyUnsubscribedPanel';
import { ConfirmForm } from '../subscription/ConfirmForm';
import { DEFAULT_PREFERENCES } from '@shared/domain/preferences';
import { preferencesOf } from '../subscription/preferenceOptions';
import { preferencesPanel } from '../subscription/linkPanels';
import {
  atLeast,
  SUBSCRIPTION_MIN_WAIT,
  type CheckedLink,
  type SubscriberLink,
} from '../subscription/subscriberLink';
import {
  InvalidLinkPanel,
  LoadingPanel,
  SubscriptionPanel,
  UnavailablePanel,
} from '../subscription/SubscriptionPanel';
import styles from '../subscription/subscription.module.css';
import { useSubscriberLink } from '../subscription/useSubscriberLink';
import { PreferencesForm } from './PreferencesForm';

export const PREFERENCES_TEXTS = {
  loadingTitle: 'Préférences e-mail',
  loading: 'Chargement de vos préférences...',
  invalid: 'Ce lien de gestion des préférences n’est pas valide ou a expiré.',
  unavailable:
    'Nous ne pouvons pas charger vos préférences pour le moment. Veuillez réessayer dans quelques instants.',
  successTitle: 'Préférences mises à jour',
  toastSuccess: 'Préférences mises à jour avec succès',
  toastError: 'Erreur lors de la mise à jour',
  confirmTitle: 'Confirmer votre réinscription',
  confirm: 'Confirmer ma réinscription',
  confirming: 'Confirmation en cours...',
  toastConfirmed: 'Réinscription confirmée\u00a0: vous recevrez de nouveau nos e-mails',
  toastConfirmError: 'Erreur lors de la confirmation',
} as const;

export interface EmailPreferencesPageProps {
  /** The link as the page's start module checked it (emailPreferences.start.ts): absent, the page checks it itself. */
  checked?: CheckedLink;
  client?: PlatformClient;
  /** The waits (about 1 s to load, 2 s to save), kept as minimum display times (docs/product.md#constantes). */
  loadMs?: number;
  submitMs?: number;
}

export function EmailPreferencesPage({
  checked,
  client = lazyPlatform,
  loadMs = SUBSCRIPTION_MIN_WAIT.preferencesLoadMs,
  submitMs = SUBSCRIPTION_MIN_WAIT.submitMs,
}: EmailPreferencesPageProps) {
  const state = useSubscriberLink(client, loadMs, checked);
  const toasts = useToasts();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // A re-subscription waiting for this link (docs/newsletter.md#réinscription), confirmed on this page.
  const [confirming, setConfirming] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  async function confirm(link: SubscriberLink, subscriberId: string) {
    setConfirming(true);
    try {
      await atLeast(
        client.update('subscribers', { email: link.email }, { status: 'active' }, { token: link.token }),
        submitMs,
      );
      setConfirmed(true);
      toasts.show('success', PREFERENCES_TEXTS.toastConfirmed);
      // Rendered and sent by the platform, once; the re-subscription holds even if it fails.
      void client
        .sendSiteEmail({ message: 'newsletter-welcome', documentId: subscriberId })
        .catch(() => undefined);
    } catch {
      toasts.show('error', PREFERENCES_TEXTS.toastConfirmError);
    } finally {
      setConfirming(false);
    }
  }

  async function save(link: SubscriberLink, preferences: Preferences) {
    setSaving(true);
    try {
      await atLeast(
        client.update('subscribers', { email: link.email }, { preferences }, { token: link.token }),
        submitMs,
      );
      setSaved(true);
      toasts.show('success', PREFERENCES_TEXTS.toastSuccess);
    } catch {
      // On failure the form stays (docs/product.md#désinscription-et-préférences), with its choices, and a toast says so.
      toasts.show('error', PREFERENCES_TEXTS.toastError);
    } finally {
      setSaving(false);
    }
  }

  let panel;
  if (state.status === 'loading') {
    // Every panel the check may choose, hidden: the start module shows one (linkPanels.ts).
    panel = (
      <>
        <LoadingPanel title={PREFERENCES_TEXTS.loadingTitle} text={PREFERENCES_TEXTS.loading} />
        <InvalidLinkPanel text={PREFERENCES_TEXTS.invalid} hidden />
        <UnavailablePanel text={PREFERENCES_TEXTS.unavailable} hidden />
        <AlreadyUnsubscribedPanel
          island="emailPreferences"
          email=""
          status="unsubscribed"
          client={client}
          submitMs={submitMs}
          onError={() => undefined}
          hidden
        />
        <ResubscribeConfirm email="" confirming={false} onConfirm={() => undefined} hidden />
        <PreferencesForm
          link={null}
          initial={DEFAULT_PREFERENCES}
          saving={false}
          onSave={() => undefined}
          hidden
        />
      </>
    );
  } else if (state.status === 'invalid') {
    panel = <InvalidLinkPanel text={PREFERENCES_TEXTS.invalid} />;
  } else if (state.status === 'unavailable') {
    panel = <UnavailablePanel text={PREFERENCES_TEXTS.unavailable} />;
  } else if (saved) {
    panel = <PreferencesSuccess />;
  } else if (preferencesPanel(state) === 'already') {
    // No preferences to set for an address that receives nothing (docs/product.md#désinscription-et-préférences).
    panel = (
      <AlreadyUnsubscribedPanel
        island="emailPreferences"
        email={state.link.email}
        status="unsubscribed"
        client={client}
        submitMs={submitMs}
        onError={(message) => toasts.show('error', message)}
      />
    );
  } else if (preferencesPanel(state) === 'resubscribe' && !confirmed) {
    const { link, subscriber } = state;
    panel = (
      <ResubscribeConfirm
        email={link.email}
        confirming={confirming}
        onConfirm={() => void confirm(link, subscriber._id)}
      />
    );
  } else {
    const { link, subscriber } = state;
    panel = (
      <PreferencesForm
        link={link}
        initial={preferencesOf(subscriber.preferences)}
        saving={saving}
        onSave={(preferences) => void save(link, preferences)}
      />
    );
  }
  return (
    <>
      {panel}
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </>
  );
}

function ResubscribeConfirm({
  email,
  confirming,
  onConfirm,
  hidden,
}: {
  email: string;
  confirming: boolean;
  onConfirm: () => void;
  hidden?: boolean;
}) {
  return (
    <SubscriptionPanel panel="resubscribe" hidden={hidden} title={PREFERENCES_TEXTS.confirmTitle}>
      <p>
        L’adresse{' '}
        <strong className={styles.email} data-slot="email">
          {email}
        </strong>{' '}
        s’était désinscrite de nos e-mails et vient d’être saisie de nouveau dans notre formulaire
        d’inscription.
      </p>
      <p>Confirmez pour recevoir de nouveau notre newsletter, avec vos préférences précédentes.</p>
      <p className="form-note">
        Vous n’êtes pas à l’origine de cette demande&#8239;? Ignorez-la&nbsp;: rien ne change.
      </p>
      <ConfirmForm
        island="emailPreferences"
        label={PREFERENCES_TEXTS.confirm}
        busyLabel={PREFERENCES_TEXTS.confirming}
        busy={confirming}
        onConfirm={onConfirm}
      />
    </SubscriptionPanel>
  );
}

function PreferencesSuccess() {
  return (
    <SubscriptionPanel panel="success" title={PREFERENCES_TEXTS.successTitle} tone="success" focusTitle>
      <p>Merci&#8239;! Vos choix sont enregistrés.</p>
      <p className={styles.note}>
        Vos nouvelles préférences seront prises en compte sous {EMAIL_POLICY.preferencesEffectHours} heures.
      </p>
      <div className={styles.actions}>
        <a href="/" className="button">
          Retour à l’accueil
        </a>
      </div>
    </SubscriptionPanel>
  );
}
