import { DEFAULT_CONTENT } from '@shared/content/defaults';
import type { SectionContent } from '@shared/domain/content';
import { mergeOverDefaults } from '@shared/domain/mergeOverDefaults';
import { HOME_FIGURES, HOME_SERVICES } from './homeData';
import { HomeExtension } from './HomeExtension';
import { HomeHero } from './HomeHero';
import { HomeVoices } from './HomeVoices';
import { ServiceIcon } from './ServiceIcon';
import styles from './HomePage.module.css';

export interface HomePageProps {
  /** Stored `home` content; any non-empty field overrides the built-in text. */
  content?: Partial<SectionContent<'home'>>;
}

export function HomePage({ content }: HomePageProps) {
  const home = mergeOverDefaults(DEFAULT_CONTENT.home, content);
  return (
    <>
      <HomeHero content={home} />

      <section className="container page-section" aria-labelledby="home-about">
        <div className={styles.about}>
          <div>
            <p className={styles.kicker}>Qui sommes-nous ?</p>
            <h2 id="home-about">{home.aboutTitle}</h2>
          </div>
          <div>
            <p className={styles.lead}>{home.aboutDescription}</p>
            <a href="/about" className="button button-ghost">
              Découvrir notre histoire
            </a>
          </div>
        </div>
      </section>

      <section className={`page-section ${styles.services}`} aria-labelledby="home-services">
        <div className="container">
          <h2 id="home-services" className={styles.centered}>
            {home.servicesTitle}
          </h2>
          <p className={`${styles.lead} ${styles.centered} ${styles.narrow}`}>{home.servicesDescription}</p>
          <ul className="card-grid">
            {HOME_SERVICES.map((service) => (
              <li key={service.title} className="card">
                <span className={styles.serviceIcon}>
                  <ServiceIcon icon={service.icon} />
                </span>
                <h3>{service.title}</h3>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
          <p className={styles.centered}>
            <a href="/services" className="button button-ghost">
              Voir tous nos services
            </a>
          </p>
        </div>
      </section>

      <HomeExtension />

      <section className="figures" aria-labelledby="home-figures">
        <h2 id="home-figures" className="visually-hidden">
          Nos chiffres clés
        </h2>
        <ul className={`container figures-list ${styles.figures}`}>
          {HOME_FIGURES.map((figure) => (
            <li key={figure.label}>
              <strong>{figure.value}</strong>
              <span>{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <HomeVoices />

      <section className={`page-section cta-band ${styles.closing}`} aria-labelledby="home-cta">
        <div className="container">
          <h2 id="home-cta">Prêt à rendre votre maison plus économe ?</h2>
          <p>Décrivez-nous votre logement et vos envies : devis gratuit et réponse sous 24 heures.</p>
          <a href="/contact" className="button button-wood button-large">
            Demander un devis gratuit
          </a>
        </div>
      </section>
    </>
  );
}
