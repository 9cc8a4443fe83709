import { EXTENSION_TIMELINE } from '@shared/content/companyClaims';
import { EXTENSION_BENEFITS } from './homeData';
import styles from './HomePage.module.css';

/** The wooden-frame extension and its timeline (durations: docs/product.md#constantes). */
export function HomeExtension() {
  return (
    <section className={`page-section ${styles.extension}`} aria-labelledby="home-extension">
      <div className={`container ${styles.extensionGrid}`}>
        <div>
          <p className={styles.kicker}>Ossature bois</p>
          <h2 id="home-extension">Agrandissez votre maison avec une extension bois</h2>
          <p>
            Bureau, chambre ou séjour ouvert sur le jardin&nbsp;: une extension à ossature bois ajoute des
            mètres carrés lumineux et bien isolés, en quelques mois seulement, de l’étude à la remise des
            clés.
          </p>
          <ul className="check-list">
            {EXTENSION_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <img
            className={styles.extensionImage}
            src="/images/projets/montivilliers.svg"
            alt="Extension à ossature bois accolée à une maison"
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div>
          <h3 className={styles.timelineTitle}>Les étapes de votre extension</h3>
          <ol className={styles.timeline}>
            {EXTENSION_TIMELINE.map((stage, index) => (
              <li key={stage.step}>
                <span className={styles.timelineNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h4>{stage.step}</h4>
                  <p className={styles.duration}>{stage.duration}</p>
                </div>
              </li>
            ))}
          </ol>
          <a href="/contact" className="button button-wood">
            Étudier mon projet d’extension
          </a>
        </div>
      </div>
    </section>
  );
}
