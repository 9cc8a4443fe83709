import type { FileMeta } from '../db/records';
import { fileUrl } from '../db/fileUrl';
import { illustrationBytes, type Illustration } from './images';

export interface SeedFile extends Illustration {
  id: string;
  name: string;
}

/** Every image the seed stores: the five sample media (portfolio pictures are files of the site, see defaultProjects). */
export const SEED_FILES = {
  extension: {
    id: 'seed-media-extension',
    name: 'extension-ossature-bois.svg',
    title: 'Extension à ossature bois',
    motif: 'wood',
    sky: ['#9fd3f5', '#e7f5fd'],
  },
  smartHome: {
    id: 'seed-media-domotique',
    name: 'maison-connectee.svg',
    title: 'Maison connectée',
    motif: 'smart',
    sky: ['#7fb6e6', '#dcecf8'],
  },
  insulation: {
    id: 'seed-media-energie',
    name: 'isolation-des-combles.svg',
    title: 'Isolation des combles',
    motif: 'insulation',
    sky: ['#f7c59f', '#fdebd7'],
  },
  team: {
    id: 'seed-media-equipe',
    name: 'equipe-chantier.svg',
    title: 'Notre équipe',
    motif: 'team',
    sky: ['#cde6d3', '#f4faf5'],
  },
  logo: {
    id: 'seed-media-logo',
    name: 'logo-habitat-durable.svg',
    title: 'Habitat Durable Le Havre',
    motif: 'logo',
    sky: ['#1f6f43', '#2e8b57'],
  },
} as const satisfies Record<string, SeedFile>;

export type SeedFileKey = keyof typeof SEED_FILES;

export const seedFileUrl = (key: SeedFileKey): string => fileUrl(SEED_FILES[key]);

/** Metadata and bytes of every seed image, keyed by file id. */
export function seedFiles(createdAt: string): {
  metas: Record<string, FileMeta>;
  bytes: Record<string, Uint8Array>;
} {
  const metas: Record<string, FileMeta> = {};
  const bytes: Record<string, Uint8Array> = {};
  for (const file of Object.values(SEED_FILES) as SeedFile[]) {
    const data = illustrationBytes(file);
    bytes[file.id] = data;
    metas[file.id] = {
      id: file.id,
      name: file.name,
      mimeType: 'image/svg+xml',
      size: data.byteLength,
      createdAt,
    };
  }
  return { metas, bytes };
}
