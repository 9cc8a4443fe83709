import { describe, expect, it, vi } from 'vitest';
import { deferredDataProvider } from './deferredDataProvider';

const real = () => ({
  getOne: vi.fn(async (resource: string, params: { id: string }) => ({ data: { id: params.id, resource } })),
});

describe('deferredDataProvider', () => {
  it('loads nothing until asked, then once for every call', async () => {
    const target = real();
    const load = vi.fn(async () => target);
    const { provider } = deferredDataProvider(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([
      provider.getOne('messages', { id: 'a' }),
      provider.getOne('messages', { id: 'b' }),
    ]);
    expect(first).toEqual({ data: { id: 'a', resource: 'messages' } });
    expect(second).toEqual({ data: { id: 'b', resource: 'messages' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(target.getOne).toHaveBeenCalledTimes(2);
  });

  it('starts the load on preload, before the first call, and reuses it', async () => {
    const load = vi.fn(async () => real());
    const { provider, preload } = deferredDataProvider(load);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
    await provider.getOne('messages', { id: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof real>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => real());
    const { provider } = deferredDataProvider(load);
    await expect(provider.getOne('messages', { id: 'a' })).rejects.toThrow('Failed to fetch');
    await expect(provider.getOne('messages', { id: 'a' })).resolves.toEqual({
      data: { id: 'a', resource: 'messages' },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is neither a promise nor a provider that takes abort signals, and names an unknown method', async () => {
    const { provider } = deferredDataProvider(async () => real());
    const loose = provider as unknown as Record<string, unknown>;
    expect(loose.then).toBeUndefined();
    expect(loose.supportAbortSignal).toBeUndefined();
    await expect((loose.archive as () => Promise<unknown>)()).rejects.toThrow(
      'Méthode inconnue du fournisseur de données : archive',
    );
  });
});
