import type { ConsentDecision, ConsentMethod, ConsentProof } from '@shared/domain/consents';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import type { PlatformClient } from '@shared/http/types';

/** Where the visitor's random id is kept, beside the choice (docs/newsletter.md#preuve-du-consentement). */
export const VISITOR_ID_KEY = 'cookie-consent-visitor';

/** The browser's random id for consent proofs: created with the first choice, never derived from the person. */
export function visitorId(): string {
  try {
    const existing = window.localStorage.getItem(VISITOR_ID_KEY);
    if (existing && /^[0-9a-f-]{36}$/i.test(existing)) return existing;
    const created = crypto.randomUUID();
    window.localStorage.setItem(VISITOR_ID_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID(); // storage disabled: the proof still stands on its own
  }
}

export function decisionOf(
  consent: Pick<CookieConsent, 'functional' | 'analytics' | 'marketing'>,
): ConsentDecision {
  const chosen = [consent.functional, consent.analytics, consent.marketing];
  if (chosen.every(Boolean)) return 'accept_all';
  if (!chosen.some(Boolean)) return 'refuse_all';
  return 'custom';
}

/**
 * Stores the choice as a `consents` document, so the company can prove a consent — or a refusal (RGPD art. 7).
 * The platform client is loaded only now unless the caller already has it (choice.ts); the platform dates the proof.
 */
export async function recordConsentProof(
  consent: CookieConsent,
  method: ConsentMethod,
  client?: Pick<PlatformClient, 'create'>,
): Promise<void> {
  const platform = client ?? (await import('@shared/http/platform')).platform;
  const proof: Omit<ConsentProof, 'date'> = {
    visitorId: visitorId(),
    categories: {
      functional: consent.functional,
      analytics: consent.analytics,
      marketing: consent.marketing,
    },
    decision: decisionOf(consent),
    method,
    policyVersion: consent.version,
  };
  // One key per choice: the client's retries of this proof store it once (docs/platform.md#clés-didempotence).
  await platform.create<ConsentProof>('consents', proof, { idempotencyKey: crypto.randomUUID() });
}
