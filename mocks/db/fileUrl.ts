import type { FileMeta } from './records';

/** Stored files are served back at `/lm-files/<fileId>/<name>` (the `fileUrl` the upload call answers). */
export const FILE_URL_PREFIX = '/lm-files/';

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

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
  return id && FILE_ID.test(id) ? id : undefined;
}

const FILE_REFERENCE = /\/lm-files\/([A-Za-z0-9_-]{1,64})\//g;

/** Ids of every stored-file address inside a text (a URL field, an e-mail's HTML, a whole document as JSON). */
export function fileIdsIn(text: string): string[] {
  return [...text.matchAll(FILE_REFERENCE)].map((match) => match[1]!);
}
