import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@shared/domain/subscribers';
import type { StoredDoc } from '../db/records';
import { mergedSubscriber } from './mailboxes';

const doc = (fields: Record<string, unknown>): StoredDoc => ({
  _id: String(Math.random()),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  email: 'a@example.net',
  preferences: DEFAULT_PREFERENCES,
  ...fields,
});

describe('mergedSubscriber', () => {
  it('keeps the most protective status: unsubscribed, then pending, then active', () => {
    expect(mergedSubscriber([doc({ status: 'active' }), doc({ status: 'pending' })])).toMatchObject({
      status: 'pending',
    });
    expect(
      mergedSubscriber([
        doc({ status: 'pending', resubscribeRequestedAt: '2026-02-01T00:00:00.000Z' }),
        doc({ status: 'unsubscribed', unsubscribedAt: '2026-01-05T00:00:00.000Z' }),
        doc({ status: 'unsubscribed', unsubscribedAt: '2026-01-09T00:00:00.000Z' }),
      ]),
    ).toEqual({
      status: 'unsubscribed',
      preferences: DEFAULT_PREFERENCES,
      unsubscribedAt: '2026-01-09T00:00:00.000Z',
      resubscribeRequestedAt: undefined,
    });
  });

  it('keeps a topic only if every spelling kept it', () => {
    const merged = mergedSubscriber([
      doc({ status: 'active', preferences: { ...DEFAULT_PREFERENCES, promotions: true } }),
      doc({ status: 'active', preferences: { ...DEFAULT_PREFERENCES, newsletter: false, promotions: true } }),
    ]);
    expect(merged).toMatchObject({
      status: 'active',
      preferences: { ...DEFAULT_PREFERENCES, newsletter: false, promotions: true },
    });
  });
});
