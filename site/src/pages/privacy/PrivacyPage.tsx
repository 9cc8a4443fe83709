import { DATA_RETENTION } from '@shared/content/companyTerms';
import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { COOKIE_CONSENT } from '@shared/domain/cookieConsentRules';
import { fullAddress, telHref } from '../legal/companyFormat';
import { LegalDocument, type LegalSection } from '../legal/LegalDocument';
import { LegalTable } from '../legal/LegalTable';
import styles from './PrivacyPage.module.css';

export interface PrivacyPageProps {
  /** The company's identity (stored `footer` content over DEFAULT_COMPANY). */
  company?: CompanyInfo;
}

export const PRIVACY_VERSION = 'Version 1.0 — en vigueur depuis le 15 janvier 2025';

const RETENTION_ROWS: readonly { data: string; purpose: string; duration: string }[] = [
  {
    data: 'Données des clients',
    purpose: 'Gestion des devis, des chantiers, de la facturation et du service après-vente',
    duration: DATA_RETENTION.activeClients,
  },
  {
    data: 'Données des prospects',
    purpose: 'Réponse aux demandes de devis et de contact, newsletter',
    duration: DATA_RETENTION.prospects,
  },
  {
    data: 'Pièces comptables et factures',
    purpose: 'Obligations comptables et fiscales',
    duration: DATA_RETENTION.accounting,
  },
  {
    data: 'Cookies et traceurs',
    purpose: 'Fonctionnement du site et, avec votre accord, mesure d’audience',
    duration: DATA_RETENTION.technicalCookies,
  },
  {
    data: 'Journaux de connexion',
    purpose: 'Sécurité du site et des comptes administrateurs',
    duration: DATA_RETENTION.connectionLogs,
  },
];

function sections(company: CompanyInfo): LegalSection[] {
  const mail = (
    <a href={`mailto:${company.email}`} className={styles.nowrap}>
      {company.email}
    </a>
  );
  return [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      body: (
        <>
          <p>Le responsable du traitement des données collectées sur ce site est :</p>
          <address className={styles.card}>
            <strong>{company.name}</strong>
            <br />
            {company.legalForm}
            <br />
            {fullAddress(company)}
            <br />
            SIRET : {company.siret}
            <br />
            Téléphone : <a href={telHref(company.phone)}>{company.phone}</a>
            <br />
            E-mail : {mail}
          </address>
        </>
      ),
    },
    {
      id: 'donnees-collectees',
      title: 'Données collectées',
      body: (
        <>
          <p>Nous ne collectons que les données nécessaires aux finalités décrites ci-dessous.</p>
          <h3 className={styles.subTitle}>Données d’identification</h3>
          <ul>
            <li>nom et prénom ;</li>
            <li>adresse e-mail et numéro de téléphone ;</li>
            <li>code postal et, le cas échéant, nom de votre société.</li>
          </ul>
          <h3 className={styles.subTitle}>Données techniques</h3>
          <ul>
            <li>adresse IP, type de navigateur et d’appareil ;</li>
            <li>journaux de connexion nécessaires à la sécurité du site ;</li>
            <li>pages consultées, uniquement si vous avez accepté les cookies de mesure d’audience.</li>
          </ul>
          <h3 className={styles.subTitle}>Données liées à nos services</h3>
          <ul>
            <li>description de votre projet et type de travaux envisagés ;</li>
            <li>avis et note que vous choisissez de publier ;</li>
            <li>abonnement à la newsletter et préférences de communication ;</li>
            <li>échanges avec notre équipe (messages, devis, factures).</li>
          </ul>
        </>
      ),
    },
    {
      id: 'finalites',
      title: 'Finalités du traitement',
      body: (
        <>
          <p>Vos données sont utilisées pour :</p>
          <ul>
            <li>répondre à vos demandes de contact et établir vos devis ;</li>
            <li>exécuter les travaux commandés, les facturer et en assurer le suivi et la garantie ;</li>
            <li>vous envoyer la newsletter et nos informations, si vous y êtes abonné ;</li>
            <li>publier les avis clients, après modération ;</li>
            <li>mesurer l’audience du site, si vous l’avez accepté ;</li>
            <li>assurer la sécurité du site et respecter nos obligations légales.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'bases-legales',
      title: 'Bases légales',
      body: (
        <>
          <p>Chaque traitement repose sur l’une des bases prévues par l’article 6 du RGPD :</p>
          <ul>
            <li>
              <strong>l’exécution de mesures précontractuelles ou d’un contrat</strong> : devis, travaux,
              facturation et service après-vente ;
            </li>
            <li>
              <strong>votre consentement</strong> : newsletter, publication de votre avis, cookies de mesure
              d’audience et de marketing. Vous pouvez le retirer à tout moment ;
            </li>
            <li>
              <strong>le respect d’une obligation légale</strong> : conservation des pièces comptables,
              réponse aux autorités ;
            </li>
            <li>
              <strong>notre intérêt légitime</strong> : sécurité du site, prévention des abus et amélioration
              de nos services.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'conservation',
      title: 'Durées de conservation',
      body: (
        <>
          <p>
            Vos données sont conservées pendant la durée strictement nécessaire à leur finalité, puis
            supprimées ou anonymisées.
          </p>
          <LegalTable
            caption="Durées de conservation par catégorie de données"
            columns={['Catégorie de données', 'Finalité', 'Durée de conservation']}
            rows={RETENTION_ROWS.map((row) => ({
              key: row.data,
              header: row.data,
              cells: [row.purpose, row.duration],
            }))}
          />
        </>
      ),
    },
    {
      id: 'destinataires',
      title: 'Destinataires des données',
      body: (
        <p>
          Vos données sont destinées à notre équipe et à nos prestataires techniques (hébergement, envoi
          d’e-mails), qui les traitent pour notre compte et selon nos instructions. Elles ne sont jamais
          vendues ni louées.
        </p>
      ),
    },
    {
      id: 'droits',
      title: 'Vos droits',
      body: (
        <>
          <p>
            Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants :
          </p>
          <ul>
            <li>droit d’accès à vos données et d’en obtenir une copie ;</li>
            <li>droit de rectification des données inexactes ou incomplètes ;</li>
            <li>droit à l’effacement de vos données ;</li>
            <li>droit à la limitation du traitement ;</li>
            <li>droit à la portabilité de vos données ;</li>
            <li>droit d’opposition, notamment à la prospection commerciale ;</li>
            <li>droit de retirer votre consentement à tout moment ;</li>
            <li>droit de définir des directives relatives au sort de vos données après votre décès.</li>
          </ul>
          <p>
            Pour exercer ces droits, écrivez-nous à {mail} ou par courrier à l’adresse indiquée ci-dessus, en
            précisant votre demande. Nous vous répondons dans un délai de {DATA_RETENTION.rightsAnswerDelay} à
            compter de sa réception. Chaque newsletter contient aussi un lien de désinscription et un lien de
            gestion de vos préférences.
          </p>
        </>
      ),
    },
    {
      id: 'securite',
      title: 'Sécurité',
      body: (
        <>
          <p>
            Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos
            données :
          </p>
          <ul>
            <li>chiffrement des échanges entre votre navigateur et nos serveurs (HTTPS) ;</li>
            <li>
              contrôle d’accès basé sur les rôles : seules les personnes habilitées accèdent à vos données ;
            </li>
            <li>authentification forte des administrateurs du site ;</li>
            <li>signature des requêtes, journalisation des accès et sauvegardes régulières.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <>
          <p>Le site utilise quatre catégories de cookies et traceurs :</p>
          <ul>
            <li>
              <strong>essentiels</strong> : nécessaires au fonctionnement du site et à la mémorisation de vos
              choix, ils ne peuvent pas être désactivés ;
            </li>
            <li>
              <strong>fonctionnels</strong> : ils améliorent votre confort de navigation ;
            </li>
            <li>
              <strong>mesure d’audience</strong> : ils nous indiquent les pages consultées, uniquement avec
              votre accord ;
            </li>
            <li>
              <strong>marketing</strong> : ils permettent de vous proposer des contenus adaptés, uniquement
              avec votre accord.
            </li>
          </ul>
          <p>
            Votre choix est conservé {COOKIE_CONSENT.maxAgeMonths} mois au maximum, puis vous est à nouveau
            demandé. Refuser est aussi simple qu’accepter, et vous pouvez modifier votre choix à tout moment
            grâce au lien « Gérer les cookies » en bas de chaque page.
          </p>
        </>
      ),
    },
    {
      id: 'transferts',
      title: 'Transferts internationaux',
      body: (
        <p>
          Vos données sont hébergées et traitées au sein de l’Union européenne. Si l’un de nos prestataires
          devait les transférer hors de l’Union européenne, ce transfert serait encadré par une décision
          d’adéquation de la Commission européenne ou par des clauses contractuelles types garantissant un
          niveau de protection équivalent.
        </p>
      ),
    },
    {
      id: 'dpo',
      title: 'Délégué à la protection des données',
      body: (
        <p>
          Pour toute question relative à la protection de vos données, vous pouvez contacter notre délégué à
          la protection des données par e-mail à {mail}, en indiquant « Protection des données » en objet, ou
          par courrier : {company.name}, à l’attention du délégué à la protection des données,{' '}
          {fullAddress(company)}.
        </p>
      ),
    },
    {
      id: 'cnil',
      title: 'Réclamation auprès de la CNIL',
      body: (
        <p>
          Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez
          adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place
          de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur{' '}
          <a href="https://www.cnil.fr" rel="noopener noreferrer">
            www.cnil.fr
          </a>
          .
        </p>
      ),
    },
    {
      id: 'modifications',
      title: 'Modifications de la politique',
      body: (
        <p>
          Nous pouvons faire évoluer cette politique pour tenir compte de nouvelles obligations ou de nouveaux
          services. Toute modification importante vous sera notifiée {DATA_RETENTION.policyChangeNoticeDays}{' '}
          jours avant son entrée en vigueur. Les conditions applicables à nos travaux figurent dans nos{' '}
          <a href="/work-terms">conditions générales de vente</a>.
        </p>
      ),
    },
  ];
}

export function PrivacyPage({ company = DEFAULT_COMPANY }: PrivacyPageProps) {
  return (
    <LegalDocument
      title="Politique de confidentialité"
      meta={PRIVACY_VERSION}
      intro={
        <p>
          La protection de vos données personnelles est importante pour nous. Cette politique explique quelles
          données {company.name} collecte, pourquoi, combien de temps elles sont conservées et comment exercer
          vos droits, conformément au Règlement général sur la protection des données (RGPD).
        </p>
      }
      sections={sections(company)}
    />
  );
}
