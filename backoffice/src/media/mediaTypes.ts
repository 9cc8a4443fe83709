import type { RaRecord } from 'react-admin';
import type { Folder, Media } from '@shared/domain/media';

export type MediaRecord = Media & RaRecord & { createdAt?: string; updatedAt?: string };
export type FolderRecord = Folder & RaRecord;

/** What the picker and the uploader hand back to the screens that use an image. */
export interface PickedImage {
  url: string;
  alt: string;
}

/** The alt text a file gets until someone writes a better one: its name without the extension. */
export const defaultAlt = (name: string): string =>
  name.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[-_]+/g, ' ');
