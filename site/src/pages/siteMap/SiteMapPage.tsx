import legal from '../legal/LegalDocument.module.css';
import styles from './SiteMapPage.module.css';
import { SITE_MAP } from './siteMapData';

/** /plan-du-site: every page of the site, for a visitor (sitemap.xml is for search engines). */
export function SiteMapPage() {
  return (
    <>
      <section className={`hero ${legal.hero}`} aria-labelledby="site-map-title">
        <div className={`container hero-inner ${legal.heroInner}`}>
          <h1 id="site-map-title">Plan du site</h1>
          <p className="hero-lead">Toutes les pages du site, pour aller droit à celle que vous cherchez.</p>
        </div>
      </section>
      <div className={`container ${styles.groups}`}>
        {SITE_MAP.map((group, index) => (
          <section key={group.title} aria-labelledby={`site-map-${index}`}>
            <h2 id={`site-map-${index}`} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <a
                    className={styles.link}
                    href={link.to}
                    aria-current={link.to === '/plan-du-site' ? 'page' : undefined}
                  >
                    <span className={styles.linkLabel}>{link.label}</span>
                    <span className={styles.linkText}>{link.text}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
