import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import type { User } from '@shared/domain/user';
import type { PlatformClient } from '@shared/http/types';
import { campaignMethods, type CampaignMethods } from './campaignMethods';
import { documentsProvider, type DocumentsOptions } from './documentsProvider';
import { withHttpErrors } from './httpErrors';
import { mediaLifecycleCallbacks } from './mediaCallbacks';
import { mediaMethods, type MediaMethods } from './mediaMethods';
import { publishCallbacks } from './publishCallbacks';
import { inboxMethods, type InboxMethods } from './messageReplies';
import { subscriberErasureCallbacks } from './subscriberErasure';
import { templateMethods, type TemplateMethods } from './templateMethods';

/** What screens call: react-admin's nine methods and the custom ones (react-admin "calling custom methods"). */
export type AppDataProvider = DataProvider & InboxMethods & TemplateMethods & CampaignMethods & MediaMethods;

export interface DataProviderOptions extends DocumentsOptions {
  /** The signed-in administrator: the author of a reply, the recipient of a test send. */
  session?: { getUser(): Pick<User, 'email'> | null };
  now?: () => Date;
}

/**
 * The back-office's data provider, composed in one place: the nine methods on `/lm`, the custom methods beside
 * them, the side effects of writes as lifecycle callbacks (a media document's file, a subscriber's erasure),
 * and one mapping of every failure to react-admin's HttpError around all of it.
 */
export function createDataProvider(
  client: PlatformClient,
  options: DataProviderOptions = {},
): AppDataProvider {
  const currentUserEmail = () => options.session?.getUser()?.email;
  const documents = documentsProvider(client, options);
  const provider = {
    ...documents,
    ...inboxMethods(documents, client, { currentUserEmail, now: options.now }),
    ...templateMethods(client, currentUserEmail),
    ...campaignMethods(client, currentUserEmail),
    ...mediaMethods(client),
  };
  return withHttpErrors(
    withLifecycleCallbacks(provider, [
      mediaLifecycleCallbacks(client),
      subscriberErasureCallbacks,
      ...publishCallbacks(),
    ]),
  ) as AppDataProvider;
}
