import { useSiteContent } from '../content/siteContent';
import { NO_REVIEWS, reviewDate, summaryText, type PublishedReview } from './publishedReviews';
import { ReviewCard } from './ReviewCard';
import styles from './Reviews.module.css';

const FIRST = 6;

const cards = (reviews: readonly PublishedReview[]) =>
  reviews.map((review) => (
    <li key={review.id}>
      <ReviewCard
        quote={review.comment}
        name={review.name}
        detail={reviewDate(review.date)}
        rating={review.rating}
      />
    </li>
  ));

/**
 * The approved reviews under the review form of /contact: summary, newest first, six then the rest on demand (a
 * disclosure). Prerendered with the page (docs/product.md#publication): moderating a review republishes the site.
 */
export function PublishedReviews() {
  const summary = useSiteContent('reviews') ?? NO_REVIEWS;
  const { reviews } = summary;
  return (
    <section className="page-section" aria-labelledby="published-reviews-title">
      <h2 id="published-reviews-title">Avis de nos clients</h2>
      {reviews.length === 0 ? (
        <p className="form-note">
          Aucun avis publié pour le moment&nbsp;: soyez le premier à partager votre expérience.
        </p>
      ) : (
        <>
          <p className={styles.summary}>{summaryText(summary)}</p>
          <ul className={styles.testimonials} data-count={Math.min(reviews.length, FIRST)}>
            {cards(reviews.slice(0, FIRST))}
          </ul>
          {reviews.length > FIRST && (
            <details className={styles.rest}>
              <summary className={`button button-ghost ${styles.more}`}>
                Voir les {reviews.length} avis
              </summary>
              <ul className={styles.testimonials} data-count={reviews.length - FIRST}>
                {cards(reviews.slice(FIRST))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}
