import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactFormInput, ContactFormValues } from '@shared/domain/contactForm';
import { EMPTY_CONTACT_FORM, POSTAL_CODE_LENGTH, PROJECT_TYPES } from '@shared/domain/contactFormFields';
import { rateLimitMessage } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { isLikelyBot } from './botCheck';
import { ContactSuccess } from './ContactSuccess';
import { Field } from './Field';
import { lazyResolver } from '../lazyResolver';

export const SEND_ERROR = 'Une erreur est survenue lors de l’envoi du message. Veuillez réessayer.';

export interface ContactFormProps {
  client: PlatformClient;
  /** Clock in ms, injectable for tests of the minimum fill time. */
  now?: () => number;
}

/** The quote form: shows the success view once sent, and a fresh, empty form after "Envoyer un autre message". */
export function ContactForm({ client, now = Date.now }: ContactFormProps) {
  const [sent, setSent] = useState(false);
  if (sent) return <ContactSuccess onAgain={() => setSent(false)} />;
  return <QuoteForm client={client} now={now} onSent={() => setSent(true)} />;
}

const quoteResolver = lazyResolver(() => import('./contactValidation').then((m) => m.contactResolver));

function QuoteForm({ client, now, onSent }: Required<ContactFormProps> & { onSent: () => void }) {
  const [status, setStatus] = useState<'idle' | 'submitting' | 'error'>('idle');
  const [errorText, setErrorText] = useState(SEND_ERROR);
  const shownAt = useRef<number | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: quoteResolver,
    defaultValues: EMPTY_CONTACT_FORM,
  });

  // Started in an effect: the clock runs from when the form is on screen and interactive (after hydration).
  useEffect(() => {
    shownAt.current = now();
  }, [now]);

  const onValid = async (values: ContactFormValues) => {
    if (
      isLikelyBot({ honeypot: honeypot.current?.value ?? '', shownAt: shownAt.current, submittedAt: now() })
    ) {
      onSent(); // Bots get the same answer as people, and nothing is sent.
      return;
    }
    setStatus('submitting');
    try {
      const { submitContactRequest } = await import('./submitContactRequest');
      await submitContactRequest(client, values);
      onSent();
    } catch (error) {
      // Past a limit, the platform's message says how long to wait; the values typed stay in the form.
      setErrorText(rateLimitMessage(error) ?? SEND_ERROR);
      setStatus('error');
    }
  };

  const submitting = status === 'submitting';
  const message = (key: keyof ContactFormInput) => errors[key]?.message;

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
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

      {/* Honeypot: hidden from people and assistive technologies, left empty by them. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Site web</label>
        <input
          ref={honeypot}
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      <div role="alert" className="form-error">
        {status === 'error' && <p>{errorText}</p>}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {submitting ? 'Envoi en cours...' : ''}
      </p>
      <button type="submit" className="button button-large" disabled={submitting}>
        {submitting ? 'Envoi en cours...' : 'Envoyer la demande'}
      </button>
    </form>
  );
}
