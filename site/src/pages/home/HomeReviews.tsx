import { useSiteContent } from '../../content/siteContent';
import { NO_REVIEWS, reviewDate, summaryText } from '../../reviews/publishedReviews';
import { ReviewCard, type ReviewCardProps } from '../../reviews/ReviewCard';
import styles from '../../reviews/Reviews.module.css';
import { TESTIMONIALS } from './testimonials';

const SHOWN = 3;
const FIXED: readonly (ReviewCardProps & { key: string })[] = TESTIMONIALS.map((item) => ({
  key: item.name,
  quote: item.quote,
  name: item.name,
  detail: `${item.place} · ${item.service}`,
  rating: 5,
}));

/**
 * The newest approved reviews, then the three fixed testimonials to fill the section while fewer than three are
 * approved. Prerendered with the page (docs/product.md#publication): moderating a review republishes the site.
 */
export function HomeReviews() {
  const summary = useSiteContent('reviews') ?? NO_REVIEWS;
  const approved = summary.reviews.slice(0, SHOWN).map((review) => ({
    key: review.id,
    quote: review.comment,
    name: review.name,
    detail: reviewDate(review.date),
    rating: review.rating,
  }));
  const cards = [...approved, ...FIXED].slice(0, SHOWN);
  return (
    <section className="container page-section" aria-labelledby="home-testimonials">
      <h2 id="home-testimonials" className={styles.centered}>
        Ils nous ont fait confiance
      </h2>
      {approved.length > 0 && (
        <p className={`${styles.summary} ${styles.centered}`}>{summaryText(summary)}</p>
      )}
      <ul className={styles.testimonials}>
        {cards.map(({ key, ...card }) => (
          <li key={key}>
            <ReviewCard {...card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
