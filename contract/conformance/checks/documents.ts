import { failed, ok, type Finding } from '../report';
import { describeSeen, platformCall, type Target } from '../platformCall';
import { idOf, removeDocuments } from './cleanup';
import { expectAnswer, runId } from './expect';

/** The first 12 calls' document half, as an administrator, on templates of its own (docs/platform.md#documents). */
export async function documentChecks(target: Target): Promise<Finding[]> {
  const tag = `conformite-${runId()}`;
  const template = {
    name: tag,
    subject: 'Vérification',
    content: '<p>Vérification</p>',
    type: 'notification',
  };
  const base = '{p}/templates/documents';
  const created = await platformCall(target, base, { json: template, as: 'admin' });
  const id = idOf(created.data);
  const findings: Finding[] = [
    expectAnswer('user/info', await platformCall(target, 'user/info', { as: 'admin' }), { status: 200 }),
    id
      ? ok('documents : création', describeSeen(created))
      : failed('documents : création', describeSeen(created)),
  ];
  if (!id) return findings;
  const at = `${base}/${encodeURIComponent(id)}`;
  const batch = await platformCall(target, `${base}/batch`, { json: [template, template], as: 'admin' });
  const batchIds = Array.isArray(batch.data)
    ? (batch.data as unknown[]).flatMap((doc) => idOf(doc) ?? [])
    : [];
  findings.push(
    expectAnswer('documents : lecture', await platformCall(target, at, { method: 'GET', as: 'admin' }), {
      status: 200,
    }),
    expectAnswer(
      'documents/find',
      await platformCall(target, `${base}/find`, { json: { filter: { name: tag } }, as: 'admin' }),
      {
        status: 200,
      },
    ),
    expectAnswer(
      'documents/list',
      await platformCall(target, `${base}/list`, { json: { filter: { _id: id } }, as: 'admin' }),
      {
        status: 200,
      },
    ),
    expectAnswer(
      'documents : modification (PUT)',
      await platformCall(target, base, {
        method: 'PUT',
        json: { filter: { _id: id }, update: { subject: 'Revu' } },
        as: 'admin',
      }),
      { status: 200 },
    ),
    expectAnswer(
      'champs gérés : _id refusé',
      await platformCall(target, base, { json: { ...template, _id: 'x' }, as: 'admin' }),
      {
        status: 400,
      },
    ),
    batchIds.length === 2
      ? ok('documents/batch', describeSeen(batch))
      : failed('documents/batch', describeSeen(batch)),
    expectAnswer(
      'documents : suppression',
      await platformCall(target, at, { method: 'DELETE', as: 'admin' }),
      { status: 200 },
    ),
  );
  if (batchIds.length > 0) {
    const removed = await platformCall(
      target,
      `${base}/batch-by-ids?ids=${batchIds.map(encodeURIComponent).join(',')}`,
      {
        method: 'DELETE',
        as: 'admin',
      },
    );
    findings.push(expectAnswer('documents/batch-by-ids', removed, { status: 200 }));
  }
  await removeDocuments(target, 'templates', [id]);
  return findings;
}
