import type { FileMeta } from '../db/store';
import { fileUrl } from '../db/fileUrl';
import { illustrationBytes, type Illustration } from './images';

export interface SeedFile extends Illustration {
  id: string;
  name: string;
}

/** Every image the seed stores: the five sample media and the six portfolio pictures. */
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
  projectSainteAdresse: {
    id: 'seed-project-sainte-adresse',
    name: 'projet-sainte-adresse.svg',
    title: 'Sainte-Adresse — rénovation globale',
    motif: 'insulation',
    sky: ['#a7d3f0', '#eef7fc'],
  },
  projectMontivilliers: {
    id: 'seed-project-montivilliers',
    name: 'projet-montivilliers.svg',
    title: 'Montivilliers — extension bois',
    motif: 'wood',
    sky: ['#b4dcf3', '#f0f8fd'],
  },
  projectOcteville: {
    id: 'seed-project-octeville',
    name: 'projet-octeville-sur-mer.svg',
    title: 'Octeville-sur-Mer — maison connectée',
    motif: 'smart',
    sky: ['#8fc1ea', '#e3f0fa'],
  },
  projectPerret: {
    id: 'seed-project-perret',
    name: 'projet-le-havre-perret.svg',
    title: 'Le Havre — appartement Perret',
    motif: 'apartment',
    sky: ['#c9d9e6', '#f3f6f9'],
  },
  projectHarfleur: {
    id: 'seed-project-harfleur',
    name: 'projet-harfleur.svg',
    title: 'Harfleur — solaire et pompe à chaleur',
    motif: 'solar',
    sky: ['#8ccbf2', '#e6f4fc'],
  },
  projectEtretat: {
    id: 'seed-project-etretat',
    name: 'projet-etretat.svg',
    title: 'Étretat — pompe à chaleur',
    motif: 'heatpump',
    sky: ['#9cc9e8', '#eaf4fb'],
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
