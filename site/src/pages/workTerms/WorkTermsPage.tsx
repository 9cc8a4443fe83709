import { DEFAULT_COMPANY, type CompanyInfo } from '@shared/domain/company';
import { SALES_TERMS } from '@shared/content/companyTerms';
import { fullAddress } from '../legal/companyFormat';
import { LegalDocument, type LegalSection } from '../legal/LegalDocument';
import { LegalTable } from '../legal/LegalTable';
import { dayRange, percent } from './format';
import styles from './WorkTermsPage.module.css';

export interface WorkTermsPageProps {
  /** The company's identity (stored `footer` content over DEFAULT_COMPANY). */
  company?: CompanyInfo;
}

const T = SALES_TERMS;
const { order, worksStart, halfway } = T.paymentSchedule;
const BALANCE = 100 - order - worksStart - halfway;

const SCHEDULE: readonly { when: string; share: number }[] = [
  { when: 'À la commande (acompte)', share: order },
  { when: 'Au démarrage des travaux', share: worksStart },
  { when: 'À mi-parcours du chantier', share: halfway },
  { when: 'À la réception des travaux (solde)', share: BALANCE },
];

const DELIVERY: readonly { work: string; days: string }[] = [
  { work: 'Isolation des combles', days: T.deliveryDays.atticInsulation },
  { work: 'Installation d’une pompe à chaleur', days: T.deliveryDays.heatPump },
  { work: 'Installation de panneaux solaires', days: T.deliveryDays.solarPanels },
  { work: 'Installation d’une ventilation (VMC)', days: T.deliveryDays.ventilation },
  { work: 'Installation domotique', days: T.deliveryDays.homeAutomation },
];

const GUARANTEES: readonly { name: string; years: number; covers: string; intervention: string }[] = [
  {
    name: 'Garantie de parfait achèvement',
    years: T.guarantees.perfectCompletion.years,
    covers: 'Tous les désordres signalés à la réception ou pendant l’année qui suit',
    intervention: `Sous ${T.guarantees.perfectCompletion.interventionHours}\u00a0h`,
  },
  {
    name: 'Garantie de bon fonctionnement',
    years: T.guarantees.goodOperation.years,
    covers: 'Les équipements dissociables de l’ouvrage (pompe à chaleur, VMC, domotique…)',
    intervention: `Sous ${T.guarantees.goodOperation.interventionHours}\u00a0h`,
  },
  {
    name: 'Garantie décennale',
    years: T.guarantees.tenYear.years,
    covers: 'Les dommages compromettant la solidité de l’ouvrage ou le rendant impropre à sa destination',
    intervention: 'Selon l’expertise de l’assureur',
  },
];

const KEY_FIGURES: readonly { label: string; value: string }[] = [
  { label: 'Validité du devis', value: `${T.quoteValidityDays} jours` },
  { label: 'Acompte maximal', value: percent(T.maxDepositPercent) },
  { label: 'Délai de paiement', value: `${T.maxPaymentDelayDays} jours maximum` },
  { label: 'Rétractation', value: `${T.withdrawalDays} jours` },
  { label: 'TVA réduite', value: percent(T.reducedVatPercent) },
  { label: 'Garantie décennale', value: `${T.guarantees.tenYear.years} ans` },
];

const years = (count: number) => `${count} an${count > 1 ? 's' : ''}`;

function sections(company: CompanyInfo): LegalSection[] {
  return [
    {
      id: 'objet',
      title: 'Objet et champ d’application',
      body: (
        <>
          <p>
            Les présentes conditions générales de vente (CGV) s’appliquent à toutes les prestations réalisées
            par {company.name}, {company.legalForm}, dont le siège est situé {fullAddress(company)} (SIRET{' '}
            {company.siret}) : rénovation énergétique, extension de maison, domotique, maintenance et travaux
            associés.
          </p>
          <p>
            Toute commande implique l’acceptation sans réserve des présentes CGV, qui prévalent sur tout autre
            document, sauf conditions particulières acceptées par écrit par les deux parties.
          </p>
        </>
      ),
    },
    {
      id: 'devis',
      title: 'Devis et commande',
      body: (
        <>
          <p>
            Chaque prestation fait l’objet d’un devis détaillé, gratuit et sans engagement, établi après une
            visite ou un échange avec le client. Le devis est valable{' '}
            <strong>{T.quoteValidityDays} jours</strong> à compter de sa date d’émission.
          </p>
          <p>
            La commande est ferme à la réception du devis daté et signé, revêtu de la mention « Bon pour
            accord », et du versement de l’acompte prévu à l’article 4. Toute modification ultérieure fait
            l’objet d’un avenant écrit.
          </p>
        </>
      ),
    },
    {
      id: 'prix',
      title: 'Prix et TVA',
      body: (
        <>
          <p>
            Les prix sont exprimés en euros et s’entendent toutes taxes comprises, au taux de TVA en vigueur à
            la date de facturation.
          </p>
          <p>
            Les travaux d’amélioration de la qualité énergétique réalisés dans un logement achevé depuis plus
            de deux ans bénéficient du taux réduit de TVA de <strong>{percent(T.reducedVatPercent)}</strong>,
            sous réserve de l’attestation remise par le client. Les autres travaux sont facturés au taux
            applicable selon leur nature.
          </p>
        </>
      ),
    },
    {
      id: 'paiement',
      title: 'Modalités de paiement',
      body: (
        <>
          <p>
            L’acompte versé à la commande ne peut excéder <strong>{percent(T.maxDepositPercent)}</strong> du
            montant total des travaux. Le paiement suit l’échéancier ci-dessous, sauf accord différent inscrit
            au devis :
          </p>
          <LegalTable
            caption="Échéancier de paiement"
            columns={['Échéance', 'Part du montant total']}
            rows={SCHEDULE.map((row) => ({ key: row.when, header: row.when, cells: [percent(row.share)] }))}
          />
          <p>
            Les factures sont payables par virement ou par chèque dans un délai maximal de{' '}
            <strong>{T.maxPaymentDelayDays} jours</strong> à compter de leur date d’émission. Tout retard de
            paiement entraîne des pénalités calculées au taux d’intérêt légal et, pour les clients
            professionnels, une indemnité forfaitaire pour frais de recouvrement de 40 €.
          </p>
        </>
      ),
    },
    {
      id: 'retractation',
      title: 'Droit de rétractation',
      body: (
        <>
          <p>
            Lorsque le contrat est conclu à distance ou hors établissement, le client consommateur dispose
            d’un délai de <strong>{T.withdrawalDays} jours</strong> pour exercer son droit de rétractation,
            sans avoir à motiver sa décision, à compter de la signature du devis. Il lui suffit de nous
            adresser une déclaration dénuée d’ambiguïté, par courrier ou par e-mail à{' '}
            <a href={`mailto:${company.email}`}>{company.email}</a>.
          </p>
          <p>
            Les sommes versées sont remboursées au plus tard <strong>{T.refundDays} jours</strong> après la
            réception de la demande, par le même moyen de paiement. Si le client a expressément demandé que
            les travaux commencent avant la fin du délai de rétractation, il reste redevable du montant
            correspondant aux prestations déjà réalisées.
          </p>
        </>
      ),
    },
    {
      id: 'reservations',
      title: 'Annulation d’une réservation',
      body: (
        <p>
          En dehors du droit de rétractation, le client peut annuler une réservation de chantier dans un délai
          de <strong>{T.reservationWithdrawalDays} jours</strong> suivant la commande. Une retenue de{' '}
          <strong>{percent(T.reservationRetentionPercent)}</strong> des sommes versées est alors conservée au
          titre des frais d’étude et de dossier ; le reste est remboursé. Passé ce délai, l’acompte reste
          acquis, sauf faute de notre part.
        </p>
      ),
    },
    {
      id: 'delais',
      title: 'Délais d’exécution',
      body: (
        <>
          <p>
            La date de début des travaux est fixée d’un commun accord. Les durées d’intervention sur place
            sont données à titre indicatif :
          </p>
          <LegalTable
            caption="Durées indicatives d’intervention"
            columns={['Prestation', 'Durée']}
            rows={DELIVERY.map((row) => ({ key: row.work, header: row.work, cells: [dayRange(row.days)] }))}
          />
          <p>
            Ces durées peuvent être prolongées en cas d’intempéries, de retard de livraison d’un fournisseur,
            de travaux supplémentaires demandés par le client ou de force majeure. Le client en est informé
            sans délai.
          </p>
        </>
      ),
    },
    {
      id: 'reception',
      title: 'Réception des travaux',
      body: (
        <p>
          À la fin du chantier, la réception est prononcée contradictoirement en présence du client, avec ou
          sans réserves, et consignée dans un procès-verbal signé par les deux parties. Elle marque le point
          de départ des garanties décrites à l’article suivant.
        </p>
      ),
    },
    {
      id: 'garanties',
      title: 'Garanties',
      body: (
        <>
          <p>Nos travaux bénéficient des garanties légales suivantes, à compter de la réception :</p>
          <LegalTable
            caption="Garanties et délais d’intervention"
            columns={['Garantie', 'Durée', 'Ce qu’elle couvre', 'Intervention']}
            rows={GUARANTEES.map((row) => ({
              key: row.name,
              header: row.name,
              cells: [years(row.years), row.covers, row.intervention],
            }))}
          />
          <p>
            Notre responsabilité civile professionnelle et notre responsabilité décennale sont couvertes par
            une assurance dont l’attestation est jointe à chaque devis. Les garanties ne couvrent pas l’usure
            normale, un défaut d’entretien ou une utilisation non conforme des équipements.
          </p>
        </>
      ),
    },
    {
      id: 'force-majeure',
      title: 'Force majeure',
      body: (
        <p>
          Aucune des parties ne peut être tenue responsable d’un manquement causé par un événement de force
          majeure au sens de l’article 1218 du Code civil. Les obligations concernées sont suspendues pendant
          la durée de l’événement.
        </p>
      ),
    },
    {
      id: 'donnees',
      title: 'Données personnelles',
      body: (
        <p>
          Les données du client sont traitées pour l’exécution du contrat, conformément à notre{' '}
          <a href="/privacy">politique de confidentialité</a>.
        </p>
      ),
    },
    {
      id: 'litiges',
      title: 'Réclamations, médiation et juridiction',
      body: (
        <>
          <p>
            Toute réclamation peut être adressée à {company.name} par e-mail à{' '}
            <a href={`mailto:${company.email}`}>{company.email}</a> ou par courrier à l’adresse du siège. En
            cas de désaccord persistant, le client consommateur peut recourir gratuitement à un médiateur de
            la consommation, dont les coordonnées lui sont communiquées sur simple demande.
          </p>
          <p>
            Les présentes CGV sont soumises au droit français. À défaut de résolution amiable, tout litige
            relève des tribunaux du Havre, sous réserve des règles d’ordre public qui permettent au
            consommateur de saisir la juridiction de son domicile.
          </p>
        </>
      ),
    },
  ];
}

export function WorkTermsPage({ company = DEFAULT_COMPANY }: WorkTermsPageProps) {
  return (
    <LegalDocument
      title="Conditions générales de vente"
      intro={
        <p>
          Ces conditions encadrent nos devis, nos travaux et nos garanties. Elles sont remises avec chaque
          devis et restent consultables ici à tout moment.
        </p>
      }
      sections={sections(company)}
      summary={
        <aside className={styles.summary} aria-labelledby="work-terms-summary-title">
          <h2 id="work-terms-summary-title" className={styles.summaryTitle}>
            L’essentiel en bref
          </h2>
          <dl className={styles.summaryList}>
            {KEY_FIGURES.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      }
    />
  );
}
