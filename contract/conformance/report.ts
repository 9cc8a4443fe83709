/**
 * The conformance check's findings (docs/platform.md#vérifier-une-plateforme): one row per call or rule, with what
 * was seen, and the table `npm run check:platform` prints.
 */
export type Outcome = 'ok' | 'échec' | 'absent' | 'sauté';

export interface Finding {
  subject: string;
  outcome: Outcome;
  seen: string;
}

export const ok = (subject: string, seen: string): Finding => ({ subject, outcome: 'ok', seen });
export const failed = (subject: string, seen: string): Finding => ({ subject, outcome: 'échec', seen });
export const missing = (subject: string, seen: string): Finding => ({ subject, outcome: 'absent', seen });
export const skipped = (subject: string, seen: string): Finding => ({ subject, outcome: 'sauté', seen });

/** A platform conforms when nothing failed and nothing is missing (a skipped check says why it could not run). */
export const conforms = (findings: readonly Finding[]): boolean =>
  findings.every((finding) => finding.outcome === 'ok' || finding.outcome === 'sauté');

export function findingsTable(findings: readonly Finding[]): string {
  const width = Math.max(...findings.map((f) => f.subject.length), 'Appel ou règle'.length);
  const rows = findings.map((f) => `| ${f.subject.padEnd(width)} | ${f.outcome.padEnd(7)} | ${f.seen} |`);
  return [
    `| ${'Appel ou règle'.padEnd(width)} | Verdict | Réponse vue |`,
    `| ${'-'.repeat(width)} | ------- | ----------- |`,
    ...rows,
  ].join('\n');
}
