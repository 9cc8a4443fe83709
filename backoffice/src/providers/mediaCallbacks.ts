import type { Identifier, ResourceCallbacks } from 'react-admin';
import type { PlatformClient } from '@shared/http/types';
import { mediaUsage } from './mediaUsage';

type MediaClient = Pick<PlatformClient, 'deleteFiles' | 'find' | 'update'>;

const urlOf = (record: unknown): string | undefined => {
  const url = (record as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' && url ? url : undefined;
};

/**
 * Deleting a `media` document also deletes its stored file. First the places that show the file (site content,
 * e-mail templates, projects) are cleared, so nothing points at it once it is gone (docs/product.md#médiathèque);
 * if that fails, nothing is deleted. `afterDeleteMany` only sees the ids, so the URLs are read just before the
 * documents go, and the files are removed only once the documents really are gone.
 */
export function mediaLifecycleCallbacks(client: MediaClient): ResourceCallbacks {
  const usage = mediaUsage(client);
  const pending = new Map<string, string>();
  const remember = (id: Identifier, url: string | undefined) => {
    if (url) pending.set(String(id), url);
  };
  const take = (ids: Identifier[]): string[] =>
    ids.flatMap((id) => {
      const url = pending.get(String(id));
      pending.delete(String(id));
      return url ? [url] : [];
    });
  const removeFiles = async (urls: string[]) => {
    if (!urls.length) return;
    try {
      await client.deleteFiles(urls);
    } catch (error) {
      // The documents are already deleted: an orphan file is harmless, a reported failure would be false.
      console.warn('Fichiers stockés non supprimés', urls, error);
    }
  };

  return {
    resource: 'media',
    async beforeDelete(params, dataProvider) {
      const known = urlOf(params.previousData);
      const url = known ?? urlOf((await dataProvider.getOne('media', { id: params.id })).data);
      if (url) await usage.clear([url]);
      remember(params.id, url);
      return params;
    },
    async afterDelete(result) {
      const id = result.data?.id;
      const urls = id === undefined ? [] : take([id]);
      await removeFiles(urls.length ? urls : [urlOf(result.data)].filter((u): u is string => !!u));
      return result;
    },
    async beforeDeleteMany(params, dataProvider) {
      if (params.ids.length) {
        const { data } = await dataProvider.getMany('media', { ids: params.ids });
        await usage.clear(data.map(urlOf).filter((url): url is string => !!url));
        for (const record of data) remember(record.id, urlOf(record));
      }
      return params;
    },
    async afterDeleteMany(result) {
      await removeFiles(take(result.data ?? []));
      return result;
    },
  };
}
