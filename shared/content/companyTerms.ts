/**
 * What the company commits to, as its pages state it: the terms of sale and works (/work-terms) and how long
 * personal data is kept (/privacy). Change a figure here and every page that quotes it follows.
 */

/** Quote validity, deposit and payment schedule, withdrawal, VAT, delivery times, guarantees, jurisdiction. */
export const SALES_TERMS = {
  quoteValidityDays: 30,
  maxDepositPercent: 30,
  paymentSchedule: { order: 30, worksStart: 30, halfway: 30 },
  maxPaymentDelayDays: 30,
  withdrawalDays: 14,
  refundDays: 14,
  reservationWithdrawalDays: 30,
  reservationRetentionPercent: 5,
  reducedVatPercent: 5.5,
  deliveryDays: {
    atticInsulation: '1-2',
    heatPump: '2-5',
    solarPanels: '1-3',
    ventilation: '1-2',
    homeAutomation: '1-3',
  },
  guarantees: {
    perfectCompletion: { years: 1, interventionHours: 48 },
    goodOperation: { years: 2, interventionHours: 72 },
    tenYear: { years: 10 },
  },
  jurisdiction: 'Le Havre',
} as const;

/** How long each kind of personal data is kept, when a rights request is answered, a change announced. */
export const DATA_RETENTION = {
  activeClients: 'Durée de la relation + 3 ans',
  prospects: '3 ans sans contact',
  accounting: '10 ans',
  technicalCookies: '13 mois maximum',
  connectionLogs: '12 mois',
  rightsAnswerDelay: '1 mois',
  policyChangeNoticeDays: 30,
} as const;
