import styles from './Reviews.module.css';

export interface ReviewCardProps {
  quote: string;
  name: string;
  /** Under the name: place and service of a testimonial, or the date of a review. */
  detail: string;
  rating: number;
}

/** One review as a card: stars, the words in « », the person. */
export function ReviewCard({ quote, name, detail, rating }: ReviewCardProps) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <figure className={styles.testimonial}>
      <p className={styles.stars} role="img" aria-label={`Note\u00a0: ${stars} sur 5`}>
        {'★'.repeat(stars)}
        <span className={styles.off}>{'★'.repeat(5 - stars)}</span>
      </p>
      <blockquote>
        <p>« {quote} »</p>
      </blockquote>
      <figcaption>
        <strong>{name}</strong>
        <span>{detail}</span>
      </figcaption>
    </figure>
  );
}
