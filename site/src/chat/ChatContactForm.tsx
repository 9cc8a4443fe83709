import type { FormEvent, ReactNode, RefObject } from 'react';
import { CHAT_PANEL_ID } from './chatIds';
import { CHAT_CONTACT_INTRO, CHAT_PRIVACY_NOTE } from './chatMessages';
import type { ChatContact } from './chatSession';
import type { FieldErrors } from './chatSending';
import styles from './Chat.module.css';
import { Honeypot } from '../forms/Honeypot';

const id = (name: string) => `${CHAT_PANEL_ID}-${name}`;

/** The ids of the error texts shown for `names`, for `aria-describedby`. */
const describedBy = (errors: FieldErrors, ...names: (keyof FieldErrors)[]) =>
  names
    .filter((name) => errors[name])
    .map((name) => id(`${name}-error`))
    .join(' ') || undefined;

interface FieldsProps {
  contact: ChatContact;
  errors: FieldErrors;
  setContact: (field: keyof ChatContact, value: string) => void;
}

/** One way to answer (its label, then its field), described by the errors of the pair as well as its own. */
function Way({
  name,
  label,
  type,
  max,
  contact,
  errors,
  setContact,
}: FieldsProps & {
  name: 'email' | 'phone';
  label: string;
  type: 'email' | 'tel';
  max: number;
}) {
  return (
    <div>
      <label htmlFor={id(name)}>{label}</label>
      <input
        id={id(name)}
        type={type}
        autoComplete={type}
        maxLength={max}
        aria-invalid={errors[name] || errors.way ? true : undefined}
        aria-describedby={describedBy(errors, 'way', name)}
        value={contact[name]}
        onChange={(event) => setContact(name, event.target.value)}
      />
    </div>
  );
}

/** The two ways to answer: an e-mail or a telephone, one of them at least. */
function Ways(props: FieldsProps) {
  return (
    <div className={styles.ways}>
      <Way {...props} name="email" label="E-mail" type="email" max={200} />
      <Way {...props} name="phone" label="ou téléphone" type="tel" max={40} />
    </div>
  );
}

/** The visitor's name, then the ways to answer, each with its error under it. */
function ContactFields({ contact, errors, setContact }: FieldsProps) {
  return (
    <>
      <label htmlFor={id('name')}>Votre nom</label>
      <input
        id={id('name')}
        type="text"
        autoComplete="name"
        maxLength={200}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={describedBy(errors, 'name')}
        value={contact.name}
        onChange={(event) => setContact('name', event.target.value)}
      />
      {errors.name && (
        <p id={id('name-error')} className={styles.fieldError}>
          {errors.name}
        </p>
      )}
      <Ways contact={contact} errors={errors} setContact={setContact} />
      {(['way', 'email', 'phone'] as const).map(
        (name) =>
          errors[name] && (
            <p key={name} id={id(`${name}-error`)} className={styles.fieldError}>
              {errors[name]}
            </p>
          ),
      )}
    </>
  );
}

export interface ChatContactFormProps extends FieldsProps {
  sending: boolean;
  failed: boolean;
  /** What went wrong, said in the form's alert region. */
  problem: ReactNode;
  honeypot: RefObject<HTMLInputElement | null>;
  /** Sends once per click: a double « Envoyer » is one submission. */
  onSubmit: () => void;
}

/** The step after the first question: a name and a way to answer, asked once (docs/product.md#discussion). */
export function ChatContactForm(props: ChatContactFormProps) {
  const { sending, failed, problem, honeypot, onSubmit } = props;
  return (
    <form
      className={styles.contact}
      noValidate
      aria-labelledby={id('contact-intro')}
      aria-busy={sending}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p id={id('contact-intro')} className={styles.intro}>
        {CHAT_CONTACT_INTRO}
      </p>
      <ContactFields contact={props.contact} errors={props.errors} setContact={props.setContact} />
      <p className={styles.note}>
        {CHAT_PRIVACY_NOTE} <a href="/privacy">politique de confidentialité</a>.
      </p>
      <Honeypot id={id('hp')} ref={honeypot} />
      <div role="alert" className={styles.problem}>
        {problem}
      </div>
      <button type="submit" className={`button ${styles.send}`} disabled={sending}>
        {sending ? 'Envoi en cours…' : failed ? 'Réessayer' : 'Envoyer'}
      </button>
    </form>
  );
}
