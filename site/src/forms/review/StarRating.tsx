import { RATING_LABELS, RATING_SCALE } from '@shared/domain/reviewRules';
import styles from './ReviewForm.module.css';

const STARS = Array.from({ length: RATING_SCALE.max }, (_, index) => index + 1);

interface StarRatingProps {
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/** Five stars as a radio group (arrow keys move the choice), with the label of the current rating. */
export function StarRating({ value, onChange, onBlur, error, disabled }: StarRatingProps) {
  return (
    <fieldset className={styles.rating} aria-describedby="review-rating-label" disabled={disabled}>
      <legend>Votre note</legend>
      <div className={styles.stars}>
        {STARS.map((star) => (
          <label key={star} className={styles.star} data-lit={star <= value}>
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              className="visually-hidden"
            />
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
              <path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
            <span className="visually-hidden">
              {star} {star > 1 ? 'étoiles' : 'étoile'}
            </span>
          </label>
        ))}
      </div>
      <p id="review-rating-label" className={styles.ratingLabel} aria-live="polite">
        {RATING_LABELS[value] ?? RATING_LABELS[0]}
      </p>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
