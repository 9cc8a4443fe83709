import { startTransition, useEffect, useState } from 'react';
import type { PlatformClient } from '@shared/http/types';
import { checkLink, type CheckedLink } from './subscriberLink';

export type LinkState = { status: 'loading' } | CheckedLink;

const LOADING: LinkState = { status: 'loading' };

/**
 * The link of the address bar, checked against the platform. In the built site the page's start module has checked
 * it before the island wakes and hands its answer over (`checked`, docs/islands.md#pages-dabonnement): nothing is
 * asked again. Without it (dev, tests), the first render is `loading` and the query string is read in an effect, so
 * the page prerenders (no query at build time) and hydrates cleanly.
 */
export function useSubscriberLink(
  client: PlatformClient,
  minLoadingMs = 0,
  checked?: CheckedLink,
): LinkState {
  // Read once rendered: the address only changes with a new page load.
  const [search] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  // The answer remembers the query it belongs to: another query shows `loading` until its own answer.
  const [answer, setAnswer] = useState<{ search: string; state: LinkState } | null>(
    checked ? { search, state: checked } : null,
  );
  const given = checked !== undefined;
  useEffect(() => {
    if (given) return;
    let active = true;
    void checkLink(client, search, minLoadingMs).then((state) => {
      // A transition: the page that replaces the loading state renders in slices, never in one long task.
      if (active) startTransition(() => setAnswer({ search, state }));
    });
    return () => {
      active = false;
    };
  }, [client, search, minLoadingMs, given]);
  return answer?.search === search ? answer.state : LOADING;
}
