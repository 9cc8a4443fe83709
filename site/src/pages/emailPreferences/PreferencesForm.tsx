import { useState, type FormEvent } from 'react';
import { EMAIL_POLICY } from '@shared/domain/preferences';
import type { PreferenceKey, Preferences } from '@shared/domain/subscribers';
import { noScriptId } from '../../forms/FormFallback';
import { PREFERENCE_OPTIONS } from '../subscription/preferenceOptions';
import { subscriptionHref, type SubscriberLink } from '../subscription/subscriberLink';
import { SubscriptionPanel } from '../subscription/SubscriptionPanel';
import panel from '../subscription/subscription.module.css';
import styles from './PreferencesForm.module.css';

export const FORM_TEXTS = {
  title: 'Préférences e-mail',
  save: 'Enregistrer mes préférences',
  saving: 'Enregistrement...',
  cancel: 'Annuler',
  unsubscribe: 'Se désinscrire de tous les e-mails',
} as const;

interface PreferencesFormProps {
  /** Null in the prerendered, hidden panel: the start module writes the address, the link and the switches. */
  link: SubscriberLink | null;
  hidden?: boolean;
  initial: Preferences;
  saving: boolean;
  onSave: (preferences: Preferences) => void;
}

/** The five switches, filled from the stored subscriber; kept as they are when saving fails. */
export function PreferencesForm({ link, hidden, initial, saving, onSave }: PreferencesFormProps) {
  const [values, setValues] = useState<Preferences>(initial);
  const toggle = (key: PreferenceKey) => setValues((current) => ({ ...current, [key]: !current[key] }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!saving) onSave(values);
  }

  return (
    <SubscriptionPanel panel="form" hidden={hidden} title={FORM_TEXTS.title}>
      <p>
        Choisissez les e-mails que vous souhaitez recevoir à l’adresse{' '}
        <strong className={panel.email} data-slot="email">
          {link?.email}
        </strong>
        .
      </p>
      <form
        method="post"
        action={`#${noScriptId('emailPreferences')}`}
        onSubmit={submit}
        aria-busy={saving}
        noValidate
      >
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">Types d’e-mails</legend>
          <ul className={styles.options}>
            {PREFERENCE_OPTIONS.map((option) => {
              // Fixed ids: the island hydrates this panel alone or among the hidden ones (linkPanels.ts).
              const id = `preference-${option.key}`;
              return (
                <li key={option.key} className={styles.option}>
                  <div className={styles.optionText}>
                    <label htmlFor={id} className={styles.optionTitle}>
                      {option.title}
                    </label>
                    <p id={`${id}-description`} className={styles.description}>
                      {option.description}
                    </p>
                    <p id={`${id}-frequency`} className={styles.frequency}>
                      Fréquence&nbsp;: {option.frequency}
                    </p>
                  </div>
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    data-preference={option.key}
                    checked={values[option.key]}
                    onChange={() => toggle(option.key)}
                    disabled={saving}
                    aria-describedby={`${id}-description ${id}-frequency`}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
        <p className={panel.note}>
          Nous vous envoyons au maximum {EMAIL_POLICY.maxPerWeek} e-mails par semaine, quels que soient vos
          choix.
        </p>
        <p>
          Vous ne souhaitez plus rien recevoir&#8239;?{' '}
          <a
            href={link ? subscriptionHref('/unsubscribe', link) : '/unsubscribe'}
            data-link-to="/unsubscribe"
          >
            {FORM_TEXTS.unsubscribe}
          </a>
        </p>
        <div className={panel.actions}>
          <button type="submit" className="button" disabled={saving} data-busy-label={FORM_TEXTS.saving}>
            {saving ? FORM_TEXTS.saving : FORM_TEXTS.save}
          </button>
          <a href="/" className="button button-ghost">
            {FORM_TEXTS.cancel}
          </a>
        </div>
      </form>
    </SubscriptionPanel>
  );
}
