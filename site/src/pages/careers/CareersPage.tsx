import { CLAIMED_FIGURES } from '@shared/content/companyClaims';
import type { StoredJob } from '@shared/domain/jobs';
import { BENEFITS, CULTURE_VALUES, RECRUITMENT_STEPS, WHY_JOIN } from './careersData';
import { JobOffers } from './JobOffers';
import styles from './CareersPage.module.css';
import { PageSection } from '../../components/PageSection';

export interface CareersPageProps {
  /** The stored `jobs` documents, in display order. */
  jobs: readonly StoredJob[];
  /** True while the offers are being fetched: shows a loading line instead of the empty message. */
  loading?: boolean;
}

export function CareersPage({ jobs, loading = false }: CareersPageProps) {
  return (
    <>
      <section className="hero" aria-labelledby="careers-title">
        <div className="container hero-inner">
          <p className="eyebrow">Carrières</p>
          <h1 id="careers-title">Rejoignez Notre Équipe</h1>
          <p className="hero-lead">
            Vous aimez le travail bien fait et voulez rendre les maisons plus économes et plus intelligentes ?
            Construisons ensemble l’habitat de demain, au Havre.
          </p>
          <div className="hero-actions">
            <a href="#offres" className="button button-wood button-large">
              Voir les offres
            </a>
          </div>
        </div>
      </section>

      <PageSection titleId="careers-culture-title" title="Notre culture d’entreprise">
        <ul className={`${styles.cards} ${styles.cardsFour}`}>
          {CULTURE_VALUES.map((value) => (
            <li key={value.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="page-section tinted" aria-labelledby="careers-why-title">
        <div className={`container ${styles.why}`}>
          <div>
            <h2 id="careers-why-title">Pourquoi nous rejoindre ?</h2>
            <ul className={styles.whyList}>
              {WHY_JOIN.map((item) => (
                <li key={item.title}>
                  <h3 className={styles.whyTitle}>{item.title}</h3>
                  <p>{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <p className={styles.teamStat}>
            <span className={styles.teamStatValue}>{CLAIMED_FIGURES.employees}</span>
            <span className={styles.teamStatLabel}>collaborateurs passionnés, et bientôt vous ?</span>
          </p>
        </div>
      </section>

      <PageSection titleId="careers-benefits-title" title="Nos avantages">
        <ul className={styles.cards}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section
        id="offres"
        className={`page-section tinted ${styles.offers}`}
        aria-labelledby="careers-offers-title"
      >
        <div className="container">
          <h2 id="careers-offers-title">Nos offres d’emploi</h2>
          <JobOffers jobs={jobs} loading={loading} />
        </div>
      </section>

      <PageSection titleId="careers-process-title" title="Notre processus de recrutement">
        <ol className={`tile-list ${styles.process}`}>
          {RECRUITMENT_STEPS.map((step) => (
            <li key={step.number} className={`tile ${styles.processStep}`}>
              <span className={styles.processNumber} aria-hidden="true">
                {step.number}
              </span>
              <h3 className={styles.cardTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <section className="page-section cta-band" aria-labelledby="careers-cta-title">
        <div className="container">
          <h2 id="careers-cta-title">Vous ne trouvez pas le poste idéal ?</h2>
          <p>Envoyez-nous une candidature spontanée : nous lisons chacune d’elles avec attention.</p>
          <div className={styles.ctaActions}>
            <a href="/contact" className="button button-large">
              Candidature Spontanée
            </a>
            <a href="/contact" className="button button-ghost button-large">
              Nous Contacter
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
