import type { FileMeta } from './store';

/** Stored files are served back at `/lm-files/<fileId>/<name>` (the `fileUrl` the upload call answers). */
export const FILE_URL_PREFIX = '/lm-files/';

export function fileUrl(meta: Pick<FileMeta, 'id' | 'name'>, baseUrl = ''): string {
  return `${baseUrl}${FILE_URL_PREFIX}${meta.id}/${encodeURIComponent(meta.name)}`;
}

/** The file id in a `fileUrl` (absolute or not), or undefined when the URL is not one of ours. */
export function fileIdFromUrl(url: string): string | undefined {
  let path = url;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  if (!path.startsWith(FILE_URL_PREFIX)) return undefined;
  const id = path.slice(FILE_URL_PREFIX.length).split('/')[0];
  return id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : undefined;
}
