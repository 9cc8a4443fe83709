import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { ReviewFormValues } from '@shared/domain/reviewForm';
import { rateLimitMessage } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { Field } from '../contact/Field';
import { CodeMissing, importCode, reloadForCode } from '../../islands/codeForSend';
import { ReviewThanks } from './ReviewThanks';
import { StarRating } from './StarRating';
import { formDraft, pickStrings } from '../formDraft';
import { noScriptId } from '../FormFallback';
import { lazyResolver } from '../lazyResolver';

export const REVIEW_SEND_ERROR =
  'Une erreur est survenue lors de l’envoi de votre avis. Veuillez réessayer dans quelques instants.';

const reviewResolver = lazyResolver(() =>
  importCode(() => import('./reviewValidation')).then((m) => m.reviewResolver),
);

const EMPTY_REVIEW: ReviewFormValues = { name: '', email: '', rating: 0, comment: '' };

const REVIEW_DRAFT = 'review';
const reviewDraft = formDraft<ReviewFormValues>(REVIEW_DRAFT, (raw) => {
  const values = pickStrings(EMPTY_REVIEW, raw);
  // A number as the form keeps it, or a string as the page's loader keeps the fields before the form's code came.
  const rating = Number((raw as { rating?: unknown }).rating);
  return values && { ...values, rating: Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : 0 };
});

/** The review form; after the thank-you view, "Laisser un autre avis" mounts a fresh, empty form. */
export function ReviewForm({ client }: { client: PlatformClient }) {
  const [sent, setSent] = useState(false);
  if (sent) return <ReviewThanks onAgain={() => setSent(false)} />;
  return <ReviewFields client={client} onSent={() => setSent(true)} />;
}

function ReviewFields({ client, onSent }: { client: PlatformClient; onSent: () => void }) {
  const [status, setStatus] = useState<'idle' | 'submitting' | 'error'>('idle');
  const [errorText, setErrorText] = useState(REVIEW_SEND_ERROR);
  /** Set on the first click, before any render: a double click sends once. */
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues>({ resolver: reviewResolver, defaultValues: EMPTY_REVIEW });

  // What was typed in this tab comes back after a reload or the back button (docs/product.md#brouillons).
  useEffect(() => {
    const restored = reviewDraft.restore();
    if (restored) reset(restored);
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => reviewDraft.save({ ...EMPTY_REVIEW, ...values }),
    });
  }, [reset, subscribe]);

  /** A send that failed: its code that could not come reloads the page to send (codeForSend.ts), else said here. */
  const failed = async (error: unknown) => {
    if (error instanceof CodeMissing && (await reloadForCode(formRef.current))) return;
    setErrorText(rateLimitMessage(error) ?? REVIEW_SEND_ERROR);
    setStatus('error');
  };

  const onValid = async (values: ReviewFormValues) => {
    setStatus('submitting');
    try {
      const { submitReview } = await importCode(() => import('./submitReview'));
      // The same values sent again (lost answer, reload) are the same review: same key (docs/platform.md#clés-didempotence).
      await submitReview(client, values, reviewDraft.attempt(values, Date.now()).key);
      reviewDraft.clear();
      onSent();
    } catch (error) {
      await failed(error);
    }
  };

  const submitting = status === 'submitting' || isSubmitting;
  const clearForm = () => {
    reset(EMPTY_REVIEW);
    reviewDraft.clear(); // after the reset, whose values would be saved again
    setStatus('idle');
  };
  const rating = useWatch({ control, name: 'rating' });

  return (
    <form
      className="review-form"
      data-draft={REVIEW_DRAFT}
      method="post"
      action={`#${noScriptId('reviewForm')}`}
      noValidate
      aria-label="Laisser un avis"
      aria-busy={submitting}
      onSubmit={(event) => {
        if (busy.current) {
          event.preventDefault();
          return;
        }
        busy.current = true;
        void handleSubmit(onValid)(event)
          .catch(failed) // the checks' code could not come
          .finally(() => {
            busy.current = false;
          });
      }}
      ref={formRef}
    >
      <div className="field-row">
        <Field id="review-name" label="Nom" error={errors.name?.message}>
          <input type="text" autoComplete="name" aria-required="true" {...register('name')} />
        </Field>
        <Field id="review-email" label="E-mail" error={errors.email?.message}>
          <input type="email" autoComplete="email" aria-required="true" {...register('email')} />
        </Field>
      </div>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRating
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            disabled={submitting}
          />
        )}
      />
      <Field id="review-comment" label="Votre avis" error={errors.comment?.message}>
        <textarea rows={5} aria-required="true" {...register('comment')} />
      </Field>

      <div role="alert" className="form-error">
        {status === 'error' && <p>{errorText}</p>}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-large" disabled={rating === 0 || submitting}>
          {submitting ? 'Envoi en cours...' : 'Publier mon avis'}
        </button>
        <button type="button" className="button button-ghost" onClick={clearForm} disabled={submitting}>
          Effacer le formulaire
        </button>
      </div>
    </form>
  );
}
