import { useRef, useState } from 'react';
import { reviewDate, summaryText } from './publishedReviews';
import { ReviewCard } from './ReviewCard';
import { usePublishedReviews } from './usePublishedReviews';
import styles from './Reviews.module.css';

const FIRST = 6;

/** The approved reviews under the review form of /contact: summary, newest first, six then the rest on demand. */
export function PublishedReviews() {
  const ref = useRef<HTMLElement>(null);
  const state = usePublishedReviews(ref);
  const [all, setAll] = useState(false);
  const summary = state.status === 'ready' ? state.summary : null;
  return (
    <section
      ref={ref}
      className="page-section"
      aria-labelledby="published-reviews-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="published-reviews-title">Avis de nos clients</h2>
      {state.status === 'error' && <p className="form-note">Les avis n’ont pas pu être chargés.</p>}
      {summary && summary.reviews.length === 0 && (
        <p className="form-note">
          Aucun avis publié pour le moment : soyez le premier à partager votre expérience.
        </p>
      )}
      {summary && summary.reviews.length > 0 && (
        <>
          <p className={styles.summary}>{summaryText(summary)}</p>
          <ul className={styles.testimonials}>
            {(all ? summary.reviews : summary.reviews.slice(0, FIRST)).map((review) => (
              <li key={review.id}>
                <ReviewCard
                  quote={review.comment}
                  name={review.name}
                  detail={reviewDate(review.date)}
                  rating={review.rating}
                />
              </li>
            ))}
          </ul>
          {!all && summary.reviews.length > FIRST && (
            <button
              type="button"
              className={`button button-ghost ${styles.more}`}
              onClick={() => setAll(true)}
            >
              Voir les {summary.reviews.length} avis
            </button>
          )}
        </>
      )}
    </section>
  );
}
