import { useState } from 'react';
import { ServiceCard } from './ServiceCard';
import { SERVICE_CARDS } from './servicesData';
import styles from './ServicesPage.module.css';

export interface ServiceCardsProps {
  /** Each card's published title and description, in the order of SERVICE_CARDS. */
  texts: readonly { title: string; description: string }[];
}

/** The service cards, one open at a time (an island of /services: serviceCards.island.tsx). */
export function ServiceCards({ texts }: ServiceCardsProps) {
  const [openId, setOpenId] = useState<string | null>(null);
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
          open={openId === card.id}
          onToggle={() => setOpenId((current) => (current === card.id ? null : card.id))}
        />
      ))}
    </ul>
  );
}
