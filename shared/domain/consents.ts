import { z } from './z';
import type { Stored } from './document';

/**
 * Proof of a cookie choice (docs/newsletter.md#preuve-du-consentement): one document per choice, kept for a refusal
 * as for a consent. A random visitor id links the choices of one browser; no IP address, no e-mail.
 */
export const CONSENT_METHODS = ['banner', 'dialog', 'footer'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export const CONSENT_DECISIONS = ['accept_all', 'refuse_all', 'custom'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

export const consentProofSchema = z.strictObject({
  visitorId: z.uuid(),
  categories: z.strictObject({ functional: z.boolean(), analytics: z.boolean(), marketing: z.boolean() }),
  decision: z.enum(CONSENT_DECISIONS),
  method: z.enum(CONSENT_METHODS),
  policyVersion: z.number().int().min(1),
  date: z.iso.datetime(),
});
export type ConsentProof = z.infer<typeof consentProofSchema>;
export type StoredConsentProof = Stored<ConsentProof>;
