import { skipped, type Finding } from './report';
import type { Target } from './platformCall';
import { campaignChecks } from './checks/campaigns';
import { capabilitiesCheck } from './checks/capabilities';
import { conversationChecks } from './checks/conversations';
import { documentChecks } from './checks/documents';
import { emailPreviewCheck, oneClickChecks, siteEmailChecks } from './checks/emails';
import { idempotencyChecks } from './checks/idempotency';
import { signatureChecks } from './checks/signature';
import { visitorChecks } from './checks/visitors';

/**
 * Every check that makes sense against a live platform (docs/platform.md#vérifier-une-plateforme), one after the
 * other, each on data of its own that it removes. Those that write need an administrator's token to clean up after
 * themselves: without one, they are skipped and say so.
 */
const CHECKS: { name: string; admin: boolean; run: (target: Target) => Promise<Finding[]> }[] = [
  { name: 'signature', admin: false, run: signatureChecks },
  { name: 'visiteurs', admin: false, run: visitorChecks },
  { name: 'capabilities', admin: false, run: capabilitiesCheck },
  { name: 'documents', admin: true, run: documentChecks },
  { name: 'clés d’idempotence', admin: true, run: idempotencyChecks },
  { name: 'e-mails du site', admin: true, run: siteEmailChecks },
  { name: 'email/preview', admin: true, run: emailPreviewCheck },
  { name: 'désinscription en un clic', admin: true, run: oneClickChecks },
  { name: 'conversations', admin: true, run: conversationChecks },
  { name: 'campagnes', admin: true, run: campaignChecks },
];

export async function checkPlatform(target: Target): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const check of CHECKS) {
    if (check.admin && !target.adminToken) {
      findings.push(skipped(check.name, 'sauté : --admin-token requis (ses données sont supprimées après)'));
      continue;
    }
    findings.push(...(await check.run(target)));
  }
  return findings;
}
