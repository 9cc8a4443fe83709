import type { z } from 'zod';
import { campaignSchema } from './campaigns';
import { consentProofSchema } from './consents';
import { contentSchema } from './content';
import { sentEmailSchema } from './emails';
import { jobSchema } from './jobs';
import { folderSchema, mediaSchema } from './media';
import { messageSchema } from './messages';
import { pageviewSchema } from './pageviews';
import { projectSchema } from './projects';
import { reviewSchema } from './reviews';
import { subscriberSchema } from './subscribers';
import { templateSchema } from './templates';

/** Every collection the platform stores, with the schema a whole document must satisfy. */
export const ENTITY_SCHEMAS = {
  messages: messageSchema,
  reviews: reviewSchema,
  templates: templateSchema,
  media: mediaSchema,
  folders: folderSchema,
  content: contentSchema,
  subscribers: subscriberSchema,
  emails: sentEmailSchema,
  jobs: jobSchema,
  projects: projectSchema,
  pageviews: pageviewSchema,
  campaigns: campaignSchema,
  consents: consentProofSchema,
} satisfies Record<string, z.ZodType>;

export type EntityName = keyof typeof ENTITY_SCHEMAS;
export const ENTITY_NAMES = Object.keys(ENTITY_SCHEMAS) as EntityName[];
export const isEntityName = (name: string): name is EntityName => Object.hasOwn(ENTITY_SCHEMAS, name);
export type EntityOf<E extends EntityName> = z.infer<(typeof ENTITY_SCHEMAS)[E]>;
