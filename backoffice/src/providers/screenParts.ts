import type { DataProvider, ResourceCallbacks } from 'react-admin';
import type { PlatformClient } from '@shared/http/types';
import { campaignMethods, type CampaignMethods } from './campaignMethods';
import { mediaLifecycleCallbacks } from './mediaCallbacks';
import { mediaMethods, type MediaMethods } from './mediaMethods';
import { inboxMethods, type InboxMethods } from './messageReplies';
import { subscriberErasureCallbacks } from './subscriberErasure';
import { templateMethods, type TemplateMethods } from './templateMethods';

/** The custom methods the screens call (react-admin "calling custom methods"); the dashboard calls none. */
export type ScreenMethods = InboxMethods & TemplateMethods & CampaignMethods & MediaMethods;

export interface ScreenParts {
  methods: ScreenMethods;
  /** The side effects of deleting a media document (its file) or a subscriber (the RGPD erasure). */
  callbacks: { media: ResourceCallbacks; subscribers: ResourceCallbacks };
}

/**
 * What the data provider adds for the screens beyond react-admin's nine methods: downloaded at the first call of one
 * of them, not with the dashboard (dataProvider.ts, docs/product.md#premier-chargement).
 */
export function screenParts(
  documents: DataProvider,
  client: PlatformClient,
  options: { currentUserEmail(): string | undefined; now?: () => Date },
): ScreenParts {
  return {
    methods: {
      ...inboxMethods(documents, client, options),
      ...templateMethods(client, options.currentUserEmail),
      ...campaignMethods(client, options.currentUserEmail),
      ...mediaMethods(client),
    },
    callbacks: { media: mediaLifecycleCallbacks(client), subscribers: subscriberErasureCallbacks },
  };
}
