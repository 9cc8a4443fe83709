import type { ServiceCardData } from './servicesData';
import styles from './ServicesPage.module.css';

interface ServiceCardProps {
  service: ServiceCardData & { description: string };
}

/**
 * A disclosure the browser runs itself (docs/islands.md#le-html-dabord): `<details>`/`<summary>`, whose `name`
 * keeps one card open at a time, with no script. The summary is the button (its expanded state is the browser's);
 * the details are a region it labels, in the HTML (closed, so found by the page's search and by crawlers).
 */
export function ServiceCard({ service }: ServiceCardProps) {
  const buttonId = `service-${service.id}-button`;
  const panelId = `service-${service.id}-panel`;
  const { overview, services, benefits, process } = service.details;
  return (
    <li className={`${styles.card} ${styles[service.tone]}`}>
      <details name="service-cards" className={styles.disclosure}>
        <summary id={buttonId} className={styles.cardButton} aria-controls={panelId}>
          <h3 className={styles.cardHeading}>
            <span className={styles.cardTitle}>{service.title}</span>
            <span className={styles.cardDescription}>{service.description}</span>
          </h3>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </summary>
        <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel}>
          <p className={styles.overview}>{overview}</p>
          <div className={styles.detailColumns}>
            <div>
              <h4 className={styles.detailHeading}>Prestations incluses</h4>
              <ul className="check-list">
                {services.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className={styles.detailHeading}>Vos avantages</h4>
              <ul className="check-list">
                {benefits.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
          <h4 className={styles.detailHeading}>Notre processus</h4>
          <ol className={styles.processList}>
            {process.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
          <a href="/contact" className="button">
            Demander un devis gratuit
          </a>
        </div>
      </details>
    </li>
  );
}
