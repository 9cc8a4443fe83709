import type { EntityName } from '@shared/domain/entities';
import { campaignRules } from './campaigns';
import { deliveryRules } from './deliveries';
import { messageRules } from './messages';
import { reviewRules } from './reviews';
import { subscriberRules } from './subscribers';
import type { CollectionRules } from './types';

/** The rules each collection adds to the generic document endpoint; a collection absent here has none. */
const COLLECTION_RULES: Partial<Record<EntityName, CollectionRules>> = {
  campaigns: campaignRules,
  deliveries: deliveryRules,
  messages: messageRules,
  reviews: reviewRules,
  subscribers: subscriberRules,
};

export const rulesOf = (entity: EntityName): CollectionRules => COLLECTION_RULES[entity] ?? {};
