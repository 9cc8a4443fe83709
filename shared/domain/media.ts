import { z } from './z';
import { isoDate, shortText, type Stored } from './document';

export const mediaSchema = z.strictObject({
  name: shortText(255).min(1),
  url: z.string().min(1).max(2000),
  type: z.literal('image'),
  mimeType: shortText(100).optional(),
  size: z.number().int().min(0),
  folder: shortText(80).min(1),
  alt: shortText(300).optional(),
  uploadedAt: isoDate,
  uploadedBy: z.email(),
});
export type Media = z.infer<typeof mediaSchema>;
export type StoredMedia = Stored<Media>;

/** Folder ids: the lower-cased name with spaces turned into hyphens (docs/product.md#modèles-et-médias). */
export const folderSlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

export const folderSchema = z.strictObject({
  slug: z.string().regex(/^[^\s/]{1,80}$/),
  name: shortText(80).min(1),
});
export type Folder = z.infer<typeof folderSchema>;
export type StoredFolder = Stored<Folder>;

/** The pseudo-folder listing every file, and the folder files land in when it is active. */
export const ALL_FOLDER = { slug: 'all', name: 'Tous les fichiers' } as const;
export const DEFAULT_UPLOAD_FOLDER = 'general';
