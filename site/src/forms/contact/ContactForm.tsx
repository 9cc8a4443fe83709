import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactFormInput, ContactFormValues } from '@shared/domain/contactForm';
import { EMPTY_CONTACT_FORM, POSTAL_CODE_LENGTH, PROJECT_TYPES } from '@shared/domain/contactFormFields';
import { rateLimitMessage } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { CodeMissing, importCode, reloadForCode } from '../../islands/codeForSend';
import { botVerdict, pageShownAt } from './botCheck';
import { ContactSuccess } from './ContactSuccess';
import { Field } from './Field';
import { formDraft, pickStrings } from '../formDraft';
import { noScriptId } from '../FormFallback';
import { lazyResolver } from '../lazyResolver';
import { Honeypot } from '../Honeypot';

export const SEND_ERROR = 'Une erreur est survenue lors de l’envoi du message. Veuillez réessayer.';
/** A submission sent under 3 s (docs/product.md#robots): nothing was sent, and the visitor may send again. */
export const TOO_FAST =
  'Votre demande est partie très vite, avant que nous puissions vérifier qu’elle vient bien d’une personne : rien n’a été envoyé. Vérifiez-la puis cliquez à nouveau sur « Envoyer la demande ».';

export interface ContactFormProps {
  client: PlatformClient;
  /** Clock in ms, injectable for tests of the minimum fill time. */
  now?: () => number;
  /** When the page was shown (ms): the fill time counts from then, not from the wake of this code. */
  shownAt?: number;
}

const CONTACT_DRAFT = 'contact';
const quoteDraft = formDraft<ContactFormInput>(CONTACT_DRAFT, (raw) => pickStrings(EMPTY_CONTACT_FORM, raw));

/** The quote form: shows the success view once sent, and a fresh, empty form after "Envoyer un autre message". */
export function ContactForm({ client, now = Date.now, shownAt }: ContactFormProps) {
  const [sent, setSent] = useState(false);
  // The first form is on screen since the page was, or since the page before a reload that kept its draft; one
  // that comes back after a request appears now.
  const [formShownAt, setFormShownAt] = useState(
    () => shownAt ?? Math.min(pageShownAt(), quoteDraft.shownAt() ?? Infinity),
  );
  if (sent) {
    return (
      <ContactSuccess
        onAgain={() => {
          setFormShownAt(now());
          setSent(false);
        }}
      />
    );
  }
  return <QuoteForm client={client} now={now} shownAt={formShownAt} onSent={() => setSent(true)} />;
}

const quoteResolver = lazyResolver(() =>
  importCode(() => import('./contactValidation')).then((m) => m.contactResolver),
);

function QuoteForm({ client, now, shownAt, onSent }: Required<ContactFormProps> & { onSent: () => void }) {
  const [status, setStatus] = useState<'idle' | 'submitting' | 'too-fast' | 'error'>('idle');
  const [errorText, setErrorText] = useState(SEND_ERROR);
  const honeypot = useRef<HTMLInputElement>(null);
  /** Set on the first click, before any render: a double click sends once (docs/product.md#formulaire-de-devis). */
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** When the visitor sent it: taken at the submit, before the validation's code loads. */
  const submittedAt = useRef(0);
  const {
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: quoteResolver,
    defaultValues: EMPTY_CONTACT_FORM,
  });

  // What was typed in this tab comes back after a reload or the back button, and is kept as it changes.
  useEffect(() => {
    const restored = quoteDraft.restore();
    if (restored) reset(restored);
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => quoteDraft.save({ ...EMPTY_CONTACT_FORM, ...values }),
    });
  }, [reset, subscribe]);

  /** A send that failed: its code that could not come reloads the page to send (codeForSend.ts), else said here. */
  const failed = async (error: unknown) => {
    if (error instanceof CodeMissing && (await reloadForCode(formRef.current))) return;
    // Past a limit, the platform's message says how long to wait; the values typed stay in the form.
    setErrorText(rateLimitMessage(error) ?? SEND_ERROR);
    setStatus('error');
  };

  const onValid = async (values: ContactFormValues) => {
    const verdict = botVerdict({
      honeypot: honeypot.current?.value ?? '',
      shownAt,
      submittedAt: submittedAt.current,
    });
    if (verdict === 'bot') {
      quoteDraft.clear();
      onSent(); // A robot gets the same answer as people, and nothing is sent.
      return;
    }
    if (verdict === 'too-fast') {
      setStatus('too-fast'); // Never a fake success: a person this quick is told, and the values stay.
      return;
    }
    setStatus('submitting');
    try {
      const { submitContactRequest } = await importCode(() => import('./submitContactRequest'));
      // Sending the same values again (lost answer, reload) is the same submission: same key, same body.
      const { key, startedAt } = quoteDraft.attempt(values, Date.now());
      await submitContactRequest(client, values, { key, now: () => new Date(startedAt) });
      quoteDraft.clear();
      onSent();
    } catch (error) {
      await failed(error);
    }
  };

  const clearForm = () => {
    reset(EMPTY_CONTACT_FORM);
    quoteDraft.clear(); // after the reset, whose values would be saved again
    setStatus('idle');
  };

  const submitting = status === 'submitting' || isSubmitting;
  const message = (key: keyof ContactFormInput) => errors[key]?.message;

  return (
    <form
      className="contact-form"
      data-draft={CONTACT_DRAFT}
      method="post"
      action={`#${noScriptId('contactForm')}`}
      noValidate
      onSubmit={(event) => {
        if (busy.current) {
          event.preventDefault();
          return;
        }
        busy.current = true;
        submittedAt.current = now();
        void handleSubmit(onValid)(event)
          .catch(failed) // the checks' code could not come
          .finally(() => {
            busy.current = false;
          });
      }}
      ref={formRef}
      aria-busy={submitting}
    >
      <p className="form-note">Tous les champs sont obligatoires, sauf mention contraire.</p>
      <div className="field-row">
        <Field id="contact-name" label="Nom" error={message('name')}>
          <input type="text" autoComplete="name" aria-required="true" {...register('name')} />
        </Field>
        <Field id="contact-email" label="E-mail" error={message('email')}>
          <input type="email" autoComplete="email" aria-required="true" {...register('email')} />
        </Field>
      </div>
      <div className="field-row">
        <Field id="contact-company" label="Entreprise (optionnel)" error={message('company')}>
          <input type="text" autoComplete="organization" {...register('company')} />
        </Field>
        <Field id="contact-phone" label="Téléphone" error={message('phone')}>
          <input type="tel" autoComplete="tel" aria-required="true" {...register('phone')} />
        </Field>
      </div>
      <div className="field-row">
        <Field id="contact-postal-code" label="Code postal" error={message('postalCode')}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={POSTAL_CODE_LENGTH}
            aria-required="true"
            {...register('postalCode')}
          />
        </Field>
        <Field id="contact-subject" label="Type de projet" error={message('subject')}>
          <select aria-required="true" {...register('subject')}>
            <option value="">Choisissez un type de projet</option>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="contact-message" label="Message" error={message('message')}>
        <textarea rows={6} aria-required="true" {...register('message')} />
      </Field>

      <Honeypot id="contact-hp" ref={honeypot} />

      <div role="alert" className="form-error">
        {status === 'error' && <p>{errorText}</p>}
        {status === 'too-fast' && <p>{TOO_FAST}</p>}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {submitting ? 'Envoi en cours...' : ''}
      </p>
      <div className="form-actions">
        <button type="submit" className="button button-large" disabled={submitting}>
          {submitting ? 'Envoi en cours...' : 'Envoyer la demande'}
        </button>
        <button type="button" className="button button-ghost" onClick={clearForm} disabled={submitting}>
          Effacer le formulaire
        </button>
      </div>
    </form>
  );
}
