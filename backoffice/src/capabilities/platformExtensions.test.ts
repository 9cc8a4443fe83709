import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '@shared/http/errors';
import { platformExtensions } from './platformExtensions';

describe('the extensions a platform offers', () => {
  it('are the names its capabilities call answers', async () => {
    const client = { capabilities: vi.fn().mockResolvedValue({ extensions: ['campaigns', 'emailPreview'] }) };
    expect(await platformExtensions(client)).toEqual(['campaigns', 'emailPreview']);
  });

  it('are none on a platform that does not know the call (404)', async () => {
    const client = {
      capabilities: vi.fn().mockRejectedValue(new PlatformError(404, 'Point d’accès inconnu.')),
    };
    expect(await platformExtensions(client)).toEqual([]);
  });

  it('are not guessed when the question fails otherwise: the error goes on', async () => {
    const client = { capabilities: vi.fn().mockRejectedValue(new PlatformError(0, 'Impossible de joindre')) };
    await expect(platformExtensions(client)).rejects.toThrow('Impossible de joindre');
  });
});
