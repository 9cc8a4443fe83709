import { QuoteCallToAction } from '../../components/QuoteCallToAction';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import type { SectionContent } from '@shared/domain/content';
import { ServiceCards } from './ServiceCards';
import { METHODOLOGY, SERVICE_CARDS, WHY_US } from './servicesData';
import styles from './ServicesPage.module.css';
import { PageSection } from '../../components/PageSection';

export interface ServicesPageProps {
  /** Stored `services` content; each field overrides the built-in text (cards by position). */
  content?: Partial<SectionContent<'services'>>;
}

const DEFAULTS = DEFAULT_CONTENT.services;

export function ServicesPage({ content }: ServicesPageProps) {
  const texts = SERVICE_CARDS.map((card, index) => {
    const stored = content?.services?.[index];
    const fallback = DEFAULTS.services[index];
    return {
      title: stored?.title || fallback?.title || card.title,
      description: stored?.description || fallback?.description || '',
    };
  });

  return (
    <>
      <section className="hero" aria-labelledby="services-title">
        <div className="container hero-inner">
          <p className="eyebrow">Rénovation · Énergie · Domotique</p>
          <h1 id="services-title">{content?.title || DEFAULTS.title}</h1>
          <p className="hero-lead">{content?.description || DEFAULTS.description}</p>
        </div>
      </section>

      <PageSection titleId="services-list-title" title="Nos domaines d’intervention">
        <p className="section-lead">Ouvrez une carte pour découvrir le détail de chaque service.</p>
        <ServiceCards texts={texts} />
      </PageSection>

      <PageSection titleId="services-method-title" title="Notre méthodologie" tinted>
        <p className="section-lead">Cinq étapes claires, du premier rendez-vous au suivi après travaux.</p>
        <ol className={styles.steps}>
          {METHODOLOGY.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection titleId="services-why-title" title="Pourquoi nous choisir ?">
        <ul className={`tile-list ${styles.reasons}`}>
          {WHY_US.map((reason) => (
            <li key={reason.title} className="tile">
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <QuoteCallToAction
        id="services-cta-title"
        title="Un projet en tête ?"
        text="Parlons-en : votre devis est gratuit et nous vous répondons sous 24 h."
      />
    </>
  );
}
