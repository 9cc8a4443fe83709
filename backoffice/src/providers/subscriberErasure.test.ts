import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { subscriberErasureCallbacks } from './subscriberErasure';

const campaign = {
  id: 'c1',
  recipients: [
    { email: 'Lea@Example.net', outcome: 'sent', at: '2026-11-20T10:00:00.000Z' },
    { email: 'paul@example.net', outcome: 'skipped_cap', at: '2026-11-20T10:00:01.000Z' },
  ],
};

function provider() {
  const base = {
    getMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({
      data: ids.map((id) => ({ id, email: id === 's1' ? 'lea@example.net' : 'autre@example.net' })),
    })),
    getList: vi.fn(async (_resource: string, { filter }: { filter: Record<string, unknown> }) => ({
      data: filter['recipients.email'] === 'lea@example.net' ? [campaign] : [],
      total: 1,
    })),
    update: vi.fn(async (_resource: string, { id, data }: { id: string; data: object }) => ({
      data: { id, ...data },
    })),
    delete: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { id } })),
    deleteMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids })),
  };
  return {
    base,
    dataProvider: withLifecycleCallbacks(base as unknown as DataProvider, [subscriberErasureCallbacks]),
  };
}

describe('erasing a subscriber (RGPD)', () => {
  it('takes the address out of every campaign recipient list, then deletes the subscriber', async () => {
    const { base, dataProvider } = provider();
    await dataProvider.delete('subscribers', { id: 's1', previousData: { id: 's1' } });
    expect(base.getList).toHaveBeenCalledWith(
      'campaigns',
      expect.objectContaining({
        filter: { 'recipients.email': 'lea@example.net' },
      }),
    );
    expect(base.update).toHaveBeenCalledWith(
      'campaigns',
      expect.objectContaining({
        id: 'c1',
        data: { recipients: [campaign.recipients[1]] },
      }),
    );
    expect(base.delete).toHaveBeenCalledWith('subscribers', expect.objectContaining({ id: 's1' }));
    expect(base.update.mock.invocationCallOrder[0]).toBeLessThan(
      base.delete.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('does the same for each subscriber of a bulk deletion', async () => {
    const { base, dataProvider } = provider();
    await dataProvider.deleteMany('subscribers', { ids: ['s1', 's2'] });
    expect(base.getList).toHaveBeenCalledTimes(2);
    expect(base.update).toHaveBeenCalledTimes(1);
    expect(base.deleteMany).toHaveBeenCalledWith('subscribers', { ids: ['s1', 's2'] });
  });

  it('leaves other resources alone', async () => {
    const { base, dataProvider } = provider();
    await dataProvider.delete('messages', { id: 'm1' });
    expect(base.getMany).not.toHaveBeenCalled();
  });
});
