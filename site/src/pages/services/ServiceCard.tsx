import type { ServiceCardData } from './servicesData';
import styles from './ServicesPage.module.css';

interface ServiceCardProps {
  service: ServiceCardData & { description: string };
  open: boolean;
  onToggle: () => void;
}

/** A disclosure: the title is the button, the details are a region it controls (rendered hidden, so prerendered). */
export function ServiceCard({ service, open, onToggle }: ServiceCardProps) {
  const buttonId = `service-${service.id}-button`;
  const panelId = `service-${service.id}-panel`;
  const { overview, services, benefits, process } = service.details;
  return (
    <li className={`${styles.card} ${styles[service.tone]}`} data-open={open}>
      <h3 className={styles.cardHeading}>
        <button
          type="button"
          id={buttonId}
          className={styles.cardButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.cardTitle}>{service.title}</span>
          <span className={styles.cardDescription}>{service.description}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
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
    </li>
  );
}
