import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { subscriberErasureCallbacks } from './subscriberErasure';

const delivery = {
  id: 'd1',
  campaignId: 'c1',
  subscriberId: 's1',
  email: 'lea@example.net',
  outcome: 'sent',
};

function provider() {
  const base = {
    getMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({
      data: ids.map((id) => ({ id, email: id === 's1' ? 'lea@example.net' : 'autre@example.net' })),
    })),
    getList: vi.fn(async (_resource: string, { filter }: { filter: Record<string, unknown> }) => {
      const data = filter.subscriberId === 's1' && !erased ? [delivery] : [];
      return { data, total: data.length };
    }),
    update: vi.fn(async (_resource: string, { id, data }: { id: string; data: object }) => ({
      data: { id, ...data },
    })),
    delete: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { id } })),
    deleteMany: vi.fn(async (resource: string, { ids }: { ids: string[] }) => {
      if (resource === 'deliveries') erased = true;
      return { data: ids };
    }),
  };
  let erased = false;
  return {
    base,
    dataProvider: withLifecycleCallbacks(base as unknown as DataProvider, [subscriberErasureCallbacks]),
  };
}

describe('erasing a subscriber (RGPD)', () => {
  it('deletes the campaign deliveries to the address, then the subscriber', async () => {
    const { base, dataProvider } = provider();
    await dataProvider.delete('subscribers', { id: 's1', previousData: { id: 's1' } });
    expect(base.getList).toHaveBeenCalledWith(
      'deliveries',
      expect.objectContaining({ filter: { subscriberId: 's1' } }),
    );
    expect(base.deleteMany).toHaveBeenCalledWith('deliveries', { ids: ['d1'] });
    expect(base.delete).toHaveBeenCalledWith('subscribers', expect.objectContaining({ id: 's1' }));
    expect(base.deleteMany.mock.invocationCallOrder[0]).toBeLessThan(
      base.delete.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('does the same for each subscriber of a bulk deletion', async () => {
    const { base, dataProvider } = provider();
    await dataProvider.deleteMany('subscribers', { ids: ['s1', 's2'] });
    expect(base.getList).toHaveBeenCalledTimes(2);
    expect(base.deleteMany).toHaveBeenCalledWith('deliveries', { ids: ['d1'] });
    expect(base.deleteMany).toHaveBeenLastCalledWith('subscribers', { ids: ['s1', 's2'] });
  });

  it('leaves other resources alone', async () => {
    const { base, dataProvider } = provider();
    await dataProvider.delete('messages', { id: 'm1' });
    expect(base.getMany).not.toHaveBeenCalled();
  });
});
