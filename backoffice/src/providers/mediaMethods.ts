import { HttpError } from 'react-admin';
import type { PlatformClient, UploadOptions } from '@shared/http/types';
import { toHttpError } from './dataProvider';

export const UPLOAD_NO_URL = "Erreur lors de l'upload";

export interface UploadedImage {
  url: string;
  name: string;
  size: number;
  mimeType: string;
}

export interface MediaMethods {
  /** Sends one checked image to `file/batch`; a 422 HttpError when the platform gives back no URL. */
  uploadImage(file: File, options?: UploadOptions): Promise<UploadedImage>;
}

export function mediaMethods(client: Pick<PlatformClient, 'uploadFiles'>): MediaMethods {
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
  };
}
