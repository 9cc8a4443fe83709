import { QuoteCallToAction } from '../../components/QuoteCallToAction';
import { AI_FEATURES, AI_PARTNERS, AI_STATS, AI_STEPS, AI_TESTIMONIALS } from './aiHomeData';
import { StepTabs } from './StepTabs';
import styles from './AiHomePage.module.css';
import { PageSection } from '../../components/PageSection';

export function AiHomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="ai-title">
        <div className="container hero-inner">
          <p className="eyebrow">IA Domestique</p>
          <h1 id="ai-title">L’intelligence artificielle au service de votre maison</h1>
          <p className="hero-lead">
            Une maison qui apprend vos habitudes, anticipe vos besoins et réduit vos consommations, sans rien
            changer à votre quotidien. Nous la concevons, l’installons et la suivons pour vous, au Havre et
            dans toute la Seine-Maritime.
          </p>
          <div className="hero-actions">
            <a href="/contact" className="button button-wood button-large">
              Étudier mon projet
            </a>
          </div>
        </div>
      </section>

      <PageSection titleId="ai-steps-title" title="Votre projet en quatre étapes">
        <p className="section-lead">Sélectionnez une étape pour en voir le détail.</p>
        <StepTabs steps={AI_STEPS} />
      </PageSection>

      <PageSection titleId="ai-features-title" title="Des fonctionnalités avancées" tinted>
        <ul className={styles.features}>
          {AI_FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className={styles.stats} aria-labelledby="ai-stats-title">
        <div className="container">
          <h2 id="ai-stats-title" className={styles.statsTitle}>
            Nos résultats en chiffres
          </h2>
          <dl className={styles.statList}>
            {AI_STATS.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PageSection titleId="ai-testimonials-title" title="Ils nous ont fait confiance">
        <ul className={styles.testimonials}>
          {AI_TESTIMONIALS.map((item) => (
            <li key={item.name} className={styles.testimonial}>
              <figure>
                <blockquote className={styles.quote}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  {item.name}, <span className={styles.place}>{item.place}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection titleId="ai-partners-title" title="Nos partenaires technologiques" tinted>
        <p className="section-lead">
          Nous installons des équipements fondés sur des standards ouverts : votre maison n’est jamais
          prisonnière d’une marque.
        </p>
        <ul className={styles.partners}>
          {AI_PARTNERS.map((partner) => (
            <li key={partner.name} className={styles.partner}>
              <h3 className={styles.partnerName}>{partner.name}</h3>
              <p>{partner.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <QuoteCallToAction
        id="ai-cta-title"
        title="Prêt à rendre votre maison plus intelligente ?"
        text="Nos conseillers étudient votre projet gratuitement et vous répondent sous 24 h."
      />
    </>
  );
}
