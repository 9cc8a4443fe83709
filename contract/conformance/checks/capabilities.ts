import type { Finding } from '../report';
import { failed } from '../report';
import { describeSeen, platformCall, type Target } from '../platformCall';
import { expectAnswer } from './expect';

/** `GET capabilities` (docs/platform.md#extensions): the names of the extensions offered. */
export async function capabilitiesCheck(target: Target): Promise<Finding[]> {
  const seen = await platformCall(target, '{p}/capabilities', { method: 'GET' });
  const names = (seen.data as { extensions?: unknown } | undefined)?.extensions;
  if (seen.status === 200 && !Array.isArray(names))
    return [failed('capabilities', `${describeSeen(seen)} sans extensions`)];
  const finding = expectAnswer('capabilities', seen, { status: 200 });
  return [Array.isArray(names) ? { ...finding, seen: `${finding.seen} : ${names.join(', ')}` } : finding];
}
