import { HomeReviews } from './HomeReviews';
import { PARTNERS } from './homeData';
import styles from './HomePage.module.css';

/** The reviews (prerendered with the page) and the two partner logos. */
export function HomeVoices() {
  return (
    <>
      <HomeReviews />
      <section className={`page-section ${styles.partners}`} aria-labelledby="home-partners">
        <div className="container">
          <h2 id="home-partners" className={styles.centered}>
            Nos partenaires
          </h2>
          <ul className={styles.partnerList}>
            {PARTNERS.map((partner) => (
              <li key={partner.name}>
                <a href={partner.url} target="_blank" rel="noopener" className={styles.partnerLink}>
                  <img
                    src={partner.logo}
                    alt={partner.name}
                    width={240}
                    height={96}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="visually-hidden"> (nouvel onglet)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
