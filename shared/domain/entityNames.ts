/**
 * Every collection the platform stores, by name only: no zod here, so the back-office's first load can check a
 * resource name without the schemas (entities.ts pairs each name with its schema).
 */
export const ENTITY_NAMES = [
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
  'deliveries',
  'emailBodies',
] as const;

export type EntityName = (typeof ENTITY_NAMES)[number];

export const isEntityName = (name: string): name is EntityName =>
  (ENTITY_NAMES as readonly string[]).includes(name);
