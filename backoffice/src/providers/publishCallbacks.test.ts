import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { publishCallbacks } from './publishCallbacks';

const record = { id: 'content-home', section: 'home', heroTitle: 'Titre' };

/** A data provider answering every write at once. */
const base = (): DataProvider =>
  ({
    create: vi.fn(async () => ({ data: record })),
    update: vi.fn(async () => ({ data: record })),
    updateMany: vi.fn(async () => ({ data: ['a'] })),
    delete: vi.fn(async () => ({ data: record })),
    deleteMany: vi.fn(async () => ({ data: ['a'] })),
    getOne: vi.fn(async () => ({ data: record })),
    getList: vi.fn(async () => ({ data: [record], total: 1 })),
  }) as unknown as DataProvider;

describe('publishCallbacks', () => {
  it.each(['content', 'jobs', 'projects', 'reviews'])(
    'publishes after each write of %s, and returns its result',
    async (resource) => {
      const publish = vi.fn();
      const provider = withLifecycleCallbacks(base(), publishCallbacks(publish));
      const writes = [
        provider.create(resource, { data: record }),
        provider.update(resource, { id: record.id, data: record, previousData: record }),
        provider.updateMany(resource, { ids: ['a'], data: {} }),
        provider.delete(resource, { id: record.id, previousData: record }),
        provider.deleteMany(resource, { ids: ['a'] }),
      ];
      const results = await Promise.all(writes);
      expect(results[1]).toEqual({ data: record });
      expect(publish).toHaveBeenCalledTimes(5);
    },
  );

  it('publishes after a media file is deleted (an image of the site may have been cleared)', async () => {
    const publish = vi.fn();
    const provider = withLifecycleCallbacks(base(), publishCallbacks(publish));
    await provider.delete('media', { id: 'm1', previousData: { id: 'm1' } });
    await provider.deleteMany('media', { ids: ['m1', 'm2'] });
    expect(publish).toHaveBeenCalledTimes(2);
  });

  it('does not publish for reads, nor for writes the public pages do not show', async () => {
    const publish = vi.fn();
    const provider = withLifecycleCallbacks(base(), publishCallbacks(publish));
    await provider.getList('content', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    await provider.getOne('jobs', { id: 'j' });
    await provider.update('messages', { id: 'm', data: {}, previousData: { id: 'm' } });
    await provider.create('media', { data: {} });
    expect(publish).not.toHaveBeenCalled();
  });

  it('does not hold the save until the hook answers', async () => {
    const provider = withLifecycleCallbacks(
      base(),
      publishCallbacks(() => new Promise(() => undefined)),
    );
    await expect(
      provider.update('content', { id: record.id, data: record, previousData: record }),
    ).resolves.toEqual({
      data: record,
    });
  });
});
