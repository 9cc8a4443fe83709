import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { mediaLifecycleCallbacks } from './mediaCallbacks';

const records = {
  a: { id: 'a', name: 'a.png', url: '/lm-files/fa/a.png' },
  b: { id: 'b', name: 'b.png', url: '/lm-files/fb/b.png' },
};

function setup(options: { failDelete?: boolean; failFiles?: boolean } = {}) {
  const base = {
    getOne: vi.fn(async (_r: string, { id }: { id: 'a' | 'b' }) => ({ data: records[id] })),
    getMany: vi.fn(async (_r: string, { ids }: { ids: ('a' | 'b')[] }) => ({
      data: ids.map((id) => records[id]),
    })),
    delete: vi.fn(async (_r: string, { id, previousData }: { id: string; previousData?: unknown }) => {
      if (options.failDelete) throw new Error('refusé');
      return { data: previousData ?? { id } };
    }),
    deleteMany: vi.fn(async (_r: string, { ids }: { ids: string[] }) => {
      if (options.failDelete) throw new Error('refusé');
      return { data: ids };
    }),
  };
  const deleteFiles = vi.fn(async () => {
    if (options.failFiles) throw new Error('stockage indisponible');
    return { deleted: 1 };
  });
  // No document shows the files (the places are cleared for real in mediaUsage.test.ts).
  const find = vi.fn(async () => ({ total: 0, list: [] }));
  const update = vi.fn();
  const dataProvider = withLifecycleCallbacks(base as unknown as DataProvider, [
    mediaLifecycleCallbacks({ deleteFiles, find, update }),
  ]);
  return { base, deleteFiles, find, dataProvider };
}

describe('media lifecycle callbacks', () => {
  it('deletes the stored file after a media document is deleted', async () => {
    const { dataProvider, deleteFiles, base, find } = setup();
    await dataProvider.delete('media', { id: 'a', previousData: records.a });
    expect(deleteFiles).toHaveBeenCalledWith(['/lm-files/fa/a.png']);
    expect(base.getOne).not.toHaveBeenCalled();
    // The places that could show it were looked up first.
    expect(find.mock.invocationCallOrder[0]).toBeLessThan(base.delete.mock.invocationCallOrder[0]!);
  });

  it('looks the URL up when the caller did not pass the previous record', async () => {
    const { dataProvider, deleteFiles } = setup();
    await dataProvider.delete('media', { id: 'b' });
    expect(deleteFiles).toHaveBeenCalledWith(['/lm-files/fb/b.png']);
  });

  it('deletes every stored file after a bulk delete', async () => {
    const { dataProvider, deleteFiles, base } = setup();
    await dataProvider.deleteMany('media', { ids: ['a', 'b'] });
    expect(base.getMany).toHaveBeenCalledWith('media', { ids: ['a', 'b'] });
    expect(deleteFiles).toHaveBeenCalledTimes(1);
    expect(deleteFiles).toHaveBeenCalledWith(['/lm-files/fa/a.png', '/lm-files/fb/b.png']);
  });

  it('keeps the files when the documents could not be deleted', async () => {
    const { dataProvider, deleteFiles } = setup({ failDelete: true });
    await expect(dataProvider.delete('media', { id: 'a', previousData: records.a })).rejects.toThrow(
      'refusé',
    );
    await expect(dataProvider.deleteMany('media', { ids: ['a', 'b'] })).rejects.toThrow('refusé');
    expect(deleteFiles).not.toHaveBeenCalled();
  });

  it('still reports success when only the file removal fails (the document is gone)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dataProvider } = setup({ failFiles: true });
    await expect(dataProvider.deleteMany('media', { ids: ['a'] })).resolves.toEqual({ data: ['a'] });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('leaves other resources alone', async () => {
    const { dataProvider, deleteFiles } = setup();
    await dataProvider.delete('templates', { id: 'a', previousData: records.a });
    expect(deleteFiles).not.toHaveBeenCalled();
  });
});
