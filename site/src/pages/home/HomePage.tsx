import { Link } from 'react-router-dom';
import { CLAIMED_FIGURES } from '../../../../shared/domain/constants';

const SERVICES = [
  {
    title: 'Rénovation Énergétique',
    text: 'Isolation, pompe à chaleur, ventilation : jusqu’à 40 % d’économies d’énergie, aides comprises.',
  },
  {
    title: 'Extension de Maison',
    text: 'Une pièce en plus à ossature bois, préfabriquée en atelier et montée en quelques semaines.',
  },
  {
    title: 'Maison Connectée',
    text: 'Domotique et IA domestique pour piloter chauffage, lumière et sécurité, simplement.',
  },
] as const;

const FIGURES = [
  { value: CLAIMED_FIGURES.projects, label: 'projets réalisés' },
  { value: `${CLAIMED_FIGURES.expertiseYears} ans`, label: 'd’expertise' },
  { value: CLAIMED_FIGURES.energySaving, label: 'd’économies d’énergie' },
  { value: `${CLAIMED_FIGURES.responseTimeHours} h`, label: 'pour vous répondre' },
] as const;

export function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero-inner">
          <p className="eyebrow">Le Havre et Seine-Maritime</p>
          <h1 id="home-title">Rénovation énergétique et maison connectée au Havre</h1>
          <p className="hero-lead">
            Nous rendons votre logement plus économe, plus confortable et plus intelligent : diagnostic
            énergétique, travaux de rénovation, extensions à ossature bois et domotique.
          </p>
          <div className="hero-actions">
            <Link to="/contact" className="button button-wood button-large">
              Demander un devis gratuit
            </Link>
            <Link to="/contact" className="button button-light button-large">
              Être rappelé
            </Link>
          </div>
        </div>
      </section>

      <section className="container page-section" aria-labelledby="home-services">
        <h2 id="home-services">Nos services</h2>
        <ul className="card-grid">
          {SERVICES.map((service) => (
            <li key={service.title} className="card">
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="figures" aria-label="Chiffres clés">
        <ul className="container figures-list">
          {FIGURES.map((figure) => (
            <li key={figure.label}>
              <strong>{figure.value}</strong>
              <span>{figure.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="container page-section cta-band" aria-labelledby="home-cta">
        <h2 id="home-cta">Un projet ? Parlons-en.</h2>
        <p>Décrivez-nous votre logement et vos envies : nous vous répondons sous 24 heures, devis gratuit.</p>
        <Link to="/contact" className="button button-large">
          Contactez-nous
        </Link>
      </section>
    </>
  );
}
