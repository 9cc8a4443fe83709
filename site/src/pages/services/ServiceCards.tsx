import { ServiceCard } from './ServiceCard';
import { SERVICE_CARDS } from './servicesData';
import styles from './ServicesPage.module.css';

export interface ServiceCardsProps {
  /** Each card's published title and description, in the order of SERVICE_CARDS. */
  texts: readonly { title: string; description: string }[];
}

/** The service cards, one open at a time: HTML only, no island (ServiceCard.tsx). */
export function ServiceCards({ texts }: ServiceCardsProps) {
  return (
    <ul className={styles.cards}>
      {SERVICE_CARDS.map((card, index) => (
        <ServiceCard
          key={card.id}
          service={{
            ...card,
            title: texts[index]?.title ?? card.title,
            description: texts[index]?.description ?? '',
          }}
        />
      ))}
    </ul>
  );
}
