import type { z } from 'zod';
import { campaignSchema } from './campaigns';
import { consentProofSchema } from './consents';
import { contentSchema } from './content';
import { deliverySchema } from './deliveries';
import { sentEmailSchema } from './emails';
import type { EntityName } from './entityNames';
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
  deliveries: deliverySchema,
} satisfies Record<EntityName, z.ZodType>;

export { ENTITY_NAMES, isEntityName, type EntityName } from './entityNames';
