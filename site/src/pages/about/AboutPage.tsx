import { DEFAULT_CONTENT } from '@shared/content/defaults';
import type { SectionContent } from '@shared/domain/content';
import { CLAIMED_FIGURES } from '@shared/content/companyClaims';
import { HouseIllustration } from './HouseIllustration';
import styles from './AboutPage.module.css';
import { PageSection } from '../../components/PageSection';

export interface AboutPageProps {
  /** Stored `about` content; any non-empty field overrides the built-in default. */
  content?: Partial<SectionContent<'about'>>;
}

const DEFAULTS = DEFAULT_CONTENT.about;

const VALUES = [
  {
    title: 'Excellence',
    text: 'Des matériaux choisis avec soin, des finitions soignées et des performances vérifiées à la fin de chaque chantier.',
  },
  {
    title: 'Innovation',
    text: 'Pompes à chaleur, énergie solaire, domotique, intelligence artificielle : nous retenons les solutions qui apportent un vrai bénéfice.',
  },
  {
    title: 'Engagement',
    text: 'Un interlocuteur unique, des délais tenus et une présence après les travaux : nous allons au bout de ce que nous promettons.',
  },
] as const;

const HISTORY = [
  {
    when: String(CLAIMED_FIGURES.founded),
    text: 'Création de l’entreprise au Havre, avec une conviction : la rénovation énergétique doit être accessible et bien conseillée.',
  },
  {
    when: '2024',
    text: 'Lancement des extensions à ossature bois et de l’offre maison connectée, pour répondre à toutes les envies d’habitat.',
  },
  {
    when: 'Aujourd’hui',
    text: `Plus de 30 projets réalisés en Seine-Maritime et une équipe de ${CLAIMED_FIGURES.employees} passionnés à votre service.`,
  },
] as const;

const KNOW_HOW = [
  { value: 'RGE', label: 'Entreprise certifiée Reconnu Garant de l’Environnement' },
  { value: CLAIMED_FIGURES.projects, label: 'projets réalisés' },
  { value: '100\u00a0%', label: 'de clients satisfaits' },
  { value: `${CLAIMED_FIGURES.expertiseYears} ans`, label: 'd’expertise cumulée' },
] as const;

export function AboutPage({ content }: AboutPageProps) {
  const title = content?.title || DEFAULTS.title;
  const description = content?.description || DEFAULTS.description;
  const teamImage = content?.teamImage || DEFAULTS.teamImage;
  const teamImageAlt = content?.teamImageAlt || DEFAULTS.teamImageAlt;
  // The editable description is plain text; blank lines separate its paragraphs.
  const paragraphs = description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

  return (
    <>
      <section className="hero" aria-labelledby="about-title">
        <div className="container hero-inner">
          <p className="eyebrow">Votre partenaire habitat au Havre</p>
          <h1 id="about-title">{title}</h1>
          <p className="hero-lead">
            Rénovation énergétique, extension à ossature bois et maison connectée : une équipe havraise qui
            réalise des travaux durables et les explique simplement.
          </p>
          <div className="hero-actions">
            <a href="/services" className="button button-wood button-large">
              Découvrir nos services
            </a>
            <a href="/contact" className="button button-light button-large">
              Nous contacter
            </a>
          </div>
        </div>
      </section>

      <section className="page-section" aria-labelledby="about-intro-title">
        <div className={`container ${styles.split}`}>
          <div>
            <h2 id="about-intro-title">Qui sommes-nous ?</h2>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {teamImage ? (
            <img
              className={styles.teamImage}
              src={teamImage}
              alt={teamImageAlt}
              width={640}
              height={480}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <HouseIllustration />
          )}
        </div>
      </section>

      <PageSection titleId="about-vision-title" title="Notre vision" tinted layout={styles.narrow}>
        <p>
          Nous croyons qu’un logement confortable, économe et agréable à vivre ne devrait pas être un luxe.
          Chaque maison peut consommer moins et mieux, à condition de faire les bons choix, dans le bon ordre.
        </p>
        <p>
          Notre rôle : vous aider à faire ces choix, puis les réaliser avec le même soin que s’il s’agissait
          de notre propre maison.
        </p>
      </PageSection>

      <PageSection titleId="about-history-title" title="Notre histoire">
        <ol className={styles.timeline}>
          {HISTORY.map((item) => (
            <li key={item.when} className={styles.timelineItem}>
              <p className={styles.timelineWhen}>{item.when}</p>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection titleId="about-values-title" title="Nos valeurs" tinted>
        <ul className={styles.values}>
          {VALUES.map((value) => (
            <li key={value.title} className={styles.value}>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className={styles.knowHow} aria-labelledby="about-know-how-title">
        <div className="container">
          <h2 id="about-know-how-title" className={styles.knowHowTitle}>
            Notre savoir-faire
          </h2>
          <p className={styles.knowHowLead}>
            Des artisans qualifiés et certifiés, formés aux techniques de la rénovation performante et de la
            domotique.
          </p>
          <dl className={styles.figures}>
            {KNOW_HOW.map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <dt className={styles.figureLabel}>{figure.label}</dt>
                <dd className={styles.figureValue}>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PageSection titleId="about-mission-title" title="Notre mission" layout={styles.mission}>
        <p>
          Rendre chaque logement plus économe, plus confortable et plus intelligent, en accompagnant nos
          clients de l’idée au suivi après travaux : conseil honnête, devis clair, chantier propre et
          garanties tenues.
        </p>
        <a href="/contact" className="button button-large">
          Parlons de votre projet
        </a>
      </PageSection>
    </>
  );
}
