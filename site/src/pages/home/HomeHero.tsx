import type { SectionContent } from '@shared/domain/content';
import { DEFAULT_CONTENT } from '@shared/content/defaults';
import { DEFAULT_HERO_IMAGE } from './homeData';
import styles from './HomePage.module.css';

type HeroContent = Pick<
  SectionContent<'home'>,
  'heroTitle' | 'heroSubtitle' | 'heroDescription' | 'heroImage' | 'heroImageAlt'
>;

/** The hero: the page's largest element, so its image is sized, never lazy, and fetched first. */
export function HomeHero({ content }: { content: HeroContent }) {
  return (
    <section className={`hero ${styles.hero}`} aria-labelledby="home-title">
      <div className={`container ${styles.heroGrid}`}>
        <div className={styles.heroText}>
          <p className="eyebrow">Le Havre et Seine-Maritime</p>
          <h1 id="home-title">{content.heroTitle}</h1>
          <p className={styles.heroSubtitle}>{content.heroSubtitle}</p>
          <p className={styles.heroDescription}>{content.heroDescription}</p>
          <div className={styles.heroActions}>
            <a href="/contact" className="button button-wood button-large">
              Demander un devis gratuit
            </a>
            <a href="/contact" className="button button-light button-large">
              Être rappelé sous 24&nbsp;h
            </a>
          </div>
        </div>
        <img
          className={styles.heroImage}
          src={content.heroImage || DEFAULT_HERO_IMAGE.src}
          alt={content.heroImageAlt || DEFAULT_CONTENT.home.heroImageAlt}
          width={DEFAULT_HERO_IMAGE.width}
          height={DEFAULT_HERO_IMAGE.height}
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
