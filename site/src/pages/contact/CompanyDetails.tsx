import { DEFAULT_COMPANY, type CompanyInfo } from '../../../../shared/domain/company';

/** The company's contact details shown beside the quote form. */
export function CompanyDetails({ company = DEFAULT_COMPANY }: { company?: CompanyInfo }) {
  return (
    <aside className="company-details" aria-labelledby="company-details-title">
      <h2 id="company-details-title">Nos coordonnées</h2>
      <dl>
        <div>
          <dt>Adresse</dt>
          <dd>
            <address>
              {company.address}
              <br />
              {company.postalCode} {company.city}
            </address>
          </dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd>
            <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
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
