import { CLAIMED_FIGURES } from '@shared/content/companyClaims';
import { useCompany } from '../../content/useCompany';
import { useSectionContent } from '../../content/useSectionContent';
import ContactFormIsland from '../../forms/contact/contactForm.island';
import ReviewFormIsland from '../../forms/review/reviewForm.island';
import { PublishedReviews } from '../../reviews/PublishedReviews';
import { CompanyDetails } from './CompanyDetails';
import { FormFallback } from '../../forms/FormFallback';

/**
 * /contact: the two forms in the main column; beside them on a wide screen, and held in view while they scroll
 * (sticky), the company's details and what happens after sending.
 */
export function ContactPage() {
  const contact = useSectionContent('contact');
  const company = useCompany();
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>Contactez-nous</h1>
        <p>{contact.description}</p>
      </header>
      <div className="contact-layout">
        <div className="contact-forms">
          <section className="card contact-form-card" aria-labelledby="quote-title">
            <h2 id="quote-title">{contact.title}</h2>
            <ContactFormIsland />
            <FormFallback island="contactForm" failed="Votre demande n’a pas pu être envoyée." />
          </section>
          <section className="card review-card" aria-labelledby="review-title">
            <h2 id="review-title">Laisser un avis</h2>
            <p className="form-note">
              Vous avez fait appel à nous&#8239;? Partagez votre expérience&nbsp;: votre avis est publié après
              validation.
            </p>
            <ReviewFormIsland />
            <FormFallback island="reviewForm" failed="Votre avis n’a pas pu être envoyé." />
          </section>
        </div>
        <div className="contact-aside">
          <CompanyDetails company={company} contact={contact} />
          <section className="contact-promise" aria-labelledby="contact-promise-title">
            <h2 id="contact-promise-title">Après votre demande</h2>
            <ol>
              <li>
                <strong>Réponse sous {`${CLAIMED_FIGURES.responseTimeHours}\u00a0h`}</strong>, par téléphone
                ou par e-mail, pour convenir d’une visite.
              </li>
              <li>
                <strong>Diagnostic et devis gratuits</strong>, sans engagement, avec les aides financières
                possibles.
              </li>
              <li>
                <strong>Des travaux garantis {CLAIMED_FIGURES.guaranteeYears} ans</strong>, au Havre et dans
                toute la Seine-Maritime.
              </li>
            </ol>
            <p className="form-note">
              Vos coordonnées ne servent qu’à vous répondre (
              <a href="/privacy">politique de confidentialité</a>).
            </p>
          </section>
        </div>
      </div>
      <PublishedReviews />
    </div>
  );
}
