import { checkCampaignWrite } from '../campaigns';
import type { CollectionRules } from './types';

/** A document write never touches what the send holds (docs/platform.md#campagnes). */
export const campaignRules: CollectionRules = {
  checkWrite: (fields, current) => checkCampaignWrite(current, fields),
};
