import { withLifecycleCallbacks, type DataProvider, type ResourceCallbacks } from 'react-admin';
import type { User } from '@shared/domain/user';
import type { PlatformClient } from '@shared/http/types';
import { platformExtensions } from '../capabilities/platformExtensions';
import { documentsProvider, type DocumentsOptions } from './documentsProvider';
import { withHttpErrors } from './httpErrors';
import { publishCallbacks } from './publishCallbacks';
import type { ScreenMethods, ScreenParts } from './screenParts';

/** What screens call: react-admin's nine methods and the custom ones (react-admin "calling custom methods"). */
export type AppDataProvider = DataProvider &
  ScreenMethods & {
    /** The extensions the platform offers (docs/platform.md#extensions), asked at start. */
    capabilities(): Promise<string[]>;
  };

export interface DataProviderOptions extends DocumentsOptions {
  /** The signed-in administrator: the author of a reply, the recipient of a test send. */
  session?: { getUser(): Pick<User, 'email'> | null };
  now?: () => Date;
}

/** Every custom method, by name: the compiler refuses a list that misses one or names one that does not exist. */
const SCREEN_METHODS = {
  sendReply: true,
  sendTemplateTest: true,
  sendCampaign: true,
  followCampaign: true,
  campaignProgress: true,
  sendCampaignTest: true,
  previewCampaign: true,
  uploadImage: true,
  discardUpload: true,
  findMediaUsage: true,
} satisfies Record<keyof ScreenMethods, true>;

type Hook = Exclude<keyof ResourceCallbacks, 'resource'>;

/** The hooks of the screens' callbacks (screenParts.ts), set before their code is there; a test holds them equal. */
export const SCREEN_CALLBACK_HOOKS = {
  media: ['beforeDelete', 'afterDelete', 'beforeDeleteMany', 'afterDeleteMany'],
  subscribers: ['beforeDelete', 'beforeDeleteMany'],
} satisfies Record<keyof ScreenParts['callbacks'], readonly Hook[]>;

/** A resource's callbacks whose code comes with their first call (the same instance for every later one). */
function lazyCallbacks(
  resource: string,
  hooks: readonly Hook[],
  load: () => Promise<ResourceCallbacks>,
): ResourceCallbacks {
  return Object.fromEntries([
    ['resource', resource],
    ...hooks.map((hook) => [
      hook,
      async (...args: unknown[]) => {
        const callback = (await load())[hook] as ((...a: unknown[]) => unknown) | undefined;
        return callback ? callback(...args) : args[0];
      },
    ]),
  ]) as ResourceCallbacks;
}

/**
 * The back-office's data provider, composed in one place: the nine methods on `/lm`, the custom methods beside
 * them, the side effects of writes as lifecycle callbacks (a media document's file, a subscriber's erasure, the
 * site's publication), and one mapping of every failure to react-admin's HttpError around all of it. The custom
 * methods and the deletions' side effects are the screens' (screenParts.ts): their code comes at the first call of
 * one of them, so that the dashboard, which calls none, loads without it (docs/product.md#premier-chargement).
 */
export function createDataProvider(
  client: PlatformClient,
  options: DataProviderOptions = {},
): AppDataProvider {
  const currentUserEmail = () => options.session?.getUser()?.email;
  const documents = documentsProvider(client, options);
  let parts: Promise<ScreenParts> | undefined;
  const screens = (): Promise<ScreenParts> => {
    parts ??= import('./screenParts')
      .then(({ screenParts }) => screenParts(documents, client, { currentUserEmail, now: options.now }))
      .catch((error: unknown) => {
        // Offline or a new deployment: the next call tries again.
        parts = undefined;
        throw error;
      });
    return parts;
  };
  const methods = Object.fromEntries(
    Object.keys(SCREEN_METHODS).map((name) => [
      name,
      async (...args: unknown[]) =>
        ((await screens()).methods[name as keyof ScreenMethods] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as ScreenMethods;
  return withHttpErrors(
    withLifecycleCallbacks(
      {
        ...documents,
        ...methods,
        capabilities: () => platformExtensions(client),
      },
      [
        lazyCallbacks('media', SCREEN_CALLBACK_HOOKS.media, () =>
          screens().then(({ callbacks }) => callbacks.media),
        ),
        lazyCallbacks('subscribers', SCREEN_CALLBACK_HOOKS.subscribers, () =>
          screens().then(({ callbacks }) => callbacks.subscribers),
        ),
        ...publishCallbacks(),
      ],
    ),
  ) as AppDataProvider;
}
