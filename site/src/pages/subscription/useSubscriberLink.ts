import { startTransition, useEffect, useState } from 'react';
import type { StoredSubscriber } from '@shared/domain/subscribers';
import type { PlatformClient } from '@shared/http/types';
import { atLeast, checkSubscriberLink, readSubscriberLink, type SubscriberLink } from './subscriberLink';

export type LinkState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'unavailable' }
  | { status: 'valid'; link: SubscriberLink; subscriber: StoredSubscriber };

const LOADING: LinkState = { status: 'loading' };
const INVALID: LinkState = { status: 'invalid' };

/**
 * The link of the address bar, checked against the platform. The first render is always `loading` and the
 * query string is read in an effect, so the page prerenders (no query at build time) and hydrates cleanly.
 */
export function useSubscriberLink(client: PlatformClient, minLoadingMs = 0): LinkState {
  // Read once rendered: the address only changes with a new page load.
  const [search] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  // The answer remembers the query it belongs to: another query shows `loading` until its own answer.
  const [answer, setAnswer] = useState<{ search: string; state: LinkState } | null>(null);
  useEffect(() => {
    let active = true;
    const link = readSubscriberLink(search);
    const check: Promise<LinkState> = link
      ? atLeast(checkSubscriberLink(client, link), minLoadingMs).then((result) =>
          result.status === 'valid' ? { ...result, link } : result,
        )
      : Promise.resolve(INVALID);
    void check.then((state) => {
      // A transition: the page that replaces the loading state renders in slices, never in one long task.
      if (active) startTransition(() => setAnswer({ search, state }));
    });
    return () => {
      active = false;
    };
  }, [client, search, minLoadingMs]);
  return answer?.search === search ? answer.state : LOADING;
}
