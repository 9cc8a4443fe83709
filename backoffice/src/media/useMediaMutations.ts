import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useDelete, useDeleteMany, useTranslate, useUpdate, type Identifier } from 'react-admin';
import { folderSlug } from '@shared/domain/media';
import type { useBanner } from '../layout/Banner';
import type { FolderRecord, MediaRecord } from './mediaTypes';
import { useFolderName, useFolders } from './useFolders';

type Banners = Pick<ReturnType<typeof useBanner>, 'success' | 'error'>;
const PESSIMISTIC = { mutationMode: 'pessimistic', returnPromise: true } as const;

/** Every write of the media screen, each reported with its banner (docs/product.md#bandeaux-et-messages). */
export function useMediaMutations({ success, error }: Banners) {
  const translate = useTranslate();
  const { data: folders } = useFolders();
  const folderName = useFolderName();
  const [createFolder, { isPending: creatingFolder }] = useCreate<FolderRecord>();
  const [update, { isPending: updating }] = useUpdate<MediaRecord>();
  const [remove, { isPending: deleting }] = useDelete<MediaRecord>();
  const [removeMany, { isPending: deletingMany }] = useDeleteMany<MediaRecord>();
  const queryClient = useQueryClient();
  /**
   * react-admin patches an updated record in the cached lists but never refetches them: a moved file would stay
   * in its old folder, and every folder count would stay as it was, until a reload.
   */
  const refreshFiles = () => queryClient.invalidateQueries({ queryKey: ['media'] });
  /** A deletion also cleared the places that showed the files (providers/mediaUsage.ts). */
  const refreshPlaces = () =>
    Promise.all(
      ['content', 'templates', 'projects'].map((resource) =>
        queryClient.invalidateQueries({ queryKey: [resource] }),
      ),
    );

  const attempt = async (run: () => Promise<unknown>, ok: string, failKey: string): Promise<boolean> => {
    try {
      await run();
      success(ok);
      return true;
    } catch {
      error(translate(failKey));
      return false;
    }
  };

  return {
    pending: creatingFolder || updating || deleting || deletingMany,

    async newFolder(name: string): Promise<boolean> {
      const slug = folderSlug(name);
      if (slug === 'all' || folders?.some((f) => f.slug === slug)) {
        error(translate('app.media.banner.folder_exists'));
        return false;
      }
      return attempt(
        () => createFolder('folders', { data: { slug, name } }, { returnPromise: true }),
        translate('app.media.banner.folder_created'),
        'app.media.banner.folder_error',
      );
    },

    move: (record: MediaRecord, folder: string) =>
      attempt(
        async () => {
          await update('media', { id: record.id, data: { folder }, previousData: record }, PESSIMISTIC);
          await refreshFiles();
        },
        translate('app.media.banner.moved', { folder: folderName(folder) }),
        'app.media.banner.save_error',
      ),

    saveAlt: (record: MediaRecord, alt: string) =>
      attempt(
        () => update('media', { id: record.id, data: { alt }, previousData: record }, PESSIMISTIC),
        translate('app.media.banner.alt_saved'),
        'app.media.banner.save_error',
      ),

    deleteOne: (record: MediaRecord) =>
      attempt(
        async () => {
          await remove('media', { id: record.id, previousData: record }, PESSIMISTIC);
          void refreshPlaces();
        },
        translate('app.media.banner.deleted'),
        'app.media.banner.delete_error',
      ),

    deleteMany: (ids: Identifier[]) =>
      attempt(
        async () => {
          await removeMany('media', { ids }, PESSIMISTIC);
          void refreshPlaces();
        },
        translate('app.media.banner.bulk_deleted', { smart_count: ids.length }),
        'app.media.banner.delete_error',
      ),
  };
}
