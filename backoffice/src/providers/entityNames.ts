import type { EntityName } from '@shared/domain/entities';

/**
 * The platform's collections, by name only: shared/domain/entities.ts holds them with their zod schemas, which
 * would put zod on the back-office's first load (entityNames.test.ts keeps both lists equal).
 */
export const ENTITY_NAMES: readonly EntityName[] = [
  'messages',
  'reviews',
  'templates',
  'media',
  'folders',
  'content',
  'subscribers',
  'emails',
  'jobs',
  'projects',
  'pageviews',
  'campaigns',
  'consents',
];

export const isEntityName = (name: string): name is EntityName =>
  (ENTITY_NAMES as readonly string[]).includes(name);
