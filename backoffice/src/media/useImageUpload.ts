import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthProvider, useCreate, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { DEFAULT_UPLOAD_FOLDER } from '@shared/domain/media';
import { checkImageFile } from '@shared/media/imageCheck';
import type { MediaMethods, UploadedImage } from '../providers/mediaMethods';
import { defaultAlt, type MediaRecord } from './mediaTypes';
import { useEnsureFolder } from './useFolders';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

export interface UploadState {
  status: UploadStatus;
  /** 0 to 100. */
  progress: number;
  message?: string;
}

const SUCCESS_MS = 3000;
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;
/** The platform's own words for a full store (507) or a too large request (413): they say what to do. */
const platformMessage = (error: unknown): string | undefined => {
  const status = statusOf(error);
  const message = (error as { message?: unknown } | null)?.message;
  return (status === 507 || status === 413) && typeof message === 'string' && message ? message : undefined;
};

/**
 * The one upload path of the back-office (docs/product.md#modèles-et-médias): checks the file (type, first
 * bytes, 10 MB), sends it with progress, then records it as a `media` document in `folder`, uploaded by the
 * signed-in user.
 */
export function useImageUpload() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & MediaMethods>();
  const authProvider = useAuthProvider();
  const [create] = useCreate<MediaRecord>();
  const ensureFolder = useEnsureFolder();
  const [state, setState] = useState<UploadState>({ status: 'idle', progress: 0 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fail = (key: string) => setState({ status: 'error', progress: 0, message: translate(key) });

  const upload = useCallback(
    async (picked: File, folder: string = DEFAULT_UPLOAD_FOLDER): Promise<MediaRecord | undefined> => {
      clearTimeout(timer.current);
      const check = await checkImageFile(picked);
      if (!check.ok) {
        setState({ status: 'error', progress: 0, message: check.error });
        return undefined;
      }
      // Asked at the moment of the upload, not read from a query that may not have answered yet: a file picked as
      // soon as the screen shows must not be refused as if nobody were signed in.
      const identity = await authProvider?.getIdentity?.().catch(() => undefined);
      const email = identity?.id ? String(identity.id) : '';
      if (!email) {
        fail('app.media.uploader.login_required');
        return undefined;
      }
      setState({ status: 'uploading', progress: 0 });
      let stored: UploadedImage | undefined;
      try {
        stored = await dataProvider.uploadImage(check.file, {
          onProgress: (ratio) => setState((s) => ({ ...s, progress: Math.round(ratio * 100) })),
        });
        const target = folder === 'all' ? DEFAULT_UPLOAD_FOLDER : folder;
        await ensureFolder(target);
        const now = new Date().toISOString();
        const record = await create(
          'media',
          {
            data: {
              name: stored.name,
              url: stored.url,
              type: 'image',
              mimeType: stored.mimeType,
              size: stored.size,
              folder: target,
              alt: defaultAlt(stored.name),
              uploadedAt: now,
              uploadedBy: email,
            },
          },
          { returnPromise: true },
        );
        setState({ status: 'success', progress: 100, message: translate('app.media.uploader.success') });
        timer.current = setTimeout(() => setState({ status: 'idle', progress: 0 }), SUCCESS_MS);
        return record as MediaRecord;
      } catch (error) {
        // Stored bytes without their media document would be shown nowhere: give them back at once.
        if (stored) void dataProvider.discardUpload(stored.url).catch(() => undefined);
        const status = statusOf(error);
        const said = platformMessage(error);
        if (said) {
          setState({ status: 'error', progress: 0, message: said });
          return undefined;
        }
        fail(
          status === 401
            ? 'app.media.uploader.login_required'
            : status === 422
              ? 'app.media.uploader.no_url'
              : 'app.media.uploader.failed',
        );
        return undefined;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dataProvider, authProvider, create, ensureFolder, translate],
  );

  return { ...state, upload };
}
