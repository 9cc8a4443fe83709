import { failed, missing, ok, type Finding } from '../report';
import { describeSeen, reasonOf, type Seen } from '../platformCall';

/**
 * A finding from one answer: ok when it is the expected one, missing when the call itself is unknown (404 without a
 * reason, on a target that exists), else failed. Each with the answer seen.
 */
export function expectAnswer(
  subject: string,
  seen: Seen,
  expected: { status: number; reason?: string },
): Finding {
  const described = describeSeen(seen);
  if (
    seen.status === expected.status &&
    (expected.reason === undefined || reasonOf(seen) === expected.reason)
  ) {
    return ok(subject, described);
  }
  if (isUnknownCall(seen) && expected.status !== 404) return missing(subject, described);
  return failed(
    subject,
    `${described} (attendu ${expected.status}${expected.reason ? ` ${expected.reason}` : ''})`,
  );
}

/** What a platform answers to a call it does not have: 404 (or 405, 501) with no reason of its own. */
export const isUnknownCall = (seen: Seen): boolean =>
  [404, 405, 501].includes(seen.status) && !reasonOf(seen);

/** A random suffix: every check writes its own data, never another's. */
export const runId = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
