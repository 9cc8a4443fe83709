import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import type { SectionContent } from '@shared/domain/content';

type ContactDetails = Pick<SectionContent<'contact'>, 'address' | 'phone' | 'email'>;

/**
 * The company's contact details shown beside the quote form. The `contact` content section, when given,
 * supplies address, phone and e-mail (edited in the back-office); the company identity the rest.
 */
export function CompanyDetails({
  company = DEFAULT_COMPANY,
  contact,
}: {
  company?: CompanyInfo;
  contact?: ContactDetails;
}) {
  const phone = contact?.phone || company.phone;
  const email = contact?.email || company.email;
  return (
    <aside className="company-details" aria-labelledby="company-details-title">
      <h2 id="company-details-title">Nos coordonnées</h2>
      <dl>
        <div>
          <dt>Adresse</dt>
          <dd>
            <address>
              {contact?.address || (
                <>
                  {company.address}
                  <br />
                  {company.postalCode} {company.city}
                </>
              )}
            </address>
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>Horaires</dt>
          <dd>{company.openingHours}</dd>
        </div>
      </dl>
    </aside>
  );
}
