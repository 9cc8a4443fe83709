import { useCompany } from '../content/useCompany';
import { ManageCookiesButton } from '../consent/ManageCookiesButton';
import { NewsletterBand } from '../newsletter/NewsletterBand';
import SealIsland from '../seal/seal.island';
import FooterAdminIsland from './footerAdmin.island';
import { FOOTER_LINKS, LEGAL_LINKS } from './navigation';

export function Footer() {
  const company = useCompany();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{company.name}</h2>
          <address>
            {company.address}
            <br />
            {company.postalCode} {company.city}
            <br />
            <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
            <br />
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
          <p>{company.openingHours}</p>
        </section>
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site">Le site</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <a href={link.to}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Informations</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <a href={link.to}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href="/plan-du-site">Plan du site</a>
            </li>
            <li>
              <ManageCookiesButton />
            </li>
            <FooterAdminIsland />
          </ul>
        </nav>
      </div>
      <NewsletterBand aside={<SealIsland />} />
      <p className="container footer-legal-line">
        © {company.name} · {company.legalForm} · SIRET {company.siret}
      </p>
    </footer>
  );
}
