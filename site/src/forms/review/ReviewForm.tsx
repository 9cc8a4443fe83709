import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { ReviewFormValues } from '@shared/domain/reviewForm';
import { rateLimitMessage } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';
import { Field } from '../contact/Field';
import { ReviewThanks } from './ReviewThanks';
import { StarRating } from './StarRating';
import { lazyResolver } from '../lazyResolver';

export const REVIEW_SEND_ERROR =
  'Une erreur est survenue lors de l’envoi de votre avis. Veuillez réessayer dans quelques instants.';

const reviewResolver = lazyResolver(() => import('./reviewValidation').then((m) => m.reviewResolver));

const EMPTY_REVIEW: ReviewFormValues = { name: '', email: '', rating: 0, comment: '' };

/** The review form; after the thank-you view, "Laisser un autre avis" mounts a fresh, empty form. */
export function ReviewForm({ client }: { client: PlatformClient }) {
  const [sent, setSent] = useState(false);
  if (sent) return <ReviewThanks onAgain={() => setSent(false)} />;
  return <ReviewFields client={client} onSent={() => setSent(true)} />;
}

function ReviewFields({ client, onSent }: { client: PlatformClient; onSent: () => void }) {
  const [status, setStatus] = useState<'idle' | 'submitting' | 'error'>('idle');
  const [errorText, setErrorText] = useState(REVIEW_SEND_ERROR);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewFormValues>({ resolver: reviewResolver, defaultValues: EMPTY_REVIEW });

  const onValid = async (values: ReviewFormValues) => {
    setStatus('submitting');
    try {
      const { submitReview } = await import('./submitReview');
      await submitReview(client, values);
      onSent();
    } catch (error) {
      setErrorText(rateLimitMessage(error) ?? REVIEW_SEND_ERROR);
      setStatus('error');
    }
  };

  const submitting = status === 'submitting';
  const rating = useWatch({ control, name: 'rating' });

  return (
    <form
      className="review-form"
      noValidate
      aria-label="Laisser un avis"
      aria-busy={submitting}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
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
      <button type="submit" className="button button-large" disabled={rating === 0 || submitting}>
        {submitting ? 'Envoi en cours...' : 'Publier mon avis'}
      </button>
    </form>
  );
}
