import { useCompany } from '../../content/useCompany';
import { useSectionContent } from '../../content/useSectionContent';
import ContactFormIsland from '../../forms/contact/contactForm.island';
import ReviewFormIsland from '../../forms/review/reviewForm.island';
import { PublishedReviews } from '../../reviews/PublishedReviews';
import { CompanyDetails } from './CompanyDetails';
import { FormFallback } from '../../forms/FormFallback';

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
        <section className="card contact-form-card" aria-labelledby="quote-title">
          <h2 id="quote-title">{contact.title}</h2>
          <ContactFormIsland />
          <FormFallback island="contactForm" failed="Votre demande n’a pas pu être envoyée." />
        </section>
        <CompanyDetails company={company} contact={contact} />
      </div>
      <section className="card review-card" aria-labelledby="review-title">
        <h2 id="review-title">Laisser un avis</h2>
        <p className="form-note">
          Vous avez fait appel à nous ? Partagez votre expérience : votre avis est publié après validation.
        </p>
        <ReviewFormIsland />
        <FormFallback island="reviewForm" failed="Votre avis n’a pas pu être envoyé." />
      </section>
      <PublishedReviews />
    </div>
  );
}
