import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PlatformError } from '@shared/http/errors';
import { mediaMethods } from './mediaMethods';

const file = new File([new Uint8Array([0x89, 0x50])], 'photo.png', { type: 'image/png' });

describe('uploadImage', () => {
  it('sends one file with the progress callback and returns the stored file', async () => {
    const uploadFiles = vi
      .fn()
      .mockResolvedValue([
        { fileUrl: '/lm-files/f1/photo.png', name: 'photo.png', size: 2, mimeType: 'image/png' },
      ]);
    const onProgress = vi.fn();
    const result = await mediaMethods({ uploadFiles } as never).uploadImage(file, { onProgress });
    expect(uploadFiles).toHaveBeenCalledWith([file], { onProgress });
    expect(result).toEqual({
      url: '/lm-files/f1/photo.png',
      name: 'photo.png',
      size: 2,
      mimeType: 'image/png',
    });
  });

  it('fails with the expected message when no URL comes back (docs/product.md#bandeaux-et-messages)', async () => {
    const uploadFiles = vi.fn().mockResolvedValue([{ uploadError: 'refusé', name: 'photo.png' }]);
    const error = await mediaMethods({ uploadFiles } as never)
      .uploadImage(file)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'Erreur lors de l’upload', status: 422 });
  });

  it('reports platform failures as HttpError with their status', async () => {
    const uploadFiles = vi
      .fn()
      .mockRejectedValue(new PlatformError(401, 'Connexion requise pour uploader des images'));
    await expect(mediaMethods({ uploadFiles } as never).uploadImage(file)).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('discardUpload', () => {
  it('deletes the stored bytes of an upload left without its media document', async () => {
    const deleteFiles = vi.fn().mockResolvedValue({ deleted: 1 });
    await mediaMethods({ deleteFiles } as never).discardUpload('/lm-files/f1/photo.png');
    expect(deleteFiles).toHaveBeenCalledWith(['/lm-files/f1/photo.png']);
  });
});
