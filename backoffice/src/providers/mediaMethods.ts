import { HttpError } from 'react-admin';
import type { PlatformClient, UploadOptions } from '@shared/http/types';
import { toHttpError } from './httpErrors';
import { mediaUsage, type MediaUsage } from './mediaUsage';

export const UPLOAD_NO_URL = 'Erreur lors de l’upload';

export interface UploadedImage {
  url: string;
  name: string;
  size: number;
  mimeType: string;
}

export interface MediaMethods {
  /** Sends one checked image to `file/batch`; a 422 HttpError when the platform gives back no URL. */
  uploadImage(file: File, options?: UploadOptions): Promise<UploadedImage>;
  /**
   * Deletes the bytes of an upload whose media document could not be created, so no file is left that no screen
   * shows (the emulator also sweeps such files after an hour: docs/security.md#fichiers).
   */
  discardUpload(url: string): Promise<void>;
  /** Where each file is shown on the site and in e-mail templates, for the delete confirmation. */
  findMediaUsage(urls: string[]): Promise<MediaUsage[]>;
}

export function mediaMethods(
  client: Pick<PlatformClient, 'uploadFiles' | 'deleteFiles' | 'find' | 'update'>,
): MediaMethods {
  const usage = mediaUsage(client);
  return {
    async uploadImage(file, options) {
      let results;
      try {
        results = await client.uploadFiles([file], options);
      } catch (error) {
        throw toHttpError(error);
      }
      const first = results[0];
      if (!first?.fileUrl) throw new HttpError(UPLOAD_NO_URL, 422, { uploadError: first?.uploadError });
      return {
        url: first.fileUrl,
        name: first.name ?? file.name,
        size: first.size ?? file.size,
        mimeType: first.mimeType ?? file.type,
      };
    },

    async discardUpload(url) {
      await client.deleteFiles([url]);
    },

    findMediaUsage: (urls) => usage.find(urls),
  };
}
