import { platform } from '../../../../shared/http/platform';
import { ContactForm } from '../../forms/contact/ContactForm';
import { CompanyDetails } from './CompanyDetails';

export function ContactPage() {
  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>Contactez-nous</h1>
        <p>
          Un projet de rénovation énergétique, d’extension bois ou de maison connectée ? Décrivez-le : nous
          vous répondons sous 24 heures avec un devis gratuit.
        </p>
      </header>
      <div className="contact-layout">
        <section className="card contact-form-card" aria-labelledby="quote-title">
          <h2 id="quote-title">Demande de devis</h2>
          <ContactForm client={platform} />
        </section>
        <CompanyDetails />
      </div>
    </div>
  );
}
