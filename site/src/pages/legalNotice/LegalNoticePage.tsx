import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { deName } from '@shared/text/elision';
import { fullAddress, telHref } from '../legal/companyFormat';
import { LegalDocument, type LegalSection } from '../legal/LegalDocument';
import styles from './LegalNoticePage.module.css';

export interface LegalNoticePageProps {
  /** The company's identity (stored `footer` content over DEFAULT_COMPANY): every value shown comes from it. */
  company?: CompanyInfo;
}

function sections(company: CompanyInfo): LegalSection[] {
  return [
    {
      id: 'editeur',
      title: 'Éditeur du site',
      body: (
        <dl className={styles.facts}>
          <div>
            <dt>Raison sociale</dt>
            <dd>{company.name}</dd>
          </div>
          <div>
            <dt>Forme juridique</dt>
            <dd>{company.legalForm}</dd>
          </div>
          <div>
            <dt>Siège social</dt>
            <dd>{fullAddress(company)}</dd>
          </div>
          <div>
            <dt>SIRET</dt>
            <dd>{company.siret}</dd>
          </div>
          <div>
            <dt>Téléphone</dt>
            <dd>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </div>
        </dl>
      ),
    },
    {
      id: 'directeur-publication',
      title: 'Directeur de la publication',
      body: (
        <p>
          Le directeur de la publication est <strong>{company.publicationDirector}</strong>, joignable à
          l’adresse <a href={`mailto:${company.email}`}>{company.email}</a>.
        </p>
      ),
    },
    {
      id: 'hebergeur',
      title: 'Hébergeur',
      body: (
        <dl className={styles.facts}>
          <div>
            <dt>Nom</dt>
            <dd>{company.hostName}</dd>
          </div>
          <div>
            <dt>Adresse</dt>
            <dd>{company.hostAddress}</dd>
          </div>
          <div>
            <dt>Téléphone</dt>
            <dd>{company.hostPhone}</dd>
          </div>
        </dl>
      ),
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      body: (
        <p>
          L’ensemble des contenus de ce site (textes, photographies, illustrations, logos, mise en page) est
          la propriété {deName(company.name)} ou de ses partenaires, et est protégé par le droit de la
          propriété intellectuelle. Toute reproduction, représentation ou adaptation, totale ou partielle,
          sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par le
          Code de la propriété intellectuelle.
        </p>
      ),
    },
    {
      id: 'responsabilite',
      title: 'Limitation de responsabilité',
      body: (
        <>
          <p>
            {company.name} s’efforce de fournir des informations exactes et à jour, mais ne peut garantir
            l’absence d’erreur ou d’omission. Les informations présentées sur le site sont données à titre
            indicatif et ne remplacent pas un devis personnalisé.
          </p>
          <p>
            {company.name} ne saurait être tenue responsable des dommages résultant d’une interruption du
            site, d’un dysfonctionnement technique ou de l’utilisation des informations qui y figurent.
          </p>
        </>
      ),
    },
    {
      id: 'liens',
      title: 'Liens hypertextes',
      body: (
        <p>
          Le site peut contenir des liens vers des sites tiers, sur lesquels {company.name} n’exerce aucun
          contrôle et dont elle décline toute responsabilité quant au contenu. La création d’un lien vers ce
          site est libre, à condition qu’il ne porte pas atteinte à l’image de l’entreprise et qu’il ouvre la
          page dans une fenêtre identifiée comme appartenant à notre site.
        </p>
      ),
    },
    {
      id: 'donnees-personnelles',
      title: 'Données personnelles et cookies',
      body: (
        <p>
          Le traitement de vos données personnelles et l’utilisation des cookies sont décrits dans notre{' '}
          <a href="/privacy">politique de confidentialité</a>.
        </p>
      ),
    },
    {
      id: 'droit-applicable',
      title: 'Droit applicable et juridiction',
      body: (
        <p>
          Les présentes mentions légales sont régies par le droit français. En cas de litige, et à défaut de
          résolution amiable, les tribunaux du Havre sont seuls compétents.
        </p>
      ),
    },
  ];
}

export function LegalNoticePage({ company = DEFAULT_COMPANY }: LegalNoticePageProps) {
  return (
    <LegalDocument
      title="Mentions légales"
      intro={
        <p>
          Conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici
          les informations relatives à l’éditeur et à l’hébergeur de ce site.
        </p>
      }
      sections={sections(company)}
    >
      <section className={styles.contact} aria-labelledby="legal-contact-title">
        <h2 id="legal-contact-title" className={styles.contactTitle}>
          Nous contacter
        </h2>
        <address className={styles.contactAddress}>
          <strong>{company.name}</strong>
          <br />
          {fullAddress(company)}
          <br />
          Téléphone : <a href={telHref(company.phone)}>{company.phone}</a>
          <br />
          E-mail : <a href={`mailto:${company.email}`}>{company.email}</a>
        </address>
        <p>{company.openingHours}</p>
        <a href="/contact" className={styles.contactLink}>
          Écrire via le formulaire de contact
        </a>
      </section>
    </LegalDocument>
  );
}
