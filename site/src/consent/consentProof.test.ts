// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const create = vi.fn(async (_entity: string, doc: object) => ({ _id: 'p1', ...doc }));
vi.mock('@shared/http/platform', () => ({ platform: { create } }));

const { decisionOf, recordConsentProof, VISITOR_ID_KEY } = await import('./consentProof');

const consent = (functional: boolean, analytics: boolean, marketing: boolean) => ({
  essential: true as const,
  functional,
  analytics,
  marketing,
  version: 1,
  date: '2026-11-24T10:00:00.000Z',
});

beforeEach(() => {
  create.mockClear();
  window.localStorage.clear();
});

describe('proof of a cookie choice', () => {
  it('names the decision', () => {
    expect(decisionOf(consent(true, true, true))).toBe('accept_all');
    expect(decisionOf(consent(false, false, false))).toBe('refuse_all');
    expect(decisionOf(consent(false, true, false))).toBe('custom');
  });

  it('stores a refusal as a consents document with a random visitor id, the categories, the version and the way', async () => {
    await recordConsentProof(consent(false, false, false), 'banner');
    const id = window.localStorage.getItem(VISITOR_ID_KEY);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(create).toHaveBeenCalledWith(
      'consents',
      {
        visitorId: id,
        categories: { functional: false, analytics: false, marketing: false },
        decision: 'refuse_all',
        method: 'banner',
        policyVersion: 1,
      },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
  });

  it('gives each choice its own idempotency key (the client’s retries of one proof store it once)', async () => {
    await recordConsentProof(consent(false, false, false), 'banner');
    await recordConsentProof(consent(false, false, false), 'banner');
    const keys = create.mock.calls.map((call) => (call as unknown[])[2] as { idempotencyKey: string });
    expect(keys[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]?.idempotencyKey).not.toBe(keys[0]?.idempotencyKey);
  });

  it('keeps the same visitor id for a later change, and sends no personal data', async () => {
    await recordConsentProof(consent(false, false, false), 'banner');
    await recordConsentProof(consent(true, true, false), 'footer');
    const [first, second] = create.mock.calls.map(([, doc]) => doc as Record<string, unknown>);
    expect(second?.visitorId).toBe(first?.visitorId);
    expect(second).toMatchObject({ decision: 'custom', method: 'footer' });
    expect(Object.keys(second ?? {}).sort()).toEqual(
      ['categories', 'decision', 'method', 'policyVersion', 'visitorId'].sort(),
    );
  });
});
