import { randomUUID } from 'node:crypto';
import { failed, ok, type Finding } from '../report';
import { describeSeen, platformCall, type Target } from '../platformCall';
import { idOf, removeDocuments } from './cleanup';
import { expectAnswer } from './expect';

/** A visitor's write under one `Idempotency-Key` is recorded once (docs/platform.md#clés-didempotence). */
export async function idempotencyChecks(target: Target): Promise<Finding[]> {
  const proof = (decision: string) => ({
    visitorId: randomUUID(),
    categories: { functional: false, analytics: false, marketing: false },
    decision,
    method: 'banner',
    policyVersion: 1,
  });
  const headers = { 'Idempotency-Key': randomUUID() };
  const body = proof('refuse_all');
  const path = '{p}/consents/documents';
  const first = await platformCall(target, path, { json: body, headers });
  const repeat = await platformCall(target, path, { json: body, headers });
  const other = await platformCall(target, path, { json: proof('accept_all'), headers });
  const ids = [...new Set([idOf(first.data), idOf(repeat.data), idOf(other.data)].flatMap((id) => id ?? []))];
  await removeDocuments(target, 'consents', ids);
  const once = first.status === 200 && repeat.status === 200 && idOf(first.data) === idOf(repeat.data);
  return [
    once && repeat.headers.get('idempotent-replayed') === 'true'
      ? ok('Idempotency-Key : une écriture', `${describeSeen(repeat)}, même _id, Idempotent-Replayed`)
      : failed(
          'Idempotency-Key : une écriture',
          `${describeSeen(first)} puis ${describeSeen(repeat)}, ${ids.length} document(s)`,
        ),
    expectAnswer('Idempotency-Key : autre corps', other, { status: 422, reason: 'idempotency_key_reused' }),
  ];
}
