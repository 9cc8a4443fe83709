import type { ConsentProof } from '@shared/domain/consents';

export interface ConsentShare {
  /** Visitors whose last choice of the period accepted the audience measurement. */
  accepted: number;
  /** Visitors who made at least one choice in the period. */
  visitors: number;
}

/** Each visitor counts once, by their latest choice in the period (a change of mind replaces the first one). */
export function consentShare(
  proofs: readonly Pick<ConsentProof, 'visitorId' | 'date' | 'categories'>[],
): ConsentShare {
  const latest = new Map<string, Pick<ConsentProof, 'date' | 'categories'>>();
  for (const proof of proofs) {
    const previous = latest.get(proof.visitorId);
    if (!previous || previous.date <= proof.date) latest.set(proof.visitorId, proof);
  }
  let accepted = 0;
  for (const proof of latest.values()) if (proof.categories.analytics) accepted += 1;
  return { accepted, visitors: latest.size };
}
