import { QuoteCallToAction } from '../../components/QuoteCallToAction';
import type { StoredProject } from '@shared/domain/projects';
import styles from './PortfolioPage.module.css';
import { PageSection } from '../../components/PageSection';

export interface PortfolioPageProps {
  /** The stored `projects` documents, in display order. */
  projects: readonly StoredProject[];
  /** True while the projects are being fetched. */
  loading?: boolean;
}

/** Every card image gets the same box (4:3) so nothing shifts when it loads. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 480;

export function PortfolioPage({ projects, loading = false }: PortfolioPageProps) {
  return (
    <>
      <section className="hero" aria-labelledby="portfolio-title">
        <div className="container hero-inner">
          <p className="eyebrow">Portfolio</p>
          <h1 id="portfolio-title">Nos réalisations</h1>
          <p className="hero-lead">
            Rénovations énergétiques, extensions à ossature bois, maisons connectées : découvrez quelques-uns
            des projets que nous avons menés au Havre et en Seine-Maritime.
          </p>
        </div>
      </section>

      <PageSection titleId="portfolio-projects-title" title="Projets terminés">
        {loading ? (
          <p className="empty-state" role="status">
            Chargement des réalisations…
          </p>
        ) : projects.length === 0 ? (
          <p className="empty-state" role="status">
            Aucune réalisation à afficher pour le moment.
          </p>
        ) : (
          <ul className={styles.grid}>
            {projects.map((project, index) => (
              <li key={project._id}>
                <article className={styles.card} aria-labelledby={`project-${project._id}-title`}>
                  {project.image ? (
                    <img
                      className={styles.image}
                      src={project.image}
                      alt={project.imageAlt || `${project.title}, ${project.place}`}
                      width={IMAGE_WIDTH}
                      height={IMAGE_HEIGHT}
                      // The first card can be the largest element in view: never delay it.
                      loading={index === 0 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  ) : (
                    <div className={styles.imagePlaceholder} aria-hidden="true" />
                  )}
                  <div className={styles.body}>
                    <p className={styles.service}>{project.service}</p>
                    <h3 id={`project-${project._id}-title`} className={styles.cardTitle}>
                      {project.title}
                    </h3>
                    <p className={styles.meta}>
                      {project.place} · {project.year}
                    </p>
                    <p>{project.summary}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <QuoteCallToAction
        id="portfolio-cta-title"
        title="Votre projet sera peut-être le prochain"
        text="Décrivez-nous votre besoin : le devis est gratuit et nous vous répondons sous 24 h."
      />
    </>
  );
}
