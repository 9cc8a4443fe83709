import { signatureHeaders } from '@shared/http/sign';
import type { Finding } from '../report';
import { platformCall, type Target } from '../platformCall';
import { expectAnswer } from './expect';

/** Signed calls (docs/platform.md#signature): accepted when right, refused unsigned, forged or replayed. */
export async function signatureChecks(target: Target): Promise<Finding[]> {
  const path = '{p}/content/documents/find';
  const body = JSON.stringify({ limit: 1 });
  const replayed = await signatureHeaders(target.secret, '', body);
  const headers = { ...replayed, 'content-type': 'application/json' };
  const first = await platformCall(target, path, { raw: body, unsigned: true, headers });
  const again = await platformCall(target, path, { raw: body, unsigned: true, headers });
  return [
    expectAnswer('appel signé (documents/find)', first, { status: 200 }),
    expectAnswer(
      'signature absente',
      await platformCall(target, path, { json: { limit: 1 }, unsigned: true }),
      { status: 401, reason: 'signature_missing' },
    ),
    expectAnswer(
      'signature fausse',
      await platformCall(target, path, { json: { limit: 1 }, badSecret: true }),
      {
        status: 401,
        reason: 'signature_invalid',
      },
    ),
    expectAnswer('nonce rejoué', again, { status: 401, reason: 'nonce_replayed' }),
  ];
}
