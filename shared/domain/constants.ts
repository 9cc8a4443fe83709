/** Business constants and limits, in one place (docs/product.md#constantes). */

export const PRODUCT_PREFIX = 'lh-renov';

export const AUTH = {
  popupWidth: 800,
  popupHeight: 600,
  closedCheckMs: 1000,
  callbackWaitMs: 2000,
  watchdogMs: 10_000,
  storageKeys: {
    token: `${PRODUCT_PREFIX}:access-token`,
    user: `${PRODUCT_PREFIX}:user`,
  },
} as const;

export const SEAL_POPUP = { width: 600, height: 600 } as const;

export const HTTP = {
  throttleMaxRequests: 4,
  throttleWindowMs: 1000,
  getRetries: 1,
  retryStatusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
} as const;

export const SIGNATURE = {
  maxClockSkewSeconds: 300,
  nonceTtlSeconds: 300,
  minNonceLength: 16,
} as const;

export const POSTAL_CODE_LENGTH = 5;
export const RATING = { min: 1, max: 5 } as const;

export const DELAYS = {
  chatReplyMs: 1000,
  reviewWaitMs: 1000,
  cookieBannerMs: 1000,
  unsubscribeSubmitMs: 2000,
  preferencesLoadMs: 1000,
  templateLoadMs: 1000,
  templateSaveMs: 1000,
  templateDeleteMs: 500,
  copyConfirmationMs: 2000,
  uploadSuccessMs: 3000,
} as const;

export const UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'],
} as const;

/** French units (octet, kilo-octet…), base 1024 as the spec's display. */
export const SIZE_UNITS = ['o', 'Ko', 'Mo', 'Go'] as const;

export const TEMPLATE_TYPES = ['newsletter', 'promotion', 'welcome', 'notification'] as const;
export const MESSAGE_PRIORITIES = ['high', 'medium', 'low'] as const;
export const MESSAGE_STATUSES = ['unread', 'read', 'archived'] as const;
export const CONSENT_CATEGORIES = ['essential', 'functional', 'analytics', 'marketing'] as const;
export const JOB_DEPARTMENTS = ['Développement', 'Conseil', 'Commercial', 'Support'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const EDITOR_AREA = { rows: 4, minHeightPx: 100, maxHeightPx: 300 } as const;
export const TOASTS = { limit: 20, maxWidthPx: 350 } as const;

export const EXTENSION_TIMELINE = [
  { step: 'Étude et conception', duration: '2-4 semaines' },
  { step: 'Préfabrication et permis', duration: '4-8 semaines' },
  { step: 'Montage et finitions', duration: '4-6 semaines' },
] as const;

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

export const DATA_RETENTION = {
  activeClients: 'Durée de la relation + 3 ans',
  prospects: '3 ans sans contact',
  accounting: '10 ans',
  technicalCookies: '13 mois maximum',
  connectionLogs: '12 mois',
  rightsAnswerDelay: '1 mois',
  policyChangeNoticeDays: 30,
} as const;

export const EMAIL_POLICY = {
  maxPerWeek: 2,
  unsubscribeEffectHours: 48,
  preferencesEffectHours: 24,
  confirmationReplyHours: 24,
} as const;

/** Anti-abuse rules of the quote form and of the emulator (docs/platform.md#limites-de-débit). */
export const ABUSE = {
  minFillMs: 3000,
  maxMessagesPerEmailPerHour: 5,
  /** How long after a request or a sign-up its site e-mails may be asked for (and its notification flagged). */
  visitorReplyWindowMs: 10 * 60 * 1000,
  /** A pending re-subscription may be asked again (a new confirmation e-mail) once this old. */
  resubscribeRenewalMs: 60 * 60 * 1000,
} as const;

/** Cookie consent: asked again when the version changes or after 13 months (CNIL). */
export const COOKIE_CONSENT = {
  storageKey: 'cookie-consent',
  version: 1,
  maxAgeMonths: 13,
} as const;

export const CLAIMED_FIGURES = {
  projects: '30+',
  expertiseYears: 15,
  satisfiedClients: '100%',
  responseTimeHours: 24,
  energySaving: '40%',
  satisfaction: '98%',
  averageRating: '4.8/5',
  guaranteeYears: 5,
  founded: 2023,
  employees: 5,
} as const;
