import { ENTITY_NAMES } from '@shared/domain/entities';
import type { Snapshot } from '../db/persistence';
import type { StoredDoc } from '../db/records';
import { seedContent } from './content';
import { seedFiles } from './files';
import { seedJobs } from './jobs';
import { seedFolders, seedMedia } from './media';
import { seedMessages } from './messages';
import { seedProjects } from './projects';
import { seedReviews } from './reviews';
import { seedTemplates } from './templates';
import { ago } from './util';

/**
 * The data of a fresh emulator: the sample data (docs/platform.md#données-initiales), with dates relative to `now`, and the bytes of the sample
 * images (written to the file store by DocumentStore.ready / reset).
 */
export function createSeed(now: Date = new Date()): Snapshot {
  const files = seedFiles(ago(now, 60));
  const sizes = Object.fromEntries(Object.values(files.metas).map((m) => [m.id, m.size]));
  const collections: Record<string, StoredDoc[]> = Object.fromEntries(ENTITY_NAMES.map((name) => [name, []]));
  Object.assign(collections, {
    messages: seedMessages(now),
    reviews: seedReviews(now),
    templates: seedTemplates(now),
    media: seedMedia(now, sizes),
    folders: seedFolders(now),
    content: seedContent(now),
    jobs: seedJobs(now),
    projects: seedProjects(now),
  });
  return { collections, files: files.metas, fileBytes: files.bytes };
}
