import type { StoredSubscriber, Subscriber } from '@shared/domain/subscribers';
import { isPlatformError } from '@shared/http/errors';
import type { PlatformClient } from '@shared/http/types';

/** What an unsubscribe / preferences link carries. */
export interface SubscriberLink {
  email: string;
  token: string;
}

export type SubscriptionPath = '/unsubscribe' | '/email-preferences';

function decodeParam(value: string): string | null {
  try {
    // decodeURIComponent, not URLSearchParams: a '+' left unencoded in an address stays a '+'.
    return decodeURIComponent(value).trim();
  } catch {
    return null;
  }
}

/** The e-mail (URL-decoded) and token of a query string, or null when either is missing or malformed. */
export function readSubscriberLink(search: string): SubscriberLink | null {
  const params: Record<string, string | null> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key = '', ...rest] = pair.split('=');
    if ((key === 'email' || key === 'token') && !(key in params)) params[key] = decodeParam(rest.join('='));
  }
  const { email, token } = params;
  return email && token ? { email, token } : null;
}

/** The other subscription page for the same link. */
export const subscriptionHref = (path: SubscriptionPath, link: SubscriberLink): string =>
  `${path}?email=${encodeURIComponent(link.email)}&token=${encodeURIComponent(link.token)}`;

/** The platform refused the link (bad token, unknown address): as opposed to being unreachable. */
export const isRefusal = (error: unknown): boolean =>
  isPlatformError(error) && [400, 401, 403, 404].includes(error.code);

export type LinkCheck =
  { status: 'valid'; subscriber: StoredSubscriber } | { status: 'invalid' } | { status: 'unavailable' };

/** Reads the link's own subscriber: the platform checks the token; no subscriber for a valid token is invalid too. */
export async function checkSubscriberLink(client: PlatformClient, link: SubscriberLink): Promise<LinkCheck> {
  try {
    const result = await client.find<Subscriber>('subscribers', {
      filter: { email: link.email },
      token: link.token,
      limit: 1,
    });
    const subscriber = result.list[0];
    return subscriber ? { status: 'valid', subscriber } : { status: 'invalid' };
  } catch (error) {
    return isRefusal(error) ? { status: 'invalid' } : { status: 'unavailable' };
  }
}

/** What the pages keep of the link's subscriber (the island's props: docs/islands.md#pages-dabonnement). */
export type LinkedSubscriber = Pick<StoredSubscriber, '_id' | 'status' | 'preferences'>;

/** A checked link: what the page shows once the platform has answered. */
export type CheckedLink =
  | { status: 'invalid' }
  | { status: 'unavailable' }
  | { status: 'valid'; link: SubscriberLink; subscriber: LinkedSubscriber };

/**
 * The link of a query string, checked: at once invalid without an e-mail or a token, else the platform's answer,
 * not before `minMs` (docs/product.md#constantes).
 */
export async function checkLink(client: PlatformClient, search: string, minMs = 0): Promise<CheckedLink> {
  const link = readSubscriberLink(search);
  if (!link) return { status: 'invalid' };
  const result = await atLeast(checkSubscriberLink(client, link), minMs);
  if (result.status !== 'valid') return result;
  const { _id, status, preferences } = result.subscriber;
  return { status: 'valid', link, subscriber: { _id, status, preferences } };
}

/** The waits kept as minimum display times: about 1 s to load the preferences, 2 s to save a choice (docs/product.md#constantes). */
export const SUBSCRIPTION_MIN_WAIT = { preferencesLoadMs: 1000, submitMs: 2000 } as const;

/** Settles like `work`, but not before `ms`: a minimum display time (docs/product.md#constantes). */
export async function atLeast<T>(work: Promise<T>, ms: number): Promise<T> {
  const [result] = await Promise.allSettled([
    work,
    ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined,
  ]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
