import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeSignature,
  createNonce,
  sha256Hex,
  SIGNATURE_RULES,
  signatureHeaders,
  sortQuery,
} from './sign';

const secret = 'test-secret-0123456789';

/** docs/platform.md#signature written out with node:crypto; the sorted query is given by hand. */
function expected(sortedQuery: string, timestamp: string, nonce: string, body: string): string {
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  return createHmac('sha256', secret)
    .update(`${sortedQuery}\n${timestamp}\n${nonce}\n${bodyHash}`, 'utf8')
    .digest('base64');
}

const cases = [
  { name: 'no query, JSON body', query: '', sorted: '', body: '{"filter":{},"limit":25}' },
  { name: 'unsorted query', query: 'ids=a,b&alpha=2&zeta=1', sorted: 'alpha=2&ids=a,b&zeta=1', body: '' },
  { name: 'leading ? ignored', query: '?b=2&a=1', sorted: 'a=1&b=2', body: '' },
  { name: 'duplicate keys keep their order', query: 'k=2&a=x&k=1', sorted: 'a=x&k=2&k=1', body: '' },
  { name: 'encoded values stay encoded', query: 'q=caf%C3%A9&a=%2C', sorted: 'a=%2C&q=caf%C3%A9', body: '' },
  { name: 'unicode body', query: '', sorted: '', body: '{"message":"Rénovation énergétique 🏠 — Le Havre"}' },
  { name: 'empty body', query: '', sorted: '', body: '' },
];

describe('computeSignature', () => {
  it.each(cases)('matches node:crypto for $name', async ({ query, sorted, body }) => {
    const timestamp = '1700000000';
    const nonce = 'abcdefghijklmnopqrstuvwx';
    const sign = await computeSignature({ secret, query, timestamp, nonce, body });
    expect(sign).toBe(expected(sorted, timestamp, nonce, body));
  });

  it('changes with any input', async () => {
    const base = { secret, query: 'a=1', timestamp: '1', nonce: 'n'.repeat(16), body: '{}' };
    const reference = await computeSignature(base);
    for (const change of [
      { secret: 'other-secret-0123456' },
      { query: 'a=2' },
      { timestamp: '2' },
      { nonce: 'm'.repeat(16) },
      { body: '{ }' },
    ]) {
      expect(await computeSignature({ ...base, ...change })).not.toBe(reference);
    }
  });
});

describe('helpers', () => {
  it('sortQuery sorts by key only, stably', () => {
    expect(sortQuery('b=1&a=2&b=0')).toBe('a=2&b=1&b=0');
    expect(sortQuery('')).toBe('');
  });

  it('sha256Hex matches node:crypto, including for unicode', async () => {
    for (const text of ['', 'abc', 'é🏠']) {
      expect(await sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('createNonce is long enough, URL-safe and fresh', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(nonce.length).toBeGreaterThanOrEqual(SIGNATURE_RULES.minNonceLength);
      expect(nonce).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });

  it('signatureHeaders: seconds timestamp, fresh nonce, verifiable X-Sign', async () => {
    const now = 1_700_000_123_456;
    const first = await signatureHeaders(secret, '?z=1&a=2', '{"x":1}', now);
    const second = await signatureHeaders(secret, '?z=1&a=2', '{"x":1}', now);
    expect(first['x-timestamp']).toBe('1700000123');
    expect(first['x-nonce']).not.toBe(second['x-nonce']);
    expect(first['X-Sign']).toBe(expected('a=2&z=1', '1700000123', first['x-nonce'] ?? '', '{"x":1}'));
  });
});
