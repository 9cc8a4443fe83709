import { failed, type Finding } from '../report';
import { describeSeen, platformCall, type Target } from '../platformCall';
import { idOf, removeDocuments } from './cleanup';
import { expectAnswer, runId } from './expect';

/**
 * A campaign's send under one claim (docs/platform.md#campagnes), on a draft of its own that nothing is ever sent
 * from: the step is asked under another claim, which the platform must refuse.
 */
export async function campaignChecks(target: Target): Promise<Finding[]> {
  const draft = {
    name: `conformite-${runId()}`,
    subject: 'Vérification',
    topic: 'newsletter',
    html: '<p>Vérification</p>',
    status: 'draft',
  };
  const created = await platformCall(target, '{p}/campaigns/documents', { json: draft, as: 'admin' });
  const id = idOf(created.data);
  if (!id) return [failed('campagnes : brouillon', describeSeen(created))];
  const at = (call: string) => `{p}/campaigns/${encodeURIComponent(id)}/${call}`;
  const claimed = await platformCall(target, at('claim'), { json: {}, as: 'admin' });
  const claimId = (claimed.data as { claim?: { id?: unknown } } | undefined)?.claim?.id;
  const findings: Finding[] = [
    claimed.status === 200 && typeof claimId !== 'string'
      ? failed('campaigns/{id}/claim', `${describeSeen(claimed)} sans claim.id`)
      : expectAnswer('campaigns/{id}/claim', claimed, { status: 200 }),
  ];
  const held = typeof claimId === 'string' ? claimId : 'aucune-reclamation';
  const second = await platformCall(target, at('claim'), { json: {}, as: 'admin' });
  findings.push(
    expectAnswer('bail : seconde réclamation', second, { status: 409, reason: 'campaign_claimed' }),
    expectAnswer(
      'campaigns/{id}/renew',
      await platformCall(target, at('renew'), { json: { claimId: held }, as: 'admin' }),
      {
        status: 200,
      },
    ),
    expectAnswer(
      'campaigns/{id}/send',
      await platformCall(target, at('send'), { json: { claimId: `${held}-autre`, limit: 1 }, as: 'admin' }),
      { status: 409, reason: 'claim_lost' },
    ),
    expectAnswer(
      'campaigns/{id}/progress',
      await platformCall(target, at('progress'), { method: 'GET', as: 'admin' }),
      {
        status: 200,
      },
    ),
    expectAnswer(
      'campaigns/{id}/release',
      await platformCall(target, at('release'), { json: { claimId: held }, as: 'admin' }),
      {
        status: 200,
      },
    ),
  );
  await removeDocuments(target, 'campaigns', [id]);
  return findings;
}
