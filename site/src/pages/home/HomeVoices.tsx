import { PARTNERS, TESTIMONIALS } from './homeData';
import styles from './HomePage.module.css';

/** Three fixed testimonials and the two partner logos. */
export function HomeVoices() {
  return (
    <>
      <section className="container page-section" aria-labelledby="home-testimonials">
        <h2 id="home-testimonials" className={styles.centered}>
          Ils nous ont fait confiance
        </h2>
        <ul className={styles.testimonials}>
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className={styles.testimonial}>
                <p className={styles.stars} role="img" aria-label="Note : 5 sur 5">
                  ★★★★★
                </p>
                <blockquote>
                  <p>« {item.quote} »</p>
                </blockquote>
                <figcaption>
                  <strong>{item.name}</strong>
                  <span>
                    {item.place} · {item.service}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

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
