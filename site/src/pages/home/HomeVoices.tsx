import { useRef } from 'react';
import { reviewDate, summaryText } from '../../reviews/publishedReviews';
import { ReviewCard, type ReviewCardProps } from '../../reviews/ReviewCard';
import reviewStyles from '../../reviews/Reviews.module.css';
import { usePublishedReviews } from '../../reviews/usePublishedReviews';
import { PARTNERS, TESTIMONIALS } from './homeData';
import styles from './HomePage.module.css';

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
 * approved (the prerendered page holds the fixed ones); and the two partner logos.
 */
export function HomeVoices() {
  const ref = useRef<HTMLElement>(null);
  const state = usePublishedReviews(ref);
  const summary = state.status === 'ready' ? state.summary : null;
  const approved = (summary?.reviews ?? []).slice(0, SHOWN).map((review) => ({
    key: review.id,
    quote: review.comment,
    name: review.name,
    detail: reviewDate(review.date),
    rating: review.rating,
  }));
  const cards = [...approved, ...FIXED].slice(0, SHOWN);
  return (
    <>
      <section ref={ref} className="container page-section" aria-labelledby="home-testimonials">
        <h2 id="home-testimonials" className={styles.centered}>
          Ils nous ont fait confiance
        </h2>
        {summary && approved.length > 0 && (
          <p className={`${reviewStyles.summary} ${styles.centered}`}>{summaryText(summary)}</p>
        )}
        <ul className={reviewStyles.testimonials}>
          {cards.map(({ key, ...card }) => (
            <li key={key}>
              <ReviewCard {...card} />
            </li>
          ))}
        </ul>
      </section>

      <section className={`page-section ${styles.partners}`} aria-labelledby="home-partners">
        <div className="container">
          <h2 id="home-partners" className={styles.centered}>
            Nos partenaires
          </h2>
          <ul className={styles.partnerList}>
            {PARTNERS.map((partner) => (
              <li key={partner.name}>
                <a href={partner.url} target="_blank" rel="noopener" className={styles.partnerLink}>
                  <img
                    src={partner.logo}
                    alt={partner.name}
                    width={240}
                    height={96}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="visually-hidden"> (nouvel onglet)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
