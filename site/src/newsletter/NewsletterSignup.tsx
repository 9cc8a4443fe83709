import { useRef, useState } from 'react';
import { rateLimitMessage } from '@shared/http/errors';
import { noScriptId } from '../forms/FormFallback';
import { CodeMissing, importCode, reloadForCode } from '../islands/codeForSend';
import styles from './Newsletter.module.css';

const loadSignUp = () => importCode(() => import('./subscribeToNewsletter'));

type State =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'submitting' }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/**
 * One message whatever the address: the platform's answer does not say whether it was known, and what follows
 * (welcome, confirmation link, or nothing for an address already subscribed) goes by e-mail to it only
 * (docs/newsletter.md#inscription).
 */
const SIGNED_UP =
  'Merci\u202f! Votre demande est enregistrée. Si cette adresse n’était pas encore abonnée, vous allez recevoir un e-mail de notre part.';
/** The button while sending, and as the page's loader shows it when the send comes before this code. */
const BUSY = 'Inscription...';
const FAILURE = 'L’inscription n’a pas abouti. Veuillez réessayer dans quelques instants.';

/**
 * The footer's newsletter sign-up. The markup is prerendered; the code that validates and stores (zod, the
 * platform client) loads on the first focus of the field, or at the latest on submit.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  /** Set on the first click, before any render: a double click signs up once. */
  const inFlight = useRef(false);
  /** The sign-up's key, kept while its address is: sending it again is the same sign-up. */
  const attempt = useRef<{ email: string; key: string } | null>(null);
  const busy = state.kind === 'submitting';

  const submit = async (form: HTMLFormElement) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send();
    } catch (error) {
      // Its code could not come: the page reloads to sign up (codeForSend.ts), or it is said here.
      if (!(error instanceof CodeMissing && (await reloadForCode(form))))
        setState({ kind: 'failed', message: FAILURE });
    } finally {
      inFlight.current = false;
    }
  };

  const send = async () => {
    const { newsletterEmailError, signUp } = await loadSignUp();
    const error = newsletterEmailError(email);
    if (error) {
      setState({ kind: 'invalid', message: error });
      inputRef.current?.focus();
      return;
    }
    setState({ kind: 'submitting' });
    if (attempt.current?.email !== email) attempt.current = { email, key: crypto.randomUUID() };
    try {
      await signUp(email, attempt.current.key);
      attempt.current = null;
      setEmail('');
      setState({ kind: 'done' });
    } catch (error) {
      // The address stays in the field; past a limit, the platform's message says how long to wait.
      setState({ kind: 'failed', message: rateLimitMessage(error) ?? FAILURE });
    }
  };

  return (
    <section className={styles.newsletter} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Newsletter</h2>
      <p className={styles.intro}>
        Nos conseils pour économiser l’énergie et nos dernières réalisations, une fois par mois.
      </p>
      <form
        className={styles.form}
        method="post"
        action={`#${noScriptId('newsletter')}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <label htmlFor="newsletter-email" className={styles.label}>
          Votre adresse e-mail
        </label>
        <div className={styles.row}>
          {/* No name attribute: submitted before the scripts run, the address never lands in a URL. */}
          <input
            ref={inputRef}
            id="newsletter-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="nom@domaine.fr"
            className={styles.input}
            value={email}
            aria-invalid={state.kind === 'invalid'}
            aria-describedby={state.kind === 'invalid' ? 'newsletter-error' : 'newsletter-note'}
            onFocus={() => void loadSignUp().catch(() => undefined)} // tried again at the send
            onChange={(event) => {
              setEmail(event.target.value);
              if (state.kind === 'invalid') setState({ kind: 'idle' });
            }}
          />
          <button
            type="submit"
            className={`button button-wood ${styles.submit}`}
            disabled={busy}
            data-busy-label={BUSY}
          >
            {busy ? BUSY : 'S’inscrire'}
          </button>
        </div>
        {state.kind === 'invalid' && (
          <p id="newsletter-error" className={styles.error}>
            {state.message}
          </p>
        )}
        <p id="newsletter-note" className={styles.note}>
          Désinscription en un clic depuis chaque e-mail.
        </p>
        <div role="status" className={styles.status}>
          {state.kind === 'done' && SIGNED_UP}
        </div>
        <div role="alert" className={styles.alert}>
          {state.kind === 'failed' && state.message}
        </div>
      </form>
    </section>
  );
}
