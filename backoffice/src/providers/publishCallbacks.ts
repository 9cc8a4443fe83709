import type { ResourceCallbacks } from 'react-admin';
import { publishSite } from '../publish/publishSite';

/** What the published pages are made of (docs/product.md#publication): approving or refusing a review included. */
export const PUBLISHED_RESOURCES = ['content', 'jobs', 'projects', 'reviews'] as const;

/**
 * After a write that changes the public site, ask for a rebuild. Not awaited: the save is done and reported at
 * once; PublishNotifier tells what the hook answered. Deleting a media file may have cleared an image of the
 * content or of a project (mediaCallbacks.ts), so it publishes too.
 */
export function publishCallbacks(publish: () => unknown = publishSite): ResourceCallbacks[] {
  const after = async <T>(result: T): Promise<T> => {
    void publish();
    return result;
  };
  return [
    ...PUBLISHED_RESOURCES.map((resource) => ({
      resource,
      afterCreate: after,
      afterUpdate: after,
      afterUpdateMany: after,
      afterDelete: after,
      afterDeleteMany: after,
    })),
    { resource: 'media', afterDelete: after, afterDeleteMany: after },
  ];
}
