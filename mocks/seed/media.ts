import type { StoredFolder, StoredMedia } from '@shared/domain/media';
import { SEED_FILES, seedFileUrl, type SeedFileKey } from './files';
import { ago, SEED_ADMIN_EMAIL, stored } from './util';

/** The sample folders ('all' is a view, not a stored folder), ids as slugs (docs/product.md#médiathèque). */
export const SEED_FOLDERS = [
  { slug: 'projets', name: 'Projets' },
  { slug: 'domotique', name: 'Domotique' },
  { slug: 'energie', name: 'Énergie' },
  { slug: 'equipe', name: 'Équipe' },
  { slug: 'branding', name: 'Branding' },
] as const;

export function seedFolders(now: Date): StoredFolder[] {
  const at = ago(now, 60);
  return SEED_FOLDERS.map((folder) => stored(`folder-${folder.slug}`, at, { ...folder }));
}

const SAMPLE_MEDIA: { key: SeedFileKey; folder: string; alt: string; daysAgo: number }[] = [
  { key: 'extension', folder: 'projets', alt: 'Extension à ossature bois accolée à une maison', daysAgo: 45 },
  {
    key: 'smartHome',
    folder: 'domotique',
    alt: 'Maison connectée pilotée depuis un smartphone',
    daysAgo: 38,
  },
  { key: 'insulation', folder: 'energie', alt: 'Isolation des combles d’une maison', daysAgo: 30 },
  { key: 'team', folder: 'equipe', alt: 'L’équipe sur un chantier', daysAgo: 21 },
  { key: 'logo', folder: 'branding', alt: 'Logo de l’entreprise', daysAgo: 14 },
];

/** Five sample images, one per folder, each backed by a real stored file. */
export function seedMedia(now: Date, sizes: Record<string, number>): StoredMedia[] {
  return SAMPLE_MEDIA.map((sample, index) => {
    const file = SEED_FILES[sample.key];
    const at = ago(now, sample.daysAgo);
    return stored(`media-${index + 1}`, at, {
      name: file.name,
      url: seedFileUrl(sample.key),
      type: 'image' as const,
      mimeType: 'image/svg+xml',
      size: sizes[file.id] ?? 0,
      folder: sample.folder,
      alt: sample.alt,
      uploadedAt: at,
      uploadedBy: SEED_ADMIN_EMAIL,
    });
  });
}
