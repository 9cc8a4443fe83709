import { useCallback } from 'react';
import { useCreate, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { ALL_FOLDER, DEFAULT_UPLOAD_FOLDER } from '@shared/domain/media';
import type { FolderRecord } from './mediaTypes';

/** Stored folders, by name (a handful: loaded at once). */
export function useFolders() {
  return useGetList<FolderRecord>('folders', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
}

/** The folder name to show for a slug ('all' and 'general' have built-in names). */
export function useFolderName() {
  const translate = useTranslate();
  const { data } = useFolders();
  return useCallback(
    (slug: string) =>
      data?.find((f) => f.slug === slug)?.name ??
      (slug === ALL_FOLDER.slug
        ? ALL_FOLDER.name
        : slug === DEFAULT_UPLOAD_FOLDER
          ? translate('app.media.general_folder')
          : slug),
    [data, translate],
  );
}

/** Files uploaded while "Tous les fichiers" is active land in 'general': make it a real, listed folder. */
export function useEnsureFolder() {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [create] = useCreate<FolderRecord>();
  return useCallback(
    async (slug: string) => {
      if (slug !== DEFAULT_UPLOAD_FOLDER) return;
      const { total } = await dataProvider.getList('folders', {
        filter: { slug },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
      });
      if (!total)
        await create(
          'folders',
          { data: { slug, name: translate('app.media.general_folder') } },
          { returnPromise: true },
        );
    },
    [dataProvider, create, translate],
  );
}
